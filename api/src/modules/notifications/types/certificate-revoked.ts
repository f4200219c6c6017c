import { CERTIFICATE_KINDS } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { defineNotification } from '../notification-definition.ts';
import { CERTIFICATE_KIND_NAMES } from './certificate-kind-names.ts';

/**
 * The firm revoked one of the trader's certificates, with the reason its staff gave: its public page now
 * says revoked and its PDF is no longer printed. No account id: the certificate outlives its account.
 */
export const certificateRevoked = defineNotification({
  type: 'certificate_revoked',
  category: 'account_lifecycle',
  payload: z.object({
    certificateId: z.uuid(),
    ownerId: z.uuid(),
    organizationId: z.uuid(),
    login: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
    reason: z.string(),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'user', userId: payload.ownerId, area: 'trader' }],
  link: () => ({ page: 'certificates', accountId: null }),
  texts: {
    en: ({ kind, login, reason }) => ({
      title: 'Certificate revoked',
      message: `Your “${CERTIFICATE_KIND_NAMES.en[kind]}” certificate for account ${login} was revoked: ${reason}`,
    }),
    es: ({ kind, login, reason }) => ({
      title: 'Certificado revocado',
      message: `Tu certificado «${CERTIFICATE_KIND_NAMES.es[kind]}» de la cuenta ${login} fue revocado: ${reason}`,
    }),
    it: ({ kind, login, reason }) => ({
      title: 'Certificato revocato',
      message: `Il tuo certificato «${CERTIFICATE_KIND_NAMES.it[kind]}» del conto ${login} è stato revocato: ${reason}`,
    }),
  },
});
