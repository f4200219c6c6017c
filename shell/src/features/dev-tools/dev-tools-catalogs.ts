import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const DEV_TOOLS_NAMESPACE = 'dev-tools';

const en = {
  devMailbox: {
    title: 'Email test mailbox',
    lead: 'Mails the portal would have sent. Available in development only.',
    empty: 'No mails yet.',
    refresh: 'Refresh',
    to: 'To',
    sentAt: 'Sent',
  },
  testReset: {
    title: 'Password reset tester',
    lead: 'Request a reset for an account, then open the link from the mailbox. Development only.',
    email: 'Email',
    submit: 'Request reset',
    open: 'Open the latest reset link',
    noLink: 'No reset mail for this address yet.',
  },
  validation: {
    email: 'Enter a valid email address',
  },
};

type DevToolsCatalog = typeof en;

const es: DevToolsCatalog = {
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

const it: DevToolsCatalog = {
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

export const devToolsCatalogs: TranslationCatalogs<DevToolsCatalog> = { en, es, it };
