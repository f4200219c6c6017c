import type { FileTypeResult } from 'file-type';
import type { Sharp, SharpOptions } from 'sharp';

/**
 * The image libraries uploads need (sharp with libvips, and file-type's signature tables) hold about
 * 30 MB once loaded. Only a logo or identity-document upload, or a certificate with a logo, uses them, so
 * they are loaded with the first such request instead of at start-up: an instance that serves none keeps
 * that memory for the requests it does serve. After the first call both are Node's cached modules.
 */
export async function openImage(bytes: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, options);
}

/** The file's type by its bytes (magic numbers), never by its name or declared content type. */
export async function fileTypeOfBytes(bytes: Buffer): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
