import { defineNotification } from '../notification-definition.ts';
import { affiliateStaffOf, ZAffiliatePayload } from './affiliate-payload.ts';

/** An application to the affiliate program was approved. */
export const affiliateApproved = defineNotification({
  type: 'affiliate_approved',
  category: 'affiliate',
  payload: ZAffiliatePayload,
  organizationId: (payload) => payload.organizationId,
  recipients: affiliateStaffOf,
  link: () => ({ page: 'affiliates', accountId: null }),
  texts: {
    en: (payload) => ({
      title: 'Affiliate Partner Approved',
      message: `${payload.username} (${payload.fullName}) is now an affiliate partner`,
    }),
    es: (payload) => ({
      title: 'Socio afiliado aprobado',
      message: `${payload.username} (${payload.fullName}) ya es socio afiliado`,
    }),
    it: (payload) => ({
      title: 'Partner affiliato approvato',
      message: `${payload.username} (${payload.fullName}) è ora partner affiliato`,
    }),
  },
});
