/**
 * What other modules may use of notifications: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { formatMoney } from './notification-format.ts';
export { Notification } from './notification.entity.ts';
export { publishNotification } from './publish-notification.ts';
export { accountPayloadOf } from './types/account-payload.ts';
export { PROGRAM_NAMES } from './types/program-names.ts';
export { formatTaxRate } from './types/receipt-issued.ts';
