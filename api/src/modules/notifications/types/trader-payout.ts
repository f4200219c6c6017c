import { z } from 'zod';
import { defineNotification, ORGANIZATION_STAFF_ROLES } from '../notification-definition.ts';
import { formatMoney } from '../notification-format.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';

/**
 * A trader's payout from a funded account, at each step (docs: Domain rules › Payouts). `amountMinor` is
 * what the trader is paid: the profit share plus any refunded fee. The paid event's payload is a contract
 * other modules read (certificates): exactly these fields.
 */
const ZTraderPayoutPayload = ZAccountPayload.extend({
  payoutId: z.uuid(),
  amountMinor: z.number().int(),
  currency: z.string().length(3),
});

const PAYOUTS_LINK = { page: 'payouts', accountId: null } as const;

/** A trader asked for a payout: the firm's staff review it. */
export const traderPayoutRequested = defineNotification({
  type: 'trader_payout_requested',
  category: 'payouts',
  payload: ZTraderPayoutPayload.extend({ traderName: z.string() }),
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [
    { kind: 'organization_staff', organizationId: payload.organizationId, roles: ORGANIZATION_STAFF_ROLES },
  ],
  link: () => PAYOUTS_LINK,
  texts: {
    en: (payload) => ({
      title: 'Trader payout request',
      message: `${payload.traderName} requested a payout of ${formatMoney(payload.amountMinor, payload.currency, 'en')} from account ${payload.login}.`,
    }),
    es: (payload) => ({
      title: 'Solicitud de retiro de trader',
      message: `${payload.traderName} solicitó un retiro de ${formatMoney(payload.amountMinor, payload.currency, 'es')} de la cuenta ${payload.login}.`,
    }),
    it: (payload) => ({
      title: 'Richiesta di prelievo del trader',
      message: `${payload.traderName} ha richiesto un prelievo di ${formatMoney(payload.amountMinor, payload.currency, 'it')} dal conto ${payload.login}.`,
    }),
  },
});

/** The firm approved the payout: the profit has left the account, the transfer follows. */
export const traderPayoutApproved = defineNotification({
  type: 'trader_payout_approved',
  category: 'payouts',
  payload: ZTraderPayoutPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: () => PAYOUTS_LINK,
  texts: {
    en: (payload) => ({
      title: 'Payout approved',
      message: `Your payout of ${formatMoney(payload.amountMinor, payload.currency, 'en')} from account ${payload.login} was approved.`,
    }),
    es: (payload) => ({
      title: 'Retiro aprobado',
      message: `Tu retiro de ${formatMoney(payload.amountMinor, payload.currency, 'es')} de la cuenta ${payload.login} fue aprobado.`,
    }),
    it: (payload) => ({
      title: 'Prelievo approvato',
      message: `Il tuo prelievo di ${formatMoney(payload.amountMinor, payload.currency, 'it')} dal conto ${payload.login} è stato approvato.`,
    }),
  },
});

/** The firm rejected the payout, with the reason the trader reads. */
export const traderPayoutRejected = defineNotification({
  type: 'trader_payout_rejected',
  category: 'payouts',
  payload: ZTraderPayoutPayload.extend({ reason: z.string() }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: () => PAYOUTS_LINK,
  texts: {
    en: (payload) => ({
      title: 'Payout rejected',
      message: `Your payout of ${formatMoney(payload.amountMinor, payload.currency, 'en')} from account ${payload.login} was rejected: ${payload.reason}`,
    }),
    es: (payload) => ({
      title: 'Retiro rechazado',
      message: `Tu retiro de ${formatMoney(payload.amountMinor, payload.currency, 'es')} de la cuenta ${payload.login} fue rechazado: ${payload.reason}`,
    }),
    it: (payload) => ({
      title: 'Prelievo respinto',
      message: `Il tuo prelievo di ${formatMoney(payload.amountMinor, payload.currency, 'it')} dal conto ${payload.login} è stato respinto: ${payload.reason}`,
    }),
  },
});

/** The money was sent. */
export const traderPayoutPaid = defineNotification({
  type: 'trader_payout_paid',
  category: 'payouts',
  payload: ZTraderPayoutPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: () => PAYOUTS_LINK,
  texts: {
    en: (payload) => ({
      title: 'Payout paid',
      message: `${formatMoney(payload.amountMinor, payload.currency, 'en')} from account ${payload.login} has been sent to you.`,
    }),
    es: (payload) => ({
      title: 'Retiro pagado',
      message: `Te hemos enviado ${formatMoney(payload.amountMinor, payload.currency, 'es')} de la cuenta ${payload.login}.`,
    }),
    it: (payload) => ({
      title: 'Prelievo pagato',
      message: `Ti abbiamo inviato ${formatMoney(payload.amountMinor, payload.currency, 'it')} dal conto ${payload.login}.`,
    }),
  },
});
