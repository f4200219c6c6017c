/** Order constants, free of zod so front ends can import them at run time. */

export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
