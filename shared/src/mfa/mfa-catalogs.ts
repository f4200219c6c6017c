import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const MFA_NAMESPACE = 'mfa';

const en = {
  code: {
    label: 'Authentication code',
    description: 'The 6-digit code your authenticator app shows now.',
    invalid: 'Enter the 6-digit code',
  },
  recoveryCode: {
    label: 'Recovery code',
    description: 'One of the codes you saved when you turned two-factor authentication on.',
    invalid: 'Enter a recovery code such as ABCDE-23456',
  },
  enrolment: {
    steps:
      'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…), then enter the code it shows.',
    qrAlt: 'QR code to add {{product}} to your authenticator app',
    manualKey: 'Cannot scan? Enter this key in the app instead:',
  },
  recoveryCodes: {
    title: 'Save your recovery codes',
    message:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    download: 'Download codes',
    done: 'I have saved them',
    fileHeading: 'Recovery codes for {{email}} at {{host}}. Each works once.',
  },
};

type MfaCatalog = typeof en;

const es: MfaCatalog = {
  code: {
    label: 'Código de autenticación',
    description: 'El código de 6 dígitos que muestra ahora tu app de autenticación.',
    invalid: 'Introduce el código de 6 dígitos',
  },
  recoveryCode: {
    label: 'Código de recuperación',
    description: 'Uno de los códigos que guardaste al activar la verificación en dos pasos.',
    invalid: 'Introduce un código de recuperación como ABCDE-23456',
  },
  enrolment: {
    steps:
      'Escanea este código QR con una app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, Authy…) e introduce el código que muestre.',
    qrAlt: 'Código QR para añadir {{product}} a tu app de autenticación',
    manualKey: '¿No puedes escanear? Introduce esta clave en la app:',
  },
  recoveryCodes: {
    title: 'Guarda tus códigos de recuperación',
    message:
      'Cada código te permite entrar una vez si pierdes el teléfono. Guárdalos en un lugar seguro: solo se muestran ahora.',
    download: 'Descargar códigos',
    done: 'Ya los he guardado',
    fileHeading: 'Códigos de recuperación de {{email}} en {{host}}. Cada uno sirve una vez.',
  },
};

const it: MfaCatalog = {
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

export const mfaCatalogs: TranslationCatalogs<MfaCatalog> = { en, es, it };
