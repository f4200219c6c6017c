import type { RuleTextCatalog } from './en.ts';

export const it: RuleTextCatalog = {
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
    severity: {
      hard: 'grave',
      soft: 'lieve',
    },
    evaluation: {
      intraday: 'controllata a ogni movimento',
      end_of_day: 'controllata al reset giornaliero',
    },
    compared: {
      equity: "l'equity",
      balance: 'il saldo',
    },
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
    basis: {
      initial_balance: 'saldo iniziale',
      day_anchor: "l'ancora",
    },
    peak: {
      static: 'saldo iniziale',
      trailing_end_of_day: 'saldo più alto a un reset (almeno quello iniziale)',
      trailing_closed_balance: 'saldo chiuso più alto (almeno quello iniziale)',
      trailing_intraday: 'equity più alta con profitto aperto (almeno il saldo iniziale)',
    },
    movement: {
      static: 'non si muove mai',
      trailing: 'può solo salire',
    },
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
