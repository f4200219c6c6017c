/**
 * The English texts of the Payments tab (`organizationSettings` › `payments`), kept apart so that no
 * catalog grows past the size a file may have; en.ts carries them under `payments`.
 */
export const paymentsEn = {
  title: "The firm's Stripe account",
  intro:
    "Connect your firm's own Stripe account and your traders' payments go straight into it. Without one, they pay through the platform's provider.",
  loading: 'Loading the payment account…',
  loadFailed: 'The payment account could not be loaded.',
  notConnected: 'No Stripe account of your own is connected.',
  connected: 'Connected',
  account: 'Account',
  mode: 'Mode',
  modes: { test: 'Test mode', live: 'Live mode' },
  key: 'Secret key',
  keyEnding: 'ending in {{last4}}',
  connectedAt: 'Connected',
  connectedBy: '{{date}} by {{email}}',
  webhookUrl: 'Webhook URL',
  webhookHint:
    'In Stripe, add a webhook endpoint with this URL (events: checkout.session.completed, checkout.session.expired, payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, charge.dispute.created, charge.dispute.closed), then paste its signing secret below.',
  connectTitle: 'Connect an account',
  replaceTitle: 'Replace the keys',
  secretKey: 'Secret key',
  secretKeyHint: 'From Stripe › Developers › API keys (sk_live_… or sk_test_…). It is never shown again.',
  webhookSecret: 'Webhook signing secret',
  webhookSecretHint: "From the webhook endpoint's page in Stripe (whsec_…). It is never shown again.",
  connect: 'Test and connect',
  replace: 'Test and replace',
  saved: 'The Stripe account is connected.',
  refused:
    'Stripe refused this secret key. Check that it is the secret key of the right account and that it has not been revoked.',
  unreachable: 'Stripe could not be reached to check the key; nothing was saved. Try again in a moment.',
  invalid: 'Check the keys: the secret key starts with sk_ and the webhook secret with whsec_.',
  saveFailed: 'The keys could not be saved. Try again.',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect the Stripe account?',
  disconnectBody:
    "Your traders' next payments go through the platform's provider (or cannot be made if it has none). Payments already taken stay in your Stripe account.",
  disconnectConfirm: 'Disconnect',
  disconnectFailed: 'The account could not be disconnected. Try again.',
  disconnected: 'The Stripe account is disconnected.',
  cancel: 'Cancel',
  readOnly: 'Only owners of the organization can connect or disconnect its Stripe account.',
};
