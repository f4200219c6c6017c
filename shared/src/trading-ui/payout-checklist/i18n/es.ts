import type { PayoutChecklistCatalog } from './en.ts';

export const es: PayoutChecklistCatalog = {
  checklist: 'Requisitos del retiro',
  met: 'Cumplido',
  notMet: 'No cumplido',
  kyc: {
    not_started: 'Verificación de identidad no iniciada',
    submitted: 'Verificación de identidad en revisión',
    approved: 'Identidad verificada',
    rejected: 'Verificación de identidad rechazada',
  },
  gates: {
    funded_account: 'Cuenta financiada y activa',
    first_payout_delay: 'Primer retiro {{days}} días después de tu primera operación financiada',
    first_payout_delay_staff: 'Primer retiro {{days}} días después de la primera operación financiada',
    cycle: 'Un retiro cada {{days}} días',
    no_pending_payout: 'Ningún retiro pendiente de revisión',
    no_pending_payout_staff: 'Ningún otro retiro de esta cuenta pendiente',
    minimum_amount: 'Al menos {{minimum}} (ahora {{amount}})',
    cap: 'Limitado a {{cap}} en este retiro',
    noCap: 'Sin límite en este retiro',
    buffer: 'Mantener {{buffer}} de beneficio en la cuenta (ahora {{profit}})',
    noBuffer: 'Sin margen que mantener',
    no_open_positions: 'Sin posiciones abiertas (ahora {{count}})',
    kyc_approved: 'Identidad verificada',
    consistency: 'Mejor día como máximo el {{max}} de tu beneficio (ahora {{best}})',
    consistency_staff: 'Mejor día como máximo el {{max}} del beneficio (ahora {{best}})',
    noConsistency: 'No se aplica regla de consistencia',
    opensOn: 'Se cumple el {{date}}',
    noTradeYet: 'Tras tu primera operación financiada',
    noTradeYet_staff: 'Aún sin operaciones financiadas',
  },
};
