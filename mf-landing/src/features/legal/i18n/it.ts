import type { LegalCatalog } from './en.ts';

/** Loaded only when the reader chooses Italian. */
export const it: LegalCatalog = {
  legal: {
    updated: 'Ultimo aggiornamento: {{date}}',
    loading: 'Caricamento…',
    failed: 'Non è stato possibile caricare questa pagina.',
    retry: 'Riprova',
  },
  faqPage: {
    description: 'Risposte su {{firm}}: challenge, regole, pagamenti, rimborsi, verifica e il tuo account.',
    lead: 'Non trovi la risposta? Scrivi a {{supportEmail}}.',
  },
  pages: {
    faq: 'Domande frequenti',
    privacyPolicy: 'Informativa sulla privacy',
    terms: 'Termini e condizioni',
    riskDisclosure: 'Informativa sui rischi',
    cookies: 'Politica sui cookie',
    whiteLabelCheckout: 'White label per prop firm',
  },
};
