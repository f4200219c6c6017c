import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The faces every text of a certificate's PDF is drawn in: DejaVu Sans, regular and bold. pdfkit's
 * built-in fonts encode only WinAnsi, so a name in Polish, Greek or Cyrillic came out as garbage; DejaVu
 * covers Latin Extended, Greek and Cyrillic in one file per face, and pdfkit embeds only the glyphs a
 * document uses. Resolved through Node's module resolution when this module loads, from the source as
 * from the api image (which copies the api's dependencies), so a missing font stops the api at start-up
 * instead of failing the first download.
 */
export const CERTIFICATE_FONTS = {
  regular: { name: 'CertificateRegular', path: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf') },
  bold: { name: 'CertificateBold', path: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') },
} as const;
