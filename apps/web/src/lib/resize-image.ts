import { LIMITS } from '@ideamatch/shared/constants';

/** Longest edge, in pixels, of an image sent to the server. */
export const MAX_IMAGE_EDGE = 2048;

/**
 * Size of the image to send: the longest edge brought down to `maxEdge`, the other in proportion
 * (rounded, at least 1 px). An image already within it keeps its size.
 */
export function targetSize(
  width: number,
  height: number,
  maxEdge = MAX_IMAGE_EDGE,
): { width: number; height: number; isResized: boolean } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height, isResized: false };
  const scale = maxEdge / longest;
  return {
    width: width >= height ? maxEdge : Math.max(1, Math.round(width * scale)),
    height: height > width ? maxEdge : Math.max(1, Math.round(height * scale)),
    isResized: true,
  };
}

/**
 * The type to re-encode in: the server takes JPEG and PNG only, so a resized image goes up as JPEG
 * (WebP would be refused).
 */
export const RESIZED_TYPE = 'image/jpeg';
const RESIZED_QUALITY = 0.85;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: RESIZED_TYPE, quality: RESIZED_QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, RESIZED_TYPE, RESIZED_QUALITY));
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

/**
 * Makes a picked image ready to send: at most 2,048 px on its long edge, re-encoded as JPEG. An
 * image already that small, JPEG or PNG and under the size limit, goes as it is; so does one the
 * browser cannot decode or draw (the server then judges it).
 */
export async function resizeImage(file: File, maxEdge = MAX_IMAGE_EDGE): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = targetSize(bitmap.width, bitmap.height, maxEdge);
    const isKept = LIMITS.imageMimeTypes.includes(file.type) && file.size <= LIMITS.imageMaxBytes;
    if (!size.isResized && isKept) return file;
    const canvas = makeCanvas(size.width, size.height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encode(canvas);
    if (!blob || blob.type !== RESIZED_TYPE) return file;
    return new File([blob], jpegName(file.name), { type: RESIZED_TYPE, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
