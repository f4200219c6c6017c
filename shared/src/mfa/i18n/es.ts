import type { MfaCatalog } from './en.ts';

export const es: MfaCatalog = {
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
