import type { MfaCatalog } from './en.ts';

export const it: MfaCatalog = {
  code: {
    label: 'Codice di autenticazione',
    description: 'Il codice di 6 cifre mostrato ora dalla tua app di autenticazione.',
    invalid: 'Inserisci il codice di 6 cifre',
  },
  recoveryCode: {
    label: 'Codice di recupero',
    description: 'Uno dei codici che hai salvato quando hai attivato la verifica in due passaggi.',
    invalid: 'Inserisci un codice di recupero come ABCDE-23456',
  },
  enrolment: {
    steps:
      "Scansiona questo codice QR con un'app di autenticazione (Google Authenticator, Microsoft Authenticator, 1Password, Authy…), poi inserisci il codice che mostra.",
    qrAlt: 'Codice QR per aggiungere {{product}} alla tua app di autenticazione',
    manualKey: "Non riesci a scansionare? Inserisci questa chiave nell'app:",
  },
  recoveryCodes: {
    title: 'Salva i tuoi codici di recupero',
    message:
      'Ogni codice ti fa accedere una volta se perdi il telefono. Conservali in un luogo sicuro: vengono mostrati solo ora.',
    download: 'Scarica i codici',
    done: 'Li ho salvati',
    fileHeading: 'Codici di recupero per {{email}} su {{host}}. Ognuno vale una volta.',
  },
};
