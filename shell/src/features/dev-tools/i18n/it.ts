import type { DevToolsCatalog } from './en.ts';

/** Loaded only for a reader who chose Italian (see index.ts). */
export const it: DevToolsCatalog = {
  devMailbox: {
    title: 'Casella email di test',
    lead: 'Email che il portale avrebbe inviato. Solo in sviluppo.',
    empty: 'Ancora nessuna email.',
    refresh: 'Aggiorna',
    to: 'A',
    sentAt: 'Inviata',
  },
  testReset: {
    title: 'Test reimpostazione password',
    lead: 'Richiedi una reimpostazione per un account, poi apri il link dalla casella. Solo in sviluppo.',
    email: 'Email',
    submit: 'Richiedi reimpostazione',
    open: "Apri l'ultimo link di reimpostazione",
    noLink: 'Nessuna email di reimpostazione per questo indirizzo.',
  },
  validation: {
    email: 'Inserisci un indirizzo email valido',
  },
};
