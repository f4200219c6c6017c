/** The two-factor texts in English (namespace `mfa`); es.ts and it.ts follow this shape. */
export const en = {
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

export type MfaCatalog = typeof en;
