import { CERTIFICATE_KINDS, type TCertificateKind, type TLanguage } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { defineNotification } from '../notification-definition.ts';
import { ownerOf } from './account-payload.ts';

const KIND_NAMES: Readonly<Record<TLanguage, Readonly<Record<TCertificateKind, string>>>> = {
  en: { challenge_passed: 'challenge passed', funded: 'funded trader', payout: 'payout received' },
  es: { challenge_passed: 'challenge superado', funded: 'trader fondeado', payout: 'pago recibido' },
  it: { challenge_passed: 'challenge superata', funded: 'trader finanziato', payout: 'pagamento ricevuto' },
};

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
      message: `Your “${KIND_NAMES.en[kind]}” certificate for account ${login} is ready to download and share.`,
    }),
    es: ({ kind, login }) => ({
      title: 'Nuevo certificado',
      message: `Tu certificado «${KIND_NAMES.es[kind]}» de la cuenta ${login} está listo para descargar y compartir.`,
    }),
    it: ({ kind, login }) => ({
      title: 'Nuovo certificato',
      message: `Il tuo certificato «${KIND_NAMES.it[kind]}» del conto ${login} è pronto da scaricare e condividere.`,
    }),
  },
});
