import { z } from 'zod';
import { DISPUTE_DECISIONS } from '@propdesk/shared/contracts';
import { accountLink, defineNotification, type TNotificationTexts } from '../notification-definition.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';

const ZDisputeDecidedPayload = ZAccountPayload.extend({
  disputeId: z.uuid(),
  /** `upheld`: the breach stands; `overturned`: it is void. */
  decision: z.enum(DISPUTE_DECISIONS),
  /** Whether the account went back to its state before the breach (an overturned breach only). */
  isAccountReinstated: z.boolean(),
  /** The firm's reason; optional when the breach is upheld. */
  reason: z.string().nullable(),
});
type TDisputeDecidedPayload = z.infer<typeof ZDisputeDecidedPayload>;

/** Title and the sentence of each outcome in one language; the firm's reason follows it. */
type TWording = {
  upheldTitle: string;
  overturnedTitle: string;
  upheld: (login: string) => string;
  reinstated: (login: string) => string;
  overturned: (login: string) => string;
};

function textsIn(wording: TWording) {
  return (payload: TDisputeDecidedPayload): TNotificationTexts => {
    const sentence =
      payload.decision === 'upheld'
        ? wording.upheld(payload.login)
        : payload.isAccountReinstated
          ? wording.reinstated(payload.login)
          : wording.overturned(payload.login);
    return {
      title: payload.decision === 'upheld' ? wording.upheldTitle : wording.overturnedTitle,
      message: payload.reason === null ? sentence : `${sentence} ${payload.reason}`,
    };
  };
}

/**
 * The firm decided a trader's dispute: the breach is upheld (it stands) or overturned (it is void, and the
 * account is reinstated as it was just before it when nothing happened since).
 */
export const disputeDecided = defineNotification({
  type: 'dispute_decided',
  category: 'account_lifecycle',
  payload: ZDisputeDecidedPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: (payload) => accountLink(payload.accountId),
  texts: {
    en: textsIn({
      upheldTitle: 'Dispute not accepted',
      overturnedTitle: 'Dispute accepted',
      upheld: (login) => `Your dispute on account ${login} was reviewed: the breach stands.`,
      reinstated: (login) =>
        `Your dispute on account ${login} was accepted: the breach is overturned and the account is reinstated as it was before it.`,
      overturned: (login) => `Your dispute on account ${login} was accepted: the breach is overturned.`,
    }),
    es: textsIn({
      upheldTitle: 'Disputa no aceptada',
      overturnedTitle: 'Disputa aceptada',
      upheld: (login) => `Tu disputa sobre la cuenta ${login} fue revisada: el incumplimiento se mantiene.`,
      reinstated: (login) =>
        `Tu disputa sobre la cuenta ${login} fue aceptada: el incumplimiento queda anulado y la cuenta vuelve a estar como antes de él.`,
      overturned: (login) =>
        `Tu disputa sobre la cuenta ${login} fue aceptada: el incumplimiento queda anulado.`,
    }),
    it: textsIn({
      upheldTitle: 'Contestazione non accolta',
      overturnedTitle: 'Contestazione accolta',
      upheld: (login) => `La tua contestazione sul conto ${login} è stata esaminata: la violazione resta.`,
      reinstated: (login) =>
        `La tua contestazione sul conto ${login} è stata accolta: la violazione è annullata e il conto torna com'era prima di essa.`,
      overturned: (login) =>
        `La tua contestazione sul conto ${login} è stata accolta: la violazione è annullata.`,
    }),
  },
});
