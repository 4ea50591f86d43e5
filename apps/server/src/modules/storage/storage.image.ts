import type Sharp from 'sharp';
import { fieldDetail } from '@ideamatch/shared';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@ideamatch/shared/image-variants';
import { AppError, fieldError } from '../../lib/app-error';

export type ImageFormat = 'jpeg' | 'png';
/** A WebP copy of a processed image, at most `width` px wide. */
export type ImageVariant = { width: ImageVariantWidth; body: Buffer };
export type ProcessedImage = {
  body: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
  variants: ImageVariant[];
};
export type BoundingBox = { width: number; height: number };

let sharpModule: Promise<typeof Sharp> | null = null;

/** sharp, loaded on first use: it is large, and most server starts touch no image. */
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Decoded pixels are never kept between images: each upload is decoded once and dropped, so
    // memory returns to where it was after a burst of uploads. One libvips worker thread per image
    // keeps a burst from multiplying per-thread buffers; images wait for a decoding slot instead.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

/** How many images are decoded at once across the process; the others wait their turn. */
export const IMAGE_DECODE_SLOTS = 2;

let activeDecodes = 0;
const waitingDecodes: (() => void)[] = [];

/** Runs `work` once a decoding slot is free, so a burst of uploads decodes at most a few at a time. */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeDecodes >= IMAGE_DECODE_SLOTS) await new Promise<void>((resolve) => waitingDecodes.push(resolve));
  else activeDecodes += 1;
  try {
    return await work();
  } finally {
    const next = waitingDecodes.shift();
    // The slot passes straight to the next waiter; otherwise it is freed.
    if (next) next();
    else activeDecodes -= 1;
  }
}

/** WebP copies of an already shrunk image at each variant width (never enlarged). */
export async function makeImageVariants(image: Buffer): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const variants: ImageVariant[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const body = await sharp(image)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    variants.push({ width, body });
  }
  return variants;
}

/** Decoding refuses anything larger (about 150 MB of RGBA), read from the header before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

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
    details: [fieldDetail('files', 'IMAGE_TYPE_UNSUPPORTED')],
  });

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Re-encodes an upload in its own format: applies the EXIF rotation, strips metadata, shrinks it
 * into `box` and refuses decompression bombs from the header. Also makes the WebP
 * copies pages show, from the shrunk image so the original is decoded only once. At most a few
 * images are processed at a time.
 */
export async function processImage(bytes: Buffer, box: BoundingBox): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupportedImage();
  return withDecodeSlot(() => reencode(bytes, format, box));
}

async function reencode(bytes: Buffer, format: ImageFormat, box: BoundingBox): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const variants = await makeImageVariants(data);
    return { body: data, format, width: info.width, height: info.height, variants };
  } catch (error) {
    if (isPixelLimitError(error)) throw fieldError('files', 'IMAGE_TOO_MANY_PIXELS');
    throw new AppError('UNSUPPORTED_IMAGE', {
      cause: error,
      details: [fieldDetail('files', 'IMAGE_TYPE_UNSUPPORTED')],
    });
  }
}
