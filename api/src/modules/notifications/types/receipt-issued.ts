import { PROGRAMS, type TLanguage } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { defineNotification } from '../notification-definition.ts';
import { formatMoney } from '../notification-format.ts';
import { PROGRAM_NAMES } from './program-names.ts';

/** A receipt as its notification and mail carry it: everything they print, as it was issued. */
const ZReceiptIssued = z.object({
  receiptId: z.uuid(),
  ownerId: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  program: z.enum(PROGRAMS),
  accountSizeMinor: z.number().int(),
  listPriceMinor: z.number().int(),
  couponCode: z.string().nullable(),
  discountMinor: z.number().int(),
  amountPaidMinor: z.number().int(),
  currency: z.string().length(3),
  taxRateBasisPoints: z.number().int().nullable(),
  taxMinor: z.number().int().nullable(),
});
type TReceiptIssued = z.infer<typeof ZReceiptIssued>;

/** A rate in basis points as the reader writes a percentage ("21 %", "21%", "7,25 %"). */
export function formatTaxRate(basisPoints: number, language: TLanguage): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

type TLineLabels = {
  plan: string;
  price: string;
  coupon: (code: string) => string;
  paid: string;
  tax: (rate: string) => string;
  date: string;
};

const LINE_LABELS: Readonly<Record<TLanguage, TLineLabels>> = {
  en: {
    plan: 'Plan',
    price: 'Price',
    coupon: (code) => `Coupon ${code}`,
    paid: 'Amount paid',
    tax: (rate) => `Tax included (${rate})`,
    date: 'Date',
  },
  es: {
    plan: 'Plan',
    price: 'Precio',
    coupon: (code) => `Cupón ${code}`,
    paid: 'Importe pagado',
    tax: (rate) => `Impuestos incluidos (${rate})`,
    date: 'Fecha',
  },
  it: {
    plan: 'Piano',
    price: 'Prezzo',
    coupon: (code) => `Coupon ${code}`,
    paid: 'Importo pagato',
    tax: (rate) => `Imposte incluse (${rate})`,
    date: 'Data',
  },
};

/**
 * The receipt's lines in a language: plan, price, the coupon and what it took off (only with one), the
 * amount paid, the tax it includes (only when the firm set a rate) and the date.
 */
function receiptLines(payload: TReceiptIssued, language: TLanguage): readonly string[] {
  const labels = LINE_LABELS[language];
  const money = (amountMinor: number) => formatMoney(amountMinor, payload.currency, language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(payload.issuedAt),
  );
  return [
    `${labels.plan}: ${PROGRAM_NAMES[language][payload.program]}, ${money(payload.accountSizeMinor)}`,
    `${labels.price}: ${money(payload.listPriceMinor)}`,
    ...(payload.couponCode === null
      ? []
      : [`${labels.coupon(payload.couponCode)}: −${money(payload.discountMinor)}`]),
    `${labels.paid}: ${money(payload.amountPaidMinor)}`,
    ...(payload.taxRateBasisPoints === null || payload.taxMinor === null
      ? []
      : [`${labels.tax(formatTaxRate(payload.taxRateBasisPoints, language))}: ${money(payload.taxMinor)}`]),
    `${labels.date}: ${date}`,
  ];
}

/**
 * A paid order's receipt was issued: the trader reads it in the bell and gets it by mail, its lines in
 * their language under the firm's name, with a link to the receipts on their profile.
 */
export const receiptIssued = defineNotification({
  type: 'receipt_issued',
  category: 'account_lifecycle',
  payload: ZReceiptIssued,
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'user', userId: payload.ownerId, area: 'trader' }],
  link: () => ({ page: 'receipts', accountId: null }),
  mailDetails: {
    en: (payload) => receiptLines(payload, 'en'),
    es: (payload) => receiptLines(payload, 'es'),
    it: (payload) => receiptLines(payload, 'it'),
  },
  texts: {
    en: (payload) => ({
      title: `Your receipt ${payload.number} from ${payload.organizationName}`,
      message: `Thank you for your purchase: ${PROGRAM_NAMES.en[payload.program]}, ${formatMoney(payload.accountSizeMinor, payload.currency, 'en')}, paid ${formatMoney(payload.amountPaidMinor, payload.currency, 'en')}. Your receipts and their PDFs are on your profile.`,
    }),
    es: (payload) => ({
      title: `Tu recibo ${payload.number} de ${payload.organizationName}`,
      message: `Gracias por tu compra: ${PROGRAM_NAMES.es[payload.program]}, ${formatMoney(payload.accountSizeMinor, payload.currency, 'es')}, pagado ${formatMoney(payload.amountPaidMinor, payload.currency, 'es')}. Tus recibos y sus PDF están en tu perfil.`,
    }),
    it: (payload) => ({
      title: `La tua ricevuta ${payload.number} di ${payload.organizationName}`,
      message: `Grazie per il tuo acquisto: ${PROGRAM_NAMES.it[payload.program]}, ${formatMoney(payload.accountSizeMinor, payload.currency, 'it')}, pagato ${formatMoney(payload.amountPaidMinor, payload.currency, 'it')}. Le tue ricevute e i relativi PDF sono nel tuo profilo.`,
    }),
  },
});
