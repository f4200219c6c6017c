import { z } from 'zod';
import { accountLink, defineNotification } from '../notification-definition.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';

/** The firm decided a trader's dispute: upheld (the breach is overturned) or rejected (it stands). */
export const disputeDecided = defineNotification({
  type: 'dispute_decided',
  category: 'account_lifecycle',
  payload: ZAccountPayload.extend({
    disputeId: z.uuid(),
    status: z.enum(['upheld', 'rejected']),
    resolution: z.string(),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: (payload) => accountLink(payload.accountId),
  texts: {
    en: (payload) => ({
      title: payload.status === 'upheld' ? 'Dispute upheld' : 'Dispute rejected',
      message: `${
        payload.status === 'upheld'
          ? `Your dispute on account ${payload.login} was upheld: the breach is overturned.`
          : `Your dispute on account ${payload.login} was rejected: the breach stands.`
      } ${payload.resolution}`,
    }),
    es: (payload) => ({
      title: payload.status === 'upheld' ? 'Disputa aceptada' : 'Disputa rechazada',
      message: `${
        payload.status === 'upheld'
          ? `Tu disputa sobre la cuenta ${payload.login} fue aceptada: el incumplimiento queda anulado.`
          : `Tu disputa sobre la cuenta ${payload.login} fue rechazada: el incumplimiento se mantiene.`
      } ${payload.resolution}`,
    }),
    it: (payload) => ({
      title: payload.status === 'upheld' ? 'Contestazione accolta' : 'Contestazione respinta',
      message: `${
        payload.status === 'upheld'
          ? `La tua contestazione sul conto ${payload.login} è stata accolta: la violazione è annullata.`
          : `La tua contestazione sul conto ${payload.login} è stata respinta: la violazione resta.`
      } ${payload.resolution}`,
    }),
  },
});
