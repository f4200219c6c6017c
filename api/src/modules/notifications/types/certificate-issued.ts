import { CERTIFICATE_KINDS } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { defineNotification } from '../notification-definition.ts';
import { ownerOf } from './account-payload.ts';
import { CERTIFICATE_KIND_NAMES } from './certificate-kind-names.ts';

/** A certificate was issued to the trader: it waits on their certificates page, ready to download. */
export const certificateIssued = defineNotification({
  type: 'certificate_issued',
  category: 'account_lifecycle',
  payload: z.object({
    certificateId: z.uuid(),
    accountId: z.uuid(),
    ownerId: z.uuid(),
    organizationId: z.uuid(),
    login: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: ownerOf,
  link: () => ({ page: 'certificates', accountId: null }),
  texts: {
    en: ({ kind, login }) => ({
      title: 'New certificate',
      message: `Your “${CERTIFICATE_KIND_NAMES.en[kind]}” certificate for account ${login} is ready to download and share.`,
    }),
    es: ({ kind, login }) => ({
      title: 'Nuevo certificado',
      message: `Tu certificado «${CERTIFICATE_KIND_NAMES.es[kind]}» de la cuenta ${login} está listo para descargar y compartir.`,
    }),
    it: ({ kind, login }) => ({
      title: 'Nuovo certificato',
      message: `Il tuo certificato «${CERTIFICATE_KIND_NAMES.it[kind]}» del conto ${login} è pronto da scaricare e condividere.`,
    }),
  },
});
