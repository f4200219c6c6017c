import type { TCertificateKind, TLanguage } from '@propdesk/shared/contracts';
import { formatMoney } from '../notifications/index.ts';

/** What a certificate's PDF says, per language. */
export type TCertificateTexts = {
  readonly heading: string;
  readonly presentedTo: string;
  readonly achievement: (input: { kind: TCertificateKind; size: string; amount: string | null }) => string;
  readonly issuedOn: (date: string) => string;
  readonly account: (login: string) => string;
  readonly code: string;
  readonly verifyAt: string;
};

export const CERTIFICATE_TEXTS: Readonly<Record<TLanguage, TCertificateTexts>> = {
  en: {
    heading: 'Certificate of achievement',
    presentedTo: 'This certifies that',
    achievement: ({ kind, size, amount }) =>
      ({
        challenge_passed: `passed the challenge phase of a ${size} evaluation`,
        funded: `earned a ${size} funded account`,
        payout: `received a profit split payout of ${amount ?? ''} on a ${size} funded account`,
      })[kind],
    issuedOn: (date) => `Issued on ${date}`,
    account: (login) => `Account ${login}`,
    code: 'Verification code',
    verifyAt: 'Scan or visit to verify',
  },
  es: {
    heading: 'Certificado de logro',
    presentedTo: 'Se certifica que',
    achievement: ({ kind, size, amount }) =>
      ({
        challenge_passed: `superó la fase de challenge de una evaluación de ${size}`,
        funded: `obtuvo una cuenta fondeada de ${size}`,
        payout: `recibió un pago de reparto de beneficios de ${amount ?? ''} en una cuenta fondeada de ${size}`,
      })[kind],
    issuedOn: (date) => `Emitido el ${date}`,
    account: (login) => `Cuenta ${login}`,
    code: 'Código de verificación',
    verifyAt: 'Escanea o visita para verificar',
  },
  it: {
    heading: 'Certificato di risultato',
    presentedTo: 'Si certifica che',
    achievement: ({ kind, size, amount }) =>
      ({
        challenge_passed: `ha superato la fase challenge di una valutazione da ${size}`,
        funded: `ha ottenuto un conto finanziato da ${size}`,
        payout: `ha ricevuto un pagamento della quota di profitto di ${amount ?? ''} su un conto finanziato da ${size}`,
      })[kind],
    issuedOn: (date) => `Emesso il ${date}`,
    account: (login) => `Conto ${login}`,
    code: 'Codice di verifica',
    verifyAt: 'Scansiona o visita per verificare',
  },
};

/** The achievement sentence of a certificate in a language, with its amounts formatted for it. */
export function achievementText(
  language: TLanguage,
  certificate: {
    kind: TCertificateKind;
    accountSizeMinor: number;
    amountMinor: number | null;
    currency: string;
  },
): string {
  return CERTIFICATE_TEXTS[language].achievement({
    kind: certificate.kind,
    size: formatMoney(certificate.accountSizeMinor, certificate.currency, language),
    amount:
      certificate.amountMinor === null
        ? null
        : formatMoney(certificate.amountMinor, certificate.currency, language),
  });
}
