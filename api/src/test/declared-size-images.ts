import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Decompression bombs for upload tests: a real 8×8 image whose header declares another canvas. The file
 * stays a few hundred bytes while a decoder that trusts the header sets out to fill width × height
 * pixels (16,368 × 16,368 took minutes to decode and re-encode).
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#996633' } })
    .jpeg({ progressive: false })
    .toBuffer();
  // The baseline frame header: FF C0, length (2), precision (1), height (2), width (2).
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('no baseline frame header in the JPEG');
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}
