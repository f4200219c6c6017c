/**
 * What other modules may use of certificates: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { newCertificateCode } from './certificate-code.ts';
export { Certificate } from './certificate.entity.ts';
export { CERTIFICATE_FONTS } from './certificate-fonts.ts';
export { colourOr, pdfBytesOf } from './pdf-parts.ts';
