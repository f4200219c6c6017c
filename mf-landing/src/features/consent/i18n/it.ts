import type { ConsentCatalog } from './en.ts';

/** Loaded only when the reader chooses Italian. */
export const it: ConsentCatalog = {
  title: 'Teniamo alla tua privacy',
  text: 'Usiamo cookie essenziali per far funzionare il sito e, con il tuo permesso, cookie di analisi, marketing e personalizzazione.',
  policyLink: 'Cookie Policy',
  acceptAll: 'Accetta tutti',
  essentialOnly: 'Solo essenziali',
  customize: 'Personalizza',
  save: 'Salva preferenze',
  settings: 'Impostazioni cookie',
  category: {
    essential: 'Essenziali (sempre attivi)',
    analytics: 'Analisi',
    marketing: 'Marketing',
    personalization: 'Personalizzazione',
  },
  description: {
    essential: 'Accesso, sicurezza, la tua lingua e questa scelta. Il sito non funziona senza di essi.',
    analytics: 'Contare le visite e come vengono usate le pagine, per migliorarle.',
    marketing: 'Misurare la nostra pubblicità e mostrarti offerte pertinenti altrove.',
    personalization: "Ricordare preferenze oltre l'essenziale per adattare ciò che vedi.",
  },
};
