import { BREACH_SEVERITIES, LOSS_RULES } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { accountLink, defineNotification } from '../notification-definition.ts';
import { LOSS_RULE_NAMES } from '../notification-format.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';

/** A loss floor was crossed: a hard breach ends the account, a soft one closes positions and pauses it. */
export const breach = defineNotification({
  type: 'breach',
  category: 'trading_alerts',
  payload: ZAccountPayload.extend({ rule: z.enum(LOSS_RULES), severity: z.enum(BREACH_SEVERITIES) }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: (payload) => accountLink(payload.accountId),
  texts: {
    en: (payload) =>
      payload.severity === 'hard'
        ? {
            title: 'Account breached',
            message: `Account ${payload.login} broke its ${LOSS_RULE_NAMES.en[payload.rule]} and is closed. Open the account for the breach report.`,
          }
        : {
            title: 'Soft breach: positions closed',
            message: `Account ${payload.login} crossed its ${LOSS_RULE_NAMES.en[payload.rule]}; open positions were closed and trading is paused until the next day.`,
          },
    es: (payload) =>
      payload.severity === 'hard'
        ? {
            title: 'Cuenta incumplida',
            message: `La cuenta ${payload.login} superó su ${LOSS_RULE_NAMES.es[payload.rule]} y está cerrada. Abre la cuenta para ver el informe.`,
          }
        : {
            title: 'Incumplimiento leve: posiciones cerradas',
            message: `La cuenta ${payload.login} cruzó su ${LOSS_RULE_NAMES.es[payload.rule]}; se cerraron las posiciones abiertas y el trading queda en pausa hasta el día siguiente.`,
          },
    it: (payload) =>
      payload.severity === 'hard'
        ? {
            title: 'Conto violato',
            message: `Il conto ${payload.login} ha superato il suo ${LOSS_RULE_NAMES.it[payload.rule]} ed è chiuso. Apri il conto per il rapporto.`,
          }
        : {
            title: 'Violazione lieve: posizioni chiuse',
            message: `Il conto ${payload.login} ha superato il suo ${LOSS_RULE_NAMES.it[payload.rule]}; le posizioni aperte sono state chiuse e il trading è sospeso fino al giorno successivo.`,
          },
  },
});
