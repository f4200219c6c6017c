import { defineNotification } from '../notification-definition.ts';
import { affiliateStaffOf, ZAffiliatePayload } from './affiliate-payload.ts';

/** Someone applied to the firm's affiliate program (the firm's staff review it). */
export const newAffiliateApplication = defineNotification({
  type: 'new_affiliate_application',
  category: 'affiliate',
  payload: ZAffiliatePayload,
  organizationId: (payload) => payload.organizationId,
  recipients: affiliateStaffOf,
  link: () => ({ page: 'affiliates', accountId: null }),
  texts: {
    en: (payload) => ({
      title: 'New Affiliate Partner Application',
      message: `${payload.username} (${payload.fullName}) has applied to become an affiliate partner`,
    }),
    es: (payload) => ({
      title: 'Nueva solicitud de socio afiliado',
      message: `${payload.username} (${payload.fullName}) ha solicitado ser socio afiliado`,
    }),
    it: (payload) => ({
      title: 'Nuova candidatura di partner affiliato',
      message: `${payload.username} (${payload.fullName}) ha chiesto di diventare partner affiliato`,
    }),
  },
});
