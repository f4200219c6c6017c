import type { DevToolsCatalog } from './en.ts';

/** Loaded only for a reader who chose Spanish (see index.ts). */
export const es: DevToolsCatalog = {
  devMailbox: {
    title: 'Buzón de prueba',
    lead: 'Correos que el portal habría enviado. Solo en desarrollo.',
    empty: 'Todavía no hay correos.',
    refresh: 'Actualizar',
    to: 'Para',
    sentAt: 'Enviado',
  },
  testReset: {
    title: 'Prueba de restablecimiento',
    lead: 'Solicita un restablecimiento para una cuenta y abre el enlace del buzón. Solo en desarrollo.',
    email: 'Correo electrónico',
    submit: 'Solicitar restablecimiento',
    open: 'Abrir el último enlace',
    noLink: 'Todavía no hay correo de restablecimiento para esta dirección.',
  },
  validation: {
    email: 'Introduce un correo electrónico válido',
  },
};
