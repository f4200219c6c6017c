import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  KYC_ERROR_CODES,
  type TKycDocumentKind,
  type TKycDocumentType,
} from '@propdesk/shared/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError } from '../../errors/domain-error.ts';

/** Refusals name the document, so the page can show the message beside the right file input. */
function refusal(code: string, kind: TKycDocumentKind, message: string): DomainError {
  const errorCode = code === 'type' ? KYC_ERROR_CODES.fileType : KYC_ERROR_CODES.fileTooLarge;
  return new DomainError(errorCode, message, {
    details: { issues: [{ location: 'body', path: `/${kind}`, code: errorCode, message }] },
  });
}

const ALLOWED: readonly string[] = KYC_DOCUMENT_TYPES;

/**
 * Do not loosen: a document's type is read from its bytes (magic numbers), never from its name or the
 * browser's content type, and images are decoded and written again. A file claiming to be a PNG but
 * holding a script or HTML is refused; the re-encoding drops EXIF (GPS position, device) and anything
 * smuggled after the image data. PDFs are stored as sent: they are only ever served as attachments of
 * type application/pdf with `nosniff`.
 */
export async function inspectDocument(
  kind: TKycDocumentKind,
  bytes: Buffer,
): Promise<{ contentType: TKycDocumentType; bytes: Buffer }> {
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) {
    throw refusal('size', kind, 'The file is larger than 10 MB');
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (detected === undefined || !ALLOWED.includes(detected.mime)) {
    throw refusal('type', kind, 'The file must be a PDF, JPEG or PNG');
  }
  const contentType = detected.mime as TKycDocumentType;
  if (contentType === 'application/pdf') return { contentType, bytes };
  try {
    // rotate() applies the EXIF orientation before the metadata holding it is dropped.
    const image = sharp(bytes, { failOn: 'error' }).rotate();
    const encoded =
      contentType === 'image/jpeg'
        ? await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
        : await image.png().toBuffer();
    return { contentType, bytes: encoded };
  } catch (error) {
    throw new DomainError(KYC_ERROR_CODES.fileType, 'The image could not be read', {
      cause: error,
      details: {
        issues: [
          { location: 'body', path: `/${kind}`, code: KYC_ERROR_CODES.fileType, message: 'Unreadable image' },
        ],
      },
    });
  }
}
