import type { TCertificateKind, TLanguage } from '@propdesk/shared/contracts';

/** The certificates as the texts name them. */
export const CERTIFICATE_KIND_NAMES: Readonly<Record<TLanguage, Readonly<Record<TCertificateKind, string>>>> =
  {
    en: { challenge_passed: 'challenge passed', funded: 'funded trader', payout: 'payout received' },
    es: { challenge_passed: 'challenge superado', funded: 'trader fondeado', payout: 'pago recibido' },
    it: { challenge_passed: 'challenge superata', funded: 'trader finanziato', payout: 'pagamento ricevuto' },
  };
