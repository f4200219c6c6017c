import { z } from 'zod';
import { defineNotification } from '../notification-definition.ts';
import { formatMoney } from '../notification-format.ts';
import { affiliateStaffOf, ZAffiliatePayload } from './affiliate-payload.ts';

const ZPayoutPayload = ZAffiliatePayload.extend({
  amountMinor: z.number().int(),
  currency: z.string().length(3),
});

/** An affiliate asked to be paid their commission. */
export const payoutRequest = defineNotification({
  type: 'payout_request',
  category: 'payouts',
  payload: ZPayoutPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: affiliateStaffOf,
  link: () => ({ page: 'payouts', accountId: null }),
  texts: {
    en: (payload) => ({
      title: 'Affiliate Payout Request',
      message: `${payload.username} (${payload.fullName}) requested a payout of ${formatMoney(payload.amountMinor, payload.currency, 'en')}`,
    }),
    es: (payload) => ({
      title: 'Solicitud de pago de afiliado',
      message: `${payload.username} (${payload.fullName}) solicitó un pago de ${formatMoney(payload.amountMinor, payload.currency, 'es')}`,
    }),
    it: (payload) => ({
      title: 'Richiesta di pagamento affiliato',
      message: `${payload.username} (${payload.fullName}) ha richiesto un pagamento di ${formatMoney(payload.amountMinor, payload.currency, 'it')}`,
    }),
  },
});

/** An affiliate's payout was paid. */
export const payoutProcessed = defineNotification({
  type: 'payout_processed',
  category: 'payouts',
  payload: ZPayoutPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: affiliateStaffOf,
  link: () => ({ page: 'payouts', accountId: null }),
  texts: {
    en: (payload) => ({
      title: 'Affiliate Payout Processed',
      message: `The payout of ${formatMoney(payload.amountMinor, payload.currency, 'en')} to ${payload.username} (${payload.fullName}) was processed`,
    }),
    es: (payload) => ({
      title: 'Pago de afiliado procesado',
      message: `El pago de ${formatMoney(payload.amountMinor, payload.currency, 'es')} a ${payload.username} (${payload.fullName}) se ha procesado`,
    }),
    it: (payload) => ({
      title: 'Pagamento affiliato elaborato',
      message: `Il pagamento di ${formatMoney(payload.amountMinor, payload.currency, 'it')} a ${payload.username} (${payload.fullName}) è stato elaborato`,
    }),
  },
});
