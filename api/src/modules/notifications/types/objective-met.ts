import { z } from 'zod';
import { accountLink, defineNotification } from '../notification-definition.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';

const OBJECTIVES = ['profit_target', 'min_trading_days'] as const;

/** One objective of the phase is reached (the phase passes once all are and no position is open). */
export const objectiveMet = defineNotification({
  type: 'objective_met',
  category: 'account_lifecycle',
  payload: ZAccountPayload.extend({ objective: z.enum(OBJECTIVES) }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: (payload) => accountLink(payload.accountId),
  texts: {
    en: (payload) =>
      payload.objective === 'profit_target'
        ? { title: 'Profit target reached', message: `Account ${payload.login} reached its profit target.` }
        : {
            title: 'Minimum trading days reached',
            message: `Account ${payload.login} has traded on the minimum number of days.`,
          },
    es: (payload) =>
      payload.objective === 'profit_target'
        ? {
            title: 'Objetivo de beneficio alcanzado',
            message: `La cuenta ${payload.login} alcanzó su objetivo de beneficio.`,
          }
        : {
            title: 'Días mínimos de trading alcanzados',
            message: `La cuenta ${payload.login} ha operado el número mínimo de días.`,
          },
    it: (payload) =>
      payload.objective === 'profit_target'
        ? {
            title: 'Obiettivo di profitto raggiunto',
            message: `Il conto ${payload.login} ha raggiunto il suo obiettivo di profitto.`,
          }
        : {
            title: 'Giorni minimi di trading raggiunti',
            message: `Il conto ${payload.login} ha operato per il numero minimo di giorni.`,
          },
  },
});
