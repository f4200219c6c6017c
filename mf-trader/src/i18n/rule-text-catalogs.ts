import type { TranslationCatalogs } from '@propdesk/shared/i18n';

/**
 * The engine's rule texts in Spanish and Italian, filled from each text's `values`. English is not
 * here on purpose: the engine's own English `text` is shown as it is, and a text whose key is unknown
 * here falls back to it in any language.
 */
export const RULE_TEXTS_NAMESPACE = 'trader-rule-texts';

type RuleTextCatalog = {
  profitTarget: string;
  minTradingDays: string;
  dailyLoss: string;
  maxLoss: string;
  consistency: string;
  scaling: string;
  inactivity: string;
  dailyReset: string;
  labels: {
    severity: { hard: string; soft: string };
    evaluation: { intraday: string; end_of_day: string };
    compared: { equity: string; balance: string };
    consequence: { hard: string; soft: string };
    anchor: { firstDay: string; balance: string; equity: string; higher_of_balance_and_equity: string };
    basis: { initial_balance: string; day_anchor: string };
    peak: {
      static: string;
      trailing_end_of_day: string;
      trailing_closed_balance: string;
      trailing_intraday: string;
    };
    movement: { static: string; trailing: string };
    lock: string;
    counting: { position_opened: string; opened_and_closed: string; profitable_day: string };
    noProfitableDay: string;
  };
};

const es: RuleTextCatalog = {
  profitTarget:
    'Objetivo de beneficio: beneficio cerrado del {{percent}} × saldo inicial ({{initialMinor}}) = {{targetMinor}}, con todas las posiciones cerradas. Beneficio cerrado actual: {{closedProfitMinor}} ({{progressPercent}} del objetivo).',
  minTradingDays:
    'Días mínimos de trading: {{minimum}}. Un día ({{timeZone}}, de reinicio a reinicio) cuenta cuando {{countingText}}; no hace falta que sean consecutivos. Contados: {{counted}} de {{minimum}}.',
  dailyLoss:
    'Pérdida diaria ({{severityText}}, {{evaluationText}}): {{comparedText}} debe mantenerse por encima del suelo de hoy. Suelo = {{anchorText}} ({{anchorMinor}}) − {{percent}} × {{basisText}} ({{basisMinor}}) = {{floorMinor}}. Valor actual: {{comparedMinor}}, margen {{roomMinor}}. Hay incumplimiento si {{comparedText}} ≤ suelo + {{toleranceMinor}} de tolerancia; {{consequenceText}}.',
  maxLoss:
    'Pérdida máxima (grave): el capital debe mantenerse por encima del suelo general. Suelo = {{peakText}} ({{peakMinor}}) − {{percent}} × saldo inicial ({{initialMinor}}){{lockText}} = {{floorMinor}}; {{movementText}}. Capital actual: {{equityMinor}}, margen {{roomMinor}}. Hay incumplimiento si el capital ≤ suelo + {{toleranceMinor}} de tolerancia; la cuenta no supera el desafío.',
  consistency:
    'Consistencia: el beneficio del mejor día debe ser como mucho el {{maxPercent}} del beneficio total de los días positivos. Mejor día {{bestDayProfitMinor}} ÷ {{positiveDaysProfitMinor}} = {{ratioText}}.',
  scaling:
    'Escalado (nivel {{level}}): cuando el beneficio cerrado alcanza el {{profitThresholdPercent}} del tamaño de este nivel ({{sizeMinor}}), es decir {{thresholdMinor}}, la cuenta pasa al tamaño siguiente, un {{balanceIncreasePercent}} mayor. Beneficio cerrado actual: {{closedProfitMinor}}.',
  inactivity:
    'Inactividad: la cuenta caduca tras {{days}} días sin operaciones. Último día activo: {{lastTradeDayKey}}.',
  dailyReset:
    'El día de trading se reinicia a las {{time}} ({{timeZone}}, horario de verano incluido); el próximo reinicio es el {{nextResetAt}} en tu hora local.',
  labels: {
    severity: { hard: 'grave', soft: 'leve' },
    evaluation: { intraday: 'comprobada en cada movimiento', end_of_day: 'comprobada en el reinicio diario' },
    compared: { equity: 'el capital', balance: 'el saldo' },
    consequence: {
      hard: 'la cuenta no supera el desafío',
      soft: 'se cierran las posiciones abiertas y el trading se pausa hasta el próximo reinicio',
    },
    anchor: {
      firstDay: 'saldo inicial (primer día)',
      balance: 'saldo en el último reinicio',
      equity: 'capital en el último reinicio',
      higher_of_balance_and_equity: 'mayor entre saldo y capital en el último reinicio',
    },
    basis: { initial_balance: 'saldo inicial', day_anchor: 'el ancla' },
    peak: {
      static: 'saldo inicial',
      trailing_end_of_day: 'saldo más alto en un reinicio (al menos el inicial)',
      trailing_closed_balance: 'saldo cerrado más alto (al menos el inicial)',
      trailing_intraday: 'capital más alto con beneficio abierto (al menos el saldo inicial)',
    },
    movement: { static: 'nunca se mueve', trailing: 'solo sube' },
    lock: ', nunca por encima del bloqueo en {{lockMinor}}',
    counting: {
      position_opened: 'se abre una posición en él',
      opened_and_closed: 'se abre y se cierra una posición en él',
      profitable_day: 'su beneficio cerrado alcanza el umbral de día rentable ({{profitableDayMinor}})',
    },
    noProfitableDay: 'todavía ningún día con beneficio',
  },
};

