import { PHASE_KINDS } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { accountLink, defineNotification } from '../notification-definition.ts';
import { formatMoney } from '../notification-format.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';
import { PHASE_KIND_NAMES } from './phase-kind-names.ts';

/** A paid order opened its account: the trader can start trading. */
export const accountOpened = defineNotification({
  type: 'account_opened',
  category: 'account_lifecycle',
  payload: ZAccountPayload.extend({
    phaseKind: z.enum(PHASE_KINDS),
    accountSizeMinor: z.number().int(),
    currency: z.string().length(3),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: (payload) => accountLink(payload.accountId),
  texts: {
    en: (payload) => ({
      title: 'Your account is open',
      message: `Your ${formatMoney(payload.accountSizeMinor, payload.currency, 'en')} ${PHASE_KIND_NAMES.en[payload.phaseKind]} account ${payload.login} is ready to trade.`,
    }),
    es: (payload) => ({
      title: 'Tu cuenta está abierta',
      message: `Tu cuenta de ${PHASE_KIND_NAMES.es[payload.phaseKind]} de ${formatMoney(payload.accountSizeMinor, payload.currency, 'es')} ${payload.login} está lista para operar.`,
    }),
    it: (payload) => ({
      title: 'Il tuo conto è aperto',
      message: `Il tuo conto ${PHASE_KIND_NAMES.it[payload.phaseKind]} da ${formatMoney(payload.accountSizeMinor, payload.currency, 'it')} ${payload.login} è pronto per fare trading.`,
    }),
  },
});
