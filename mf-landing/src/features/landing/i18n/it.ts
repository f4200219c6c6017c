import type { LandingCatalog } from './en.ts';

/** Loaded only when the reader chooses Italian. */
export const it: LandingCatalog = {
  hero: {
    facts: 'Finanziamenti fino a {{size}} · challenge da {{fee}}',
    eyebrow: 'Trading proprietario, finanziato',
    title: 'Fai trading con il nostro capitale. Tieni la parte maggiore del profitto.',
    lead: 'Dimostra la tua abilità in una valutazione con regole chiare e pubbliche, diventa un trader finanziato e ricevi una quota dei profitti.',
    startChallenge: 'Inizia la Challenge',
    viewPlans: 'Vedi i piani',
  },
  steps: {
    title: 'Come funziona',
    challenge: {
      title: 'Challenge',
      text: 'Raggiungi il target di profitto rispettando i limiti di perdita.',
    },
    verification: {
      title: 'Verifica',
      text: 'Conferma i tuoi risultati con una seconda fase, più semplice.',
    },
    funded: {
      title: 'Trader finanziato',
      text: 'Opera su un conto finanziato e ricevi la tua quota dei profitti.',
    },
  },
};
