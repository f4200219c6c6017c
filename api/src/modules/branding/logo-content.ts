import { randomUUID } from 'node:crypto';
import {
  BRAND_ERROR_CODES,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_MAX_PIXELS,
  BRAND_LOGO_MAX_SIDE,
  type TBrandErrorCode,
  type TBrandLogoType,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { fileTypeOfBytes, imageSizeOf, openImage } from '../../infra/image-libraries.ts';
import type { TImageWork } from '../../infra/image-work.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';

function refusal(code: TBrandErrorCode, message: string, cause?: unknown): DomainError {
  return new DomainError(code, message, {
    cause,
    details: { issues: [{ location: 'body', path: '/logo', code, message }] },
  });
}

const NOT_AN_IMAGE = 'The logo must be a PNG, JPEG or SVG image';

/** Text that opens like an SVG document (after an XML declaration, comments or white space). */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8');
  return /<svg[\s>]/i.test(head) && !head.includes('\u0000');
}

/**
 * Do not loosen: a logo's type is read from its bytes, never from its name or the browser's content type.
 * PNG and JPEG are decoded and written again (no EXIF, nothing smuggled after the image data), scaled
 * down to BRAND_LOGO_MAX_SIDE; an SVG is rebuilt by the sanitizer (svg-sanitizer.ts), and refused when
 * nothing drawable is left. Cheapest checks first: size, type and the pixels a raster header declares
 * are read before the decoding waits its turn in `imageWork`, under the uploader's own limit.
 */
export async function inspectLogo(
  bytes: Buffer,
  { imageWork, personId }: { imageWork: TImageWork; personId: string },
): Promise<{ contentType: TBrandLogoType; bytes: Buffer }> {
  if (bytes.length > BRAND_LOGO_MAX_BYTES) {
    throw refusal(BRAND_ERROR_CODES.logoTooLarge, 'The logo is larger than 512 KB');
  }
  const detected = await fileTypeOfBytes(bytes);
  if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') {
    const mime = detected.mime;
    const size = await imageSizeOf(bytes);
    if (size === undefined) throw refusal(BRAND_ERROR_CODES.logoType, 'The image could not be read');
    if (size.width * size.height > BRAND_LOGO_MAX_PIXELS) {
      throw refusal(
        BRAND_ERROR_CODES.logoDimensions,
        `The logo is larger than ${BRAND_LOGO_MAX_PIXELS / 1_000_000} megapixels`,
      );
    }
    return imageWork.run(personId, async () => {
      try {
        const image = (await openImage(bytes, { failOn: 'error' }))
          .rotate()
          .resize(BRAND_LOGO_MAX_SIDE, BRAND_LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
        const encoded =
          mime === 'image/png'
            ? await image.png().toBuffer()
            : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
        return { contentType: mime, bytes: encoded };
      } catch (error) {
        throw refusal(BRAND_ERROR_CODES.logoType, 'The image could not be read', error);
      }
    });
  }
  // An SVG is text: file-type finds nothing in it, or XML when it opens with a declaration.
  const mayBeSvg = detected === undefined || detected.mime === 'application/xml';
  if (mayBeSvg && looksLikeSvg(bytes)) {
    const svg = await sanitizeSvg(bytes.toString('utf8'));
    if (svg !== null) return { contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
    throw refusal(BRAND_ERROR_CODES.logoType, 'The SVG holds nothing that can be shown safely');
  }
  throw refusal(BRAND_ERROR_CODES.logoType, NOT_AN_IMAGE);
}

/**
 * A fresh storage key for one logo of one organization (infra/document-storage.ts accepts
 * `<prefix>/<uuid>/<uuid>`). A new key per upload makes the public address change with the file, so it may
 * be cached for good.
 */
export function newLogoKey(organizationId: string): string {
  return `brand/${organizationId}/${randomUUID()}`;
}

/** The logo as a PNG, for the certificate PDF (which draws raster images only). */
export async function logoAsPng(contentType: TBrandLogoType, bytes: Buffer): Promise<Buffer> {
  if (contentType === 'image/png') return bytes;
  // An SVG is drawn at the density that makes its longer side BRAND_LOGO_MAX_SIDE pixels, so a small
  // viewBox still prints sharp (72 dpi is one pixel per unit).
  let image = await openImage(bytes);
  if (contentType === 'image/svg+xml') {
    const { width = 0, height = 0 } = await image.metadata();
    const density = Math.min(2400, Math.max(72, (72 * BRAND_LOGO_MAX_SIDE) / Math.max(width, height, 1)));
    image = await openImage(bytes, { density });
  }
  return image
    .resize(BRAND_LOGO_MAX_SIDE, BRAND_LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
