import type { PayoutChecklistCatalog } from './en.ts';

export const it: PayoutChecklistCatalog = {
  checklist: 'Requisiti del prelievo',
  met: 'Soddisfatto',
  notMet: 'Non soddisfatto',
  kyc: {
    not_started: 'Verifica dell’identità non iniziata',
    submitted: 'Verifica dell’identità in revisione',
    approved: 'Identità verificata',
    rejected: 'Verifica dell’identità respinta',
  },
  gates: {
    funded_account: 'Conto finanziato e attivo',
    first_payout_delay: 'Primo prelievo {{days}} giorni dopo la tua prima operazione finanziata',
    first_payout_delay_staff: 'Primo prelievo {{days}} giorni dopo la prima operazione finanziata',
    cycle: 'Un prelievo ogni {{days}} giorni',
    no_pending_payout: 'Nessun prelievo in attesa di revisione',
    no_pending_payout_staff: 'Nessun altro prelievo di questo conto in attesa',
    minimum_amount: 'Almeno {{minimum}} (ora {{amount}})',
    cap: 'Limitato a {{cap}} per questo prelievo',
    noCap: 'Nessun limite per questo prelievo',
    buffer: 'Lasciare {{buffer}} di profitto nel conto (ora {{profit}})',
    noBuffer: 'Nessun margine da lasciare',
    no_open_positions: 'Nessuna posizione aperta (ora {{count}})',
    kyc_approved: 'Identità verificata',
    consistency: 'Giorno migliore al massimo il {{max}} del tuo profitto (ora {{best}})',
    consistency_staff: 'Giorno migliore al massimo il {{max}} del profitto (ora {{best}})',
    noConsistency: 'Nessuna regola di coerenza',
    opensOn: 'Soddisfatto il {{date}}',
    noTradeYet: 'Dopo la tua prima operazione finanziata',
    noTradeYet_staff: 'Ancora nessuna operazione finanziata',
  },
};
