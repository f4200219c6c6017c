import type { FileTypeResult } from 'file-type';
import type { Sharp, SharpOptions } from 'sharp';

/** No decoding or encoding of one image may take longer than this; libvips stops it and sharp throws. */
const IMAGE_WORK_TIMEOUT_SECONDS = 10;

/**
 * The most pixels any image may declare before libvips refuses to decode it. Callers check their own,
 * lower limit in the header first (`imageSizeOf`) to answer with a clear refusal; this is the backstop.
 */
const ANY_IMAGE_MAX_PIXELS = 50_000_000;

async function loadSharp() {
  const { default: sharp } = await import('sharp');
  // One libvips thread per image and no operation cache: an image's decoding then holds one core and
  // one of libuv's threads at most (image-work.ts runs one at a time), and frees its memory when done.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
}

/**
 * The image libraries uploads need (sharp with libvips, and file-type's signature tables) hold about
 * 30 MB once loaded. Only a logo or identity-document upload, or a certificate with a logo, uses them, so
 * they are loaded with the first such request instead of at start-up: an instance that serves none keeps
 * that memory for the requests it does serve. After the first call both are Node's cached modules.
 */
export async function openImage(bytes: Buffer, options?: SharpOptions): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: ANY_IMAGE_MAX_PIXELS, ...options }).timeout({
    seconds: IMAGE_WORK_TIMEOUT_SECONDS,
  });
}

/**
 * The width and height an image declares in its header, read without decoding a pixel; undefined when
 * the header cannot be read. A JPEG or PNG of a few kilobytes can declare a canvas of hundreds of
 * megapixels, so this is checked before any decoding is queued.
 */
export async function imageSizeOf(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** The file's type by its bytes (magic numbers), never by its name or declared content type. */
export async function fileTypeOfBytes(bytes: Buffer): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
