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
    settled: {
      failed: 'The payment was declined. Nothing was charged.',
      refunded: 'This order was refunded.',
    },
  },
};

export type OrdersCatalog = typeof en;