const it: RuleTextCatalog = {
  profitTarget:
    "Obiettivo di profitto: profitto chiuso del {{percent}} × saldo iniziale ({{initialMinor}}) = {{targetMinor}}, con tutte le posizioni chiuse. Profitto chiuso attuale: {{closedProfitMinor}} ({{progressPercent}} dell'obiettivo).",
  minTradingDays:
    'Giorni minimi di trading: {{minimum}}. Un giorno ({{timeZone}}, da reset a reset) conta quando {{countingText}}; i giorni non devono essere consecutivi. Contati: {{counted}} su {{minimum}}.',
  dailyLoss:
    'Perdita giornaliera ({{severityText}}, {{evaluationText}}): {{comparedText}} deve restare sopra la soglia di oggi. Soglia = {{anchorText}} ({{anchorMinor}}) − {{percent}} × {{basisText}} ({{basisMinor}}) = {{floorMinor}}. Valore attuale: {{comparedMinor}}, margine {{roomMinor}}. È una violazione se {{comparedText}} ≤ soglia + {{toleranceMinor}} di tolleranza; {{consequenceText}}.',
  maxLoss:
    "Perdita massima (grave): l'equity deve restare sopra la soglia complessiva. Soglia = {{peakText}} ({{peakMinor}}) − {{percent}} × saldo iniziale ({{initialMinor}}){{lockText}} = {{floorMinor}}; {{movementText}}. Equity attuale: {{equityMinor}}, margine {{roomMinor}}. È una violazione se l'equity ≤ soglia + {{toleranceMinor}} di tolleranza; il conto non supera la challenge.",
  consistency:
    'Coerenza: il profitto del giorno migliore deve essere al massimo il {{maxPercent}} del profitto totale dei giorni positivi. Giorno migliore {{bestDayProfitMinor}} ÷ {{positiveDaysProfitMinor}} = {{ratioText}}.',
  scaling:
    'Scaling (livello {{level}}): quando il profitto chiuso raggiunge il {{profitThresholdPercent}} della dimensione di questo livello ({{sizeMinor}}), cioè {{thresholdMinor}}, il conto passa alla dimensione successiva, più grande del {{balanceIncreasePercent}}. Profitto chiuso attuale: {{closedProfitMinor}}.',
  inactivity:
    'Inattività: il conto scade dopo {{days}} giorni senza operazioni. Ultimo giorno attivo: {{lastTradeDayKey}}.',
  dailyReset:
    "La giornata di trading si azzera alle {{time}} ({{timeZone}}, ora legale inclusa); il prossimo reset è il {{nextResetAt}} nell'ora locale.",
  labels: {
    severity: { hard: 'grave', soft: 'lieve' },
    evaluation: { intraday: 'controllata a ogni movimento', end_of_day: 'controllata al reset giornaliero' },
    compared: { equity: "l'equity", balance: 'il saldo' },
    consequence: {
      hard: 'il conto non supera la challenge',
      soft: 'le posizioni aperte vengono chiuse e il trading si sospende fino al prossimo reset',
    },
    anchor: {
      firstDay: 'saldo iniziale (primo giorno)',
      balance: "saldo all'ultimo reset",
      equity: "equity all'ultimo reset",
      higher_of_balance_and_equity: "il maggiore tra saldo ed equity all'ultimo reset",
    },
    basis: { initial_balance: 'saldo iniziale', day_anchor: "l'ancora" },
    peak: {
      static: 'saldo iniziale',
      trailing_end_of_day: 'saldo più alto a un reset (almeno quello iniziale)',
      trailing_closed_balance: 'saldo chiuso più alto (almeno quello iniziale)',
      trailing_intraday: 'equity più alta con profitto aperto (almeno il saldo iniziale)',
    },
    movement: { static: 'non si muove mai', trailing: 'può solo salire' },
    lock: ', mai sopra il blocco a {{lockMinor}}',
    counting: {
      position_opened: 'vi si apre una posizione',
      opened_and_closed: 'vi si apre e si chiude una posizione',
      profitable_day:
        'il suo profitto chiuso raggiunge la soglia di giorno profittevole ({{profitableDayMinor}})',
    },
    noProfitableDay: 'ancora nessun giorno in profitto',
  },
};

export const ruleTextCatalogs: TranslationCatalogs<Partial<RuleTextCatalog>> = { en: {}, es, it };
