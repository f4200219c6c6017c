import type { RuleTextCatalog } from './en.ts';

export const es: RuleTextCatalog = {
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
    severity: {
      hard: 'grave',
      soft: 'leve',
    },
    evaluation: {
      intraday: 'comprobada en cada movimiento',
      end_of_day: 'comprobada en el reinicio diario',
    },
    compared: {
      equity: 'el capital',
      balance: 'el saldo',
    },
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
    basis: {
      initial_balance: 'saldo inicial',
      day_anchor: 'el ancla',
    },
    peak: {
      static: 'saldo inicial',
      trailing_end_of_day: 'saldo más alto en un reinicio (al menos el inicial)',
      trailing_closed_balance: 'saldo cerrado más alto (al menos el inicial)',
      trailing_intraday: 'capital más alto con beneficio abierto (al menos el saldo inicial)',
    },
    movement: {
      static: 'nunca se mueve',
      trailing: 'solo sube',
    },
    lock: ', nunca por encima del bloqueo en {{lockMinor}}',
    counting: {
      position_opened: 'se abre una posición en él',
      opened_and_closed: 'se abre y se cierra una posición en él',
      profitable_day: 'su beneficio cerrado alcanza el umbral de día rentable ({{profitableDayMinor}})',
    },
    noProfitableDay: 'todavía ningún día con beneficio',
  },
};
