import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_SIZES } from '@ideamatch/shared';
import { imageVariantPath } from '@ideamatch/shared/image-variants';
import { loadSharp, makeImageVariants } from '../modules/storage/storage.image';

export type DemoImage = { sizeBytes: number; width: number; height: number };

/** Writes a demo image and its WebP copies, as an upload would have them. */
async function writeImage(uploadsDir: string, key: string, buffer: Buffer): Promise<void> {
  const path = join(uploadsDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, buffer);
  for (const variant of await makeImageVariants(buffer)) {
    const variantKey = imageVariantPath(key, variant.width);
    if (variantKey) await writeFile(join(uploadsDir, variantKey), variant.body);
  }
}

/** A generated cover (gradient and shapes, no text) so demo ideas look like real posts. */
export async function writeDemoCover(
  uploadsDir: string,
  key: string,
  [from, to]: [string, string],
  seed: number,
): Promise<DemoImage> {
  const { width, height } = IMAGE_SIZES.idea;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 173) % width;
    const y = (seed * 53 + i * 211) % height;
    const r = 60 + ((seed + i * 37) % 140);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + i * 0.03}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <rect x="${width / 2 - 90}" y="${height / 2 - 90}" width="180" height="180" rx="40" fill="#ffffff" fill-opacity="0.22"/>
  </svg>`;
  const buffer = await (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  await writeImage(uploadsDir, key, buffer);
  return { sizeBytes: buffer.length, width, height };
}

/**
 * A generated avatar (PNG, 600x600): a gradient disc with a soft head-and-shoulders silhouette,
 * drawn locally so the demo needs no downloads and shows no real person.
 */
export async function writeDemoAvatar(
  uploadsDir: string,
  key: string,
  [from, to]: [string, string],
): Promise<DemoImage> {
  const { width, height } = IMAGE_SIZES.profile;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="300" cy="240" r="110" fill="#ffffff" fill-opacity="0.85"/>
    <ellipse cx="300" cy="560" rx="210" ry="180" fill="#ffffff" fill-opacity="0.85"/>
  </svg>`;
  const buffer = await (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  await writeImage(uploadsDir, key, buffer);
  return { sizeBytes: buffer.length, width, height };
}

/** A generated profile background (PNG, 1280x320): a wide gradient with soft waves. */
export async function writeDemoBackground(
  uploadsDir: string,
  key: string,
  [from, to]: [string, string],
  seed: number,
): Promise<DemoImage> {
  const { width, height } = IMAGE_SIZES.profileBackground;
  const waves = Array.from({ length: 3 }, (_, i) => {
    const y = 120 + i * 60 + ((seed * 29) % 40);
    const lift = 40 + (((seed + i) * 23) % 60);
    return `<path d="M0 ${y} C ${width / 3} ${y - lift}, ${(2 * width) / 3} ${y + lift}, ${width} ${y} L ${width} ${height} L 0 ${height} Z" fill="#ffffff" fill-opacity="${0.08 + i * 0.05}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${waves}
  </svg>`;
  const buffer = await (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  await writeImage(uploadsDir, key, buffer);
  return { sizeBytes: buffer.length, width, height };
}
