/** The English texts of the checkout page (namespace `trader-orders`); es.ts and it.ts follow this shape. */
export const en = {
  checkout: {
    lead: 'Check your order and confirm the payment.',
    loading: 'Loading the order',
    loadFailed: 'The order could not be loaded.',
    notFound: 'This order does not exist.',
    backToPricing: 'Back to pricing',
    order: 'Your order',
    program: 'Program',
    accountSize: 'Account size',
    listPrice: 'Plan price',
    discount: 'Discount code {{code}}',
    price: 'Price',
    platform: 'Platform',
    createdAt: 'Created',
    resetOf: 'Reset of account',
    status: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      failed: 'Payment failed',
      refunded: 'Refunded',
    },
    providerTitle: 'Waiting for your payment',
    providerText:
      'Pay on the secure payment page. This page updates by itself as soon as the payment is confirmed.',
    continueToPayment: 'Continue to payment',
    sandboxTitle: 'Test payment',
    sandboxText:
      'This is the sandbox payment provider: no card is charged and no money moves. Approve to simulate a successful payment, or decline to simulate a refused one.',
    approve: 'Approve test payment',
    decline: 'Decline test payment',
    confirmFailed: 'The payment could not be confirmed. Please try again.',
    notPending: 'This order is no longer waiting for payment.',
    opening: 'Payment received. Opening your account…',
    paid: 'Payment received. Your account is open.',
    goToAccount: 'Go to the account',
    failure: {
      expired: 'The payment page expired before the payment was made. Nothing was charged.',
      provider: 'The payment provider said: {{reason}}',
    },
    settled: {
      failed: 'The payment was declined. Nothing was charged.',
      refunded: 'This order was refunded.',
    },
  },
  reset: {
    title: 'Reset this account',
    loading: 'Checking for a reset offer…',
    loadFailed: 'The reset offer could not be loaded.',
    offer: 'Reset this account for {{price}} — available until {{until}}.',
    instead: 'A new account of the same plan, from phase 1, instead of {{fee}}.',
    buy: 'Reset for {{price}}',
    ended: 'The reset offer for this account ended on {{until}}.',
    failed: 'The reset could not be started. Try again.',
    checkoutUnavailable: 'Purchases are not available at the moment.',
    refused: {
      not_failed: 'Only a failed account can be reset.',
      not_offered: 'This plan no longer offers a reset.',
      window_over: 'The reset offer for this account has ended.',
      plan_unavailable: 'This plan is not on sale at the moment, so it cannot be reset.',
      already_reset: 'A reset was already paid for this account.',
    },
  },
};

export type OrdersCatalog = typeof en;
