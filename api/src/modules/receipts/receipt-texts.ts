import type { TLanguage } from '@propdesk/shared/contracts';

/** What a receipt's PDF says, per language. */
export type TReceiptTexts = {
  readonly heading: string;
  readonly number: string;
  readonly date: string;
  readonly billedTo: string;
  readonly plan: string;
  readonly price: string;
  readonly coupon: (code: string) => string;
  readonly amountPaid: string;
  readonly taxIncluded: (rate: string) => string;
  readonly pricesIncludeTax: string;
  readonly fileName: string;
};

export const RECEIPT_TEXTS: Readonly<Record<TLanguage, TReceiptTexts>> = {
  en: {
    heading: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    billedTo: 'Billed to',
    plan: 'Plan',
    price: 'Price',
    coupon: (code) => `Coupon ${code}`,
    amountPaid: 'Amount paid',
    taxIncluded: (rate) => `Tax included (${rate})`,
    pricesIncludeTax: 'Prices include any applicable tax.',
    fileName: 'receipt',
  },
  es: {
    heading: 'Recibo',
    number: 'Número de recibo',
    date: 'Fecha',
    billedTo: 'Facturado a',
    plan: 'Plan',
    price: 'Precio',
    coupon: (code) => `Cupón ${code}`,
    amountPaid: 'Importe pagado',
    taxIncluded: (rate) => `Impuestos incluidos (${rate})`,
    pricesIncludeTax: 'Los precios incluyen los impuestos aplicables.',
    fileName: 'recibo',
  },
  it: {
    heading: 'Ricevuta',
    number: 'Numero di ricevuta',
    date: 'Data',
    billedTo: 'Intestata a',
    plan: 'Piano',
    price: 'Prezzo',
    coupon: (code) => `Coupon ${code}`,
    amountPaid: 'Importo pagato',
    taxIncluded: (rate) => `Imposte incluse (${rate})`,
    pricesIncludeTax: 'I prezzi includono le imposte applicabili.',
    fileName: 'ricevuta',
  },
};
