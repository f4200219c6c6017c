import { formatCertificateCode } from '@propdesk/shared/contracts';
import { DEFAULT_THEME_COLORS } from '../tenancy/index.ts';
import { CERTIFICATE_FONTS } from './certificate-fonts.ts';
import type { TPrintableCertificate } from './certificate-rows.ts';
import { achievementText, CERTIFICATE_TEXTS } from './certificate-texts.ts';
import { colourOr, pdfBytesOf } from './pdf-parts.ts';

// A4 landscape, in PDF points.
const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 36;
/** The room the logo takes in the 64-point letterhead band. */
const LOGO_BOX = { width: 170, height: 52 };
const QR_SIZE = 110;

/**
 * A name the firm or the trader chose, centred on one line at `size` points, or smaller (down to half) when
 * it is too wide: wrapped onto a second line it would run into what is drawn below it. A name too long even
 * at half size is cut with an ellipsis. Centred on the line it would have had at full size.
 */
function drawName(
  document: PDFKit.PDFDocument,
  name: string,
  { font, size, x, y, width }: { font: string; size: number; x: number; y: number; width: number },
): void {
  const fullWidth = document.font(font).fontSize(size).widthOfString(name);
  const fitted = fullWidth <= width ? size : Math.max(size / 2, (size * width) / fullWidth);
  document.fontSize(fitted);
  document.text(name, x, y + (size - fitted) / 2, {
    width,
    align: 'center',
    height: document.currentLineHeight(true),
    ellipsis: true,
  });
}

/**
 * A certificate as a one-page PDF in the firm's colours: the firm's name as the letterhead, the holder's
 * name as they chose to show it, the achievement, the date, the code and a QR code of the public
 * verification page, so whoever is shown the paper can check it. The firm's logo is printed only when it
 * uploaded one (`logo`, read from the api's own storage): a logo address on any host is never fetched,
 * since the api fetching addresses that tenants choose would let them probe the api's own network.
 */
export async function renderCertificatePdf(
  certificate: TPrintableCertificate,
  {
    publicAppUrl,
    verificationPath,
    logo = null,
  }: {
    publicAppUrl: string;
    verificationPath: string;
    /** The firm's uploaded logo as a PNG (logoAsPng), drawn at the left of the letterhead. */
    logo?: Buffer | null;
  },
): Promise<Buffer> {
  const texts = CERTIFICATE_TEXTS[certificate.language];
  const colours = {
    primary: colourOr(certificate.branding.primaryColor, DEFAULT_THEME_COLORS.primaryColor),
    secondary: colourOr(certificate.branding.secondaryColor, DEFAULT_THEME_COLORS.secondaryColor),
    accent: colourOr(certificate.branding.accentColor, DEFAULT_THEME_COLORS.accentColor),
    background: colourOr(certificate.branding.backgroundColor, DEFAULT_THEME_COLORS.backgroundColor),
    text: colourOr(certificate.branding.textColor, DEFAULT_THEME_COLORS.textColor),
  };
  const verifyUrl = `${publicAppUrl.replace(/\/+$/, '')}${verificationPath}`;
  // Loaded on the first certificate: pdfkit with its font engine and the QR encoder hold about 40 MB that
  // an instance which prints none should not carry.
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    margin: 1,
    width: QR_SIZE * 3,
    errorCorrectionLevel: 'M',
  });
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // The default face from the start, so pdfkit never loads its WinAnsi-only Helvetica.
    font: CERTIFICATE_FONTS.regular.path,
    info: {
      Title: `${texts.heading} — ${certificate.organizationName}`,
      Author: certificate.organizationName,
    },
  });
  const done = pdfBytesOf(document);
  const regular = CERTIFICATE_FONTS.regular.name;
  const bold = CERTIFICATE_FONTS.bold.name;
  document.registerFont(regular, CERTIFICATE_FONTS.regular.path);
  document.registerFont(bold, CERTIFICATE_FONTS.bold.path);
  const inner = { x: MARGIN, y: MARGIN, width: PAGE.width - 2 * MARGIN, height: PAGE.height - 2 * MARGIN };
  const column = { x: inner.x + 40, width: inner.width - 80 };

  document.rect(0, 0, PAGE.width, PAGE.height).fill(colours.background);
  document.lineWidth(6).rect(inner.x, inner.y, inner.width, inner.height).stroke(colours.primary);
  document
    .lineWidth(1.5)
    .rect(inner.x + 10, inner.y + 10, inner.width - 20, inner.height - 20)
    .stroke(colours.accent);
  document.rect(inner.x + 10, inner.y + 10, inner.width - 20, 64).fill(colours.secondary);

  const date = new Intl.DateTimeFormat(certificate.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(certificate.issuedAt),
  );
  // The letterhead: the logo at its left, the firm's name centred in the room the logo leaves on both sides.
  const letterhead =
    logo === null ? column : { x: column.x + LOGO_BOX.width, width: column.width - 2 * LOGO_BOX.width };
  if (logo !== null) {
    document.image(logo, inner.x + 24, inner.y + 16, {
      // Left-aligned in its box by default; centred on the band's height.
      fit: [LOGO_BOX.width - 20, LOGO_BOX.height],
      valign: 'center',
    });
  }
  document.fillColor(colours.background);
  drawName(document, certificate.organizationName, { font: bold, size: 24, y: inner.y + 30, ...letterhead });
  document
    .font(bold)
    .fontSize(34)
    .fillColor(colours.primary)
    .text(texts.heading.toUpperCase(), column.x, inner.y + 110, { width: column.width, align: 'center' });
  document
    .font(regular)
    .fontSize(16)
    .fillColor(colours.text)
    .text(texts.presentedTo, column.x, inner.y + 170, { width: column.width, align: 'center' });
  document.fillColor(colours.secondary);
  drawName(document, certificate.holderName, { font: bold, size: 40, y: inner.y + 200, ...column });
  document
    .moveTo(column.x + 120, inner.y + 255)
    .lineTo(column.x + column.width - 120, inner.y + 255)
    .lineWidth(2)
    .stroke(colours.accent);
  document
    .font(regular)
    .fontSize(18)
    .fillColor(colours.text)
    .text(achievementText(certificate.language, certificate), column.x, inner.y + 275, {
      width: column.width,
      align: 'center',
    });
  document
    .fontSize(13)
    .text(`${texts.issuedOn(date)}  ·  ${texts.account(certificate.login)}`, column.x, inner.y + 330, {
      width: column.width,
      align: 'center',
    });

  const footerY = inner.y + inner.height - QR_SIZE - 30;
  document.image(qr, inner.x + inner.width - QR_SIZE - 30, footerY, { width: QR_SIZE, height: QR_SIZE });
  document
    .font(regular)
    .fontSize(11)
    .fillColor(colours.text)
    .text(texts.code, column.x, footerY + 20)
    .font(bold)
    .fontSize(20)
    .fillColor(colours.primary)
    .text(formatCertificateCode(certificate.code), column.x, footerY + 36)
    .font(regular)
    .fontSize(10)
    .fillColor(colours.text)
    .text(`${texts.verifyAt}: ${verifyUrl}`, column.x, footerY + 66, { width: column.width - QR_SIZE - 40 });
  document.end();
  return done;
}
