import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES } from '@ideamatch/shared';

/** A generated cover (gradient and shapes, no text) so demo ideas look like real posts. */
export async function writeDemoCover(uploadsDir: string, key: string, [from, to]: [string, string], seed: number) {
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
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  const path = join(uploadsDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, buffer);
  return { sizeBytes: buffer.length, width, height };
}
