import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  KYC_ERROR_CODES,
  KYC_IMAGE_MAX_PIXELS,
  type TKycDocumentKind,
  type TKycDocumentType,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { fileTypeOfBytes, imageSizeOf, openImage } from '../../infra/image-libraries.ts';
import type { TImageWork } from '../../infra/image-work.ts';

/** Refusals name the document, so the page can show the message beside the right file input. */
function refusal(
  errorCode:
    | typeof KYC_ERROR_CODES.fileType
    | typeof KYC_ERROR_CODES.fileTooLarge
    | typeof KYC_ERROR_CODES.imageTooLarge,
  kind: TKycDocumentKind,
  message: string,
  cause?: unknown,
): DomainError {
  return new DomainError(errorCode, message, {
    cause,
    details: { issues: [{ location: 'body', path: `/${kind}`, code: errorCode, message }] },
  });
}

const ALLOWED: readonly string[] = KYC_DOCUMENT_TYPES;

/**
 * Do not loosen: a document's type is read from its bytes (magic numbers), never from its name or the
 * browser's content type, and images are decoded and written again. A file claiming to be a PNG but
 * holding a script or HTML is refused; the re-encoding drops EXIF (GPS position, device) and anything
 * smuggled after the image data. PDFs are stored as sent: they are only ever served to staff, through a
 * signed link, as application/pdf with `nosniff`, so a browser never reads them as anything else.
 * Cheapest checks first: the size, the type and the pixels the header declares (a few kilobytes can
 * declare a canvas that takes minutes to decode) are all read before the decoding waits its turn in
 * `imageWork`, the instance's bounded queue, under the uploader's own limit.
 */
export async function inspectDocument(
  kind: TKycDocumentKind,
  bytes: Buffer,
  { imageWork, personId }: { imageWork: TImageWork; personId: string },
): Promise<{ contentType: TKycDocumentType; bytes: Buffer }> {
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) {
    throw refusal(KYC_ERROR_CODES.fileTooLarge, kind, 'The file is larger than 10 MB');
  }
  const detected = await fileTypeOfBytes(bytes);
  if (detected === undefined || !ALLOWED.includes(detected.mime)) {
    throw refusal(KYC_ERROR_CODES.fileType, kind, 'The file must be a PDF, JPEG or PNG');
  }
  const contentType = detected.mime as TKycDocumentType;
  if (contentType === 'application/pdf') return { contentType, bytes };
  const size = await imageSizeOf(bytes);
  if (size === undefined) throw refusal(KYC_ERROR_CODES.fileType, kind, 'The image could not be read');
  if (size.width * size.height > KYC_IMAGE_MAX_PIXELS) {
    throw refusal(
      KYC_ERROR_CODES.imageTooLarge,
      kind,
      `The image is larger than ${KYC_IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
    );
  }
  return imageWork.run(personId, async () => {
    try {
      // rotate() applies the EXIF orientation before the metadata holding it is dropped.
      const image = (await openImage(bytes, { failOn: 'error' })).rotate();
      // Plain libjpeg-turbo, not mozjpeg: a phone photo encodes in about 0.4 s instead of 4 s for a file
      // about a tenth smaller, and every second here is a second the instance's decoding slot is taken.
      const encoded =
        contentType === 'image/jpeg'
          ? await image.jpeg({ quality: 90 }).toBuffer()
          : await image.png().toBuffer();
      return { contentType, bytes: encoded };
    } catch (error) {
      throw refusal(KYC_ERROR_CODES.fileType, kind, 'The image could not be read', error);
    }
  });
}
