import sharp from 'sharp';
import { AppError, fieldError } from '../../lib/app-error';

export type ImageFormat = 'jpeg' | 'png';
export type ProcessedImage = { body: Buffer; format: ImageFormat; width: number; height: number };
export type BoundingBox = { width: number; height: number };

/** Decoding refuses anything larger (about 150 MB of RGBA), read from the header before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = 'The image is too large. The maximum is 40 megapixels.';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the bytes really are (never the name or the declared type), or null. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  return null;
}

export const unsupportedImage = () =>
  new AppError('UNSUPPORTED_IMAGE', {
    details: [{ field: 'files', message: 'Only JPEG and PNG images are allowed.' }],
  });

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Re-encodes an upload in its own format: applies the EXIF rotation, strips metadata, shrinks it
 * into `box` and refuses decompression bombs from the header (DESIGN.md 3.6).
 */
export async function processImage(bytes: Buffer, box: BoundingBox): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupportedImage();
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, format, width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimitError(error)) throw fieldError('files', IMAGE_TOO_MANY_PIXELS);
    throw new AppError('UNSUPPORTED_IMAGE', {
      cause: error,
      details: [{ field: 'files', message: 'Only JPEG and PNG images are allowed.' }],
    });
  }
}
