import type { EliteCatalog } from './en.ts';

/** Loaded only for a reader who chose Italian (see index.ts). */
export const it: EliteCatalog = {
  access: {
    title: 'Accesso Elite',
    lead: "Inserisci il codice di accesso dell'area elite.",
    code: 'Codice di accesso',
    submit: 'Entra',
    required: 'Inserisci il codice di accesso',
    granted: 'Accesso consentito',
    invalid: 'Codice di accesso non valido',
    tooMany: 'Troppi tentativi. Attendi qualche minuto e riprova.',
    closed: "L'area elite non è disponibile.",
    failed: 'Non è stato possibile verificare il codice. Riprova più tardi.',
  },
};
