import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  KYC_ERROR_CODES,
  type TKycDocumentKind,
  type TKycDocumentType,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { fileTypeOfBytes, openImage } from '../../infra/image-libraries.ts';

/** Refusals name the document, so the page can show the message beside the right file input. */
function refusal(
  errorCode: typeof KYC_ERROR_CODES.fileType | typeof KYC_ERROR_CODES.fileTooLarge,
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
 */
export async function inspectDocument(
  kind: TKycDocumentKind,
  bytes: Buffer,
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
  try {
    // rotate() applies the EXIF orientation before the metadata holding it is dropped.
    const image = (await openImage(bytes, { failOn: 'error' })).rotate();
    const encoded =
      contentType === 'image/jpeg'
        ? await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
        : await image.png().toBuffer();
    return { contentType, bytes: encoded };
  } catch (error) {
    throw refusal(KYC_ERROR_CODES.fileType, kind, 'The image could not be read', error);
  }
}
