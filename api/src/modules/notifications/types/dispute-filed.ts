import { z } from 'zod';
import { accountLink, defineNotification, ORGANIZATION_STAFF_ROLES } from '../notification-definition.ts';
import { ZAccountPayload } from './account-payload.ts';

/** A trader contests a breach: the firm's staff decide. */
export const disputeFiled = defineNotification({
  type: 'dispute_filed',
  category: 'account_lifecycle',
  payload: ZAccountPayload.extend({ disputeId: z.uuid(), traderName: z.string() }),
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [
    { kind: 'organization_staff', organizationId: payload.organizationId, roles: ORGANIZATION_STAFF_ROLES },
  ],
  link: (payload) => accountLink(payload.accountId),
  texts: {
    en: (payload) => ({
      title: 'New breach dispute',
      message: `${payload.traderName} disputes the breach of account ${payload.login}.`,
    }),
    es: (payload) => ({
      title: 'Nueva disputa de incumplimiento',
      message: `${payload.traderName} disputa el incumplimiento de la cuenta ${payload.login}.`,
    }),
    it: (payload) => ({
      title: 'Nuova contestazione di violazione',
      message: `${payload.traderName} contesta la violazione del conto ${payload.login}.`,
    }),
  },
});
