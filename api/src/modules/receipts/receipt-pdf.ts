import { CERTIFICATE_FONTS, colourOr, pdfBytesOf } from '../certificates/index.ts';
import { formatMoney, formatTaxRate, PROGRAM_NAMES } from '../notifications/index.ts';
import { DEFAULT_THEME_COLORS } from '../tenancy/index.ts';
import type { TPrintableReceipt } from './receipt-rows.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';

// A4 portrait, in PDF points.
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const LOGO_BOX = { width: 150, height: 48 };

/** The receipt's amount lines: the coupon only when the order had one, the tax only with a rate. */
function amountLines(receipt: TPrintableReceipt): { label: string; value: string; isTotal?: boolean }[] {
  const texts = RECEIPT_TEXTS[receipt.language];
  const money = (amountMinor: number) => formatMoney(amountMinor, receipt.currency, receipt.language);
  return [
    {
      label: `${texts.plan}: ${PROGRAM_NAMES[receipt.language][receipt.program]}, ${money(receipt.accountSizeMinor)}`,
      value: money(receipt.listPriceMinor),
    },
    ...(receipt.couponCode === null
      ? []
      : [{ label: texts.coupon(receipt.couponCode), value: `−${money(receipt.discountMinor)}` }]),
    { label: texts.amountPaid, value: money(receipt.amountPaidMinor), isTotal: true },
    ...(receipt.taxRateBasisPoints === null || receipt.taxMinor === null
      ? []
      : [
          {
            label: texts.taxIncluded(formatTaxRate(receipt.taxRateBasisPoints, receipt.language)),
            value: money(receipt.taxMinor),
          },
        ]),
  ];
}

/**
 * A receipt as a one-page PDF, drawn from the receipt as it was issued (amounts, rate, names, address) in
 * the trader's language, under the firm's name, logo and colours of today. The faces are the certificates'
 * (DejaVu Sans, every Latin, Greek and Cyrillic name letter for letter); the firm's logo is drawn only
 * when it uploaded one, read from the api's own storage, never fetched from an address.
 */
export async function renderReceiptPdf(
  receipt: TPrintableReceipt,
  { logo = null }: { logo?: Buffer | null } = {},
): Promise<Buffer> {
  const texts = RECEIPT_TEXTS[receipt.language];
  const primary = colourOr(receipt.colors.primary, DEFAULT_THEME_COLORS.primaryColor);
  const text = colourOr(receipt.colors.text, DEFAULT_THEME_COLORS.textColor);
  // Loaded on the first print: pdfkit and its font engine are held only by instances that print.
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The default face from the start, so pdfkit never loads its WinAnsi-only Helvetica.
    font: CERTIFICATE_FONTS.regular.path,
    info: {
      Title: `${texts.heading} ${receipt.number} — ${receipt.organizationName}`,
      Author: receipt.organizationName,
    },
  });
  const done = pdfBytesOf(document);
  const regular = CERTIFICATE_FONTS.regular.name;
  const bold = CERTIFICATE_FONTS.bold.name;
  document.registerFont(regular, CERTIFICATE_FONTS.regular.path);
  document.registerFont(bold, CERTIFICATE_FONTS.bold.path);
  const width = PAGE.width - 2 * MARGIN;

  // Letterhead: the logo at the left, the firm's name beside it (or alone), a rule in the firm's colour.
  const nameX = logo === null ? MARGIN : MARGIN + LOGO_BOX.width + 16;
  if (logo !== null) {
    document.image(logo, MARGIN, MARGIN, { fit: [LOGO_BOX.width, LOGO_BOX.height], valign: 'center' });
  }
  document
    .font(bold)
    .fontSize(20)
    .fillColor(primary)
    .text(receipt.organizationName, nameX, MARGIN + 12, {
      width: PAGE.width - MARGIN - nameX,
      ellipsis: true,
      height: 28,
    });
  document
    .moveTo(MARGIN, MARGIN + LOGO_BOX.height + 14)
    .lineTo(PAGE.width - MARGIN, MARGIN + LOGO_BOX.height + 14)
    .lineWidth(2)
    .stroke(primary);

  const date = new Intl.DateTimeFormat(receipt.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(receipt.issuedAt),
  );
  let y = MARGIN + LOGO_BOX.height + 40;
  document.font(bold).fontSize(26).fillColor(text).text(texts.heading.toUpperCase(), MARGIN, y);
  y += 46;
  const facts = [
    [texts.number, receipt.number],
    [texts.date, date],
    [texts.billedTo, receipt.traderName],
    ['', receipt.traderEmail],
  ] as const;
  for (const [label, value] of facts) {
    document.font(regular).fontSize(11).fillColor(text).text(label, MARGIN, y, { width: 140 });
    document.font(bold).text(value, MARGIN + 150, y, { width: width - 150 });
    y += 20;
  }

  y += 24;
  for (const line of amountLines(receipt)) {
    if (line.isTotal === true) {
      document
        .moveTo(MARGIN, y - 6)
        .lineTo(PAGE.width - MARGIN, y - 6)
        .lineWidth(1)
        .stroke(primary);
    }
    document
      .font(line.isTotal === true ? bold : regular)
      .fontSize(12)
      .fillColor(text);
    document.text(line.label, MARGIN, y, { width: width - 140 });
    document.text(line.value, PAGE.width - MARGIN - 130, y, { width: 130, align: 'right' });
    y += 26;
  }
  document
    .font(regular)
    .fontSize(9)
    .fillColor(text)
    .text(texts.pricesIncludeTax, MARGIN, y + 20, { width });
  document.end();
  return done;
}
