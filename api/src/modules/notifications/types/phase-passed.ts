import { PHASE_KINDS } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { accountLink, defineNotification } from '../notification-definition.ts';
import { capitalized } from '../notification-format.ts';
import { ownerOf, ZAccountPayload } from './account-payload.ts';
import { PHASE_KIND_NAMES } from './phase-kind-names.ts';

/** A phase is passed; when the program has a next phase its account is open, and the link leads there. */
export const phasePassed = defineNotification({
  type: 'phase_passed',
  category: 'account_lifecycle',
  payload: ZAccountPayload.extend({
    phaseKind: z.enum(PHASE_KINDS),
    next: z.object({ accountId: z.uuid(), login: z.string(), phaseKind: z.enum(PHASE_KINDS) }).nullable(),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: (payload) => accountLink(payload.next?.accountId ?? payload.accountId),
  texts: {
    en: ({ login, phaseKind, next }) => ({
      title: `${capitalized(PHASE_KIND_NAMES.en[phaseKind])} phase passed`,
      message:
        next === null
          ? `Account ${login} passed its ${PHASE_KIND_NAMES.en[phaseKind]} phase.`
          : `Account ${login} passed its ${PHASE_KIND_NAMES.en[phaseKind]} phase. Your ${PHASE_KIND_NAMES.en[next.phaseKind]} account ${next.login} is open.`,
    }),
    es: ({ login, phaseKind, next }) => ({
      title: `Fase de ${PHASE_KIND_NAMES.es[phaseKind]} superada`,
      message:
        next === null
          ? `La cuenta ${login} superó su fase de ${PHASE_KIND_NAMES.es[phaseKind]}.`
          : `La cuenta ${login} superó su fase de ${PHASE_KIND_NAMES.es[phaseKind]}. Tu cuenta de ${PHASE_KIND_NAMES.es[next.phaseKind]} ${next.login} está abierta.`,
    }),
    it: ({ login, phaseKind, next }) => ({
      title: `Fase di ${PHASE_KIND_NAMES.it[phaseKind]} superata`,
      message:
        next === null
          ? `Il conto ${login} ha superato la fase di ${PHASE_KIND_NAMES.it[phaseKind]}.`
          : `Il conto ${login} ha superato la fase di ${PHASE_KIND_NAMES.it[phaseKind]}. Il tuo conto ${PHASE_KIND_NAMES.it[next.phaseKind]} ${next.login} è aperto.`,
    }),
  },
});
