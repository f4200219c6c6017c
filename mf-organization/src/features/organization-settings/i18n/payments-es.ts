import type { paymentsEn } from './payments-en.ts';

/** Los textos en español de la pestaña Pagos (`organizationSettings` › `payments`). */
export const paymentsEs: typeof paymentsEn = {
  title: 'La cuenta de Stripe de la firma',
  intro:
    'Conecta la cuenta de Stripe propia de tu firma y los pagos de tus traders llegan directamente a ella. Sin ella, pagan a través del proveedor de la plataforma.',
  loading: 'Cargando la cuenta de pagos…',
  loadFailed: 'No se pudo cargar la cuenta de pagos.',
  notConnected: 'No hay ninguna cuenta de Stripe propia conectada.',
  connected: 'Conectada',
  account: 'Cuenta',
  mode: 'Modo',
  modes: { test: 'Modo de prueba', live: 'Modo real' },
  key: 'Clave secreta',
  keyEnding: 'termina en {{last4}}',
  connectedAt: 'Conectada',
  connectedBy: '{{date}} por {{email}}',
  webhookUrl: 'URL del webhook',
  webhookHint:
    'En Stripe, añade un endpoint de webhook con esta URL (eventos: checkout.session.completed, checkout.session.expired, payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, charge.dispute.created, charge.dispute.closed) y pega abajo su secreto de firma.',
  connectTitle: 'Conectar una cuenta',
  replaceTitle: 'Sustituir las claves',
  secretKey: 'Clave secreta',
  secretKeyHint:
    'En Stripe › Desarrolladores › Claves de API (sk_live_… o sk_test_…). No se vuelve a mostrar.',
  webhookSecret: 'Secreto de firma del webhook',
  webhookSecretHint: 'En la página del endpoint de webhook en Stripe (whsec_…). No se vuelve a mostrar.',
  connect: 'Probar y conectar',
  replace: 'Probar y sustituir',
  saved: 'La cuenta de Stripe está conectada.',
  refused:
    'Stripe rechazó esta clave secreta. Comprueba que es la clave secreta de la cuenta correcta y que no ha sido revocada.',
  unreachable:
    'No se pudo contactar con Stripe para comprobar la clave; no se guardó nada. Inténtalo de nuevo en un momento.',
  invalid: 'Revisa las claves: la clave secreta empieza por sk_ y el secreto del webhook por whsec_.',
  saveFailed: 'No se pudieron guardar las claves. Inténtalo de nuevo.',
  disconnect: 'Desconectar',
  disconnectTitle: '¿Desconectar la cuenta de Stripe?',
  disconnectBody:
    'Los próximos pagos de tus traders pasarán por el proveedor de la plataforma (o no podrán hacerse si no lo hay). Los pagos ya cobrados siguen en tu cuenta de Stripe.',
  disconnectConfirm: 'Desconectar',
  disconnectFailed: 'No se pudo desconectar la cuenta. Inténtalo de nuevo.',
  disconnected: 'La cuenta de Stripe está desconectada.',
  cancel: 'Cancelar',
  readOnly: 'Solo los propietarios de la organización pueden conectar o desconectar su cuenta de Stripe.',
};
