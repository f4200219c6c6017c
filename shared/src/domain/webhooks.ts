/**
 * The events a firm's webhooks may subscribe to, each told by one event of the api's backbone (its
 * notification type). The names are the public contract integrators code against: never rename one.
 */
export const WEBHOOK_EVENTS = {
  'account.opened': 'account_opened',
  'account.breached': 'breach',
  'account.phase_passed': 'phase_passed',
  'payout.requested': 'trader_payout_requested',
  'payout.paid': 'trader_payout_paid',
  'kyc.submitted': 'kyc_submitted',
  'client.signed_up': 'client_signed_up',
} as const;
export type TWebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as TWebhookEventType[];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  /** Endpoints one firm may keep. */
  endpoints: 10,
  /** A delivery is tried again with a doubling wait, from this, for at most `retryForMs`. */
  firstRetryMs: 30_000,
  maxRetryWaitMs: 2 * 60 * 60 * 1000,
  retryForMs: 24 * 60 * 60 * 1000,
  /** Consecutive failed attempts that switch an endpoint off until its firm switches it on again. */
  disableAfterFailures: 20,
  /** How long the receiver has to answer one attempt. */
  timeoutMs: 10_000,
} as const;
