import { LOSS_RULES } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { accountLink, defineNotification } from '../notification-definition.ts';
import { capitalized, formatMoney, LOSS_RULE_NAMES } from '../notification-format.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';

/** Half, then four fifths, of a loss allowance is used: the trader still has `roomMinor` before the floor. */
export const allowanceWarning = defineNotification({
  type: 'allowance_warning',
  category: 'trading_alerts',
  payload: ZAccountPayload.extend({
    rule: z.enum(LOSS_RULES),
    thresholdPercent: z.union([z.literal(50), z.literal(80)]),
    roomMinor: z.number().int(),
    currency: z.string().length(3),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: (payload) => accountLink(payload.accountId),
  texts: {
    en: (payload) => ({
      title: `${capitalized(LOSS_RULE_NAMES.en[payload.rule])}: ${payload.thresholdPercent}% used`,
      message: `Account ${payload.login} has used ${payload.thresholdPercent}% of its ${LOSS_RULE_NAMES.en[payload.rule]}; ${formatMoney(payload.roomMinor, payload.currency, 'en')} left before the limit.`,
    }),
    es: (payload) => ({
      title: `${capitalized(LOSS_RULE_NAMES.es[payload.rule])}: ${payload.thresholdPercent}% usado`,
      message: `La cuenta ${payload.login} ha usado el ${payload.thresholdPercent}% de su ${LOSS_RULE_NAMES.es[payload.rule]}; quedan ${formatMoney(payload.roomMinor, payload.currency, 'es')} antes del límite.`,
    }),
    it: (payload) => ({
      title: `${capitalized(LOSS_RULE_NAMES.it[payload.rule])}: ${payload.thresholdPercent}% usato`,
      message: `Il conto ${payload.login} ha usato il ${payload.thresholdPercent}% del suo ${LOSS_RULE_NAMES.it[payload.rule]}; restano ${formatMoney(payload.roomMinor, payload.currency, 'it')} prima del limite.`,
    }),
  },
});
