// Writes the app's PNG icons from apps/web/public/logo.svg with sharp (a server dependency):
//   icon-192.png, icon-512.png   the logo as is ("any": its rounded corners stay transparent)
//   icon-maskable-512.png        the logo at 60% on a full-bleed brand colour, inside the maskable safe zone
//   apple-touch-icon.png (180)   square and opaque: iOS rounds the corners itself
//   badge-96.png                 the white glyph alone on transparent, for Android's status bar
// Run: node scripts/make-icons.mjs (the PNGs are committed; run again after changing the logo).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '../apps/web/public');
const BRAND = '#4c3fd6';
const logo = readFileSync(join(PUBLIC, 'logo.svg'), 'utf8');
const square = logo.replace('rx="16"', 'rx="0"');
// The glyph: every stroke and dot of the logo, without its background.
const glyph = logo.replace(/<rect[^>]*\/>/, '');

const render = (svg, size) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

await render(logo, 192).toFile(join(PUBLIC, 'icon-192.png'));
await render(logo, 512).toFile(join(PUBLIC, 'icon-512.png'));
await render(square, 180).flatten({ background: BRAND }).toFile(join(PUBLIC, 'apple-touch-icon.png'));
await render(glyph, 96).toFile(join(PUBLIC, 'badge-96.png'));
const inner = await render(logo, 308).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(join(PUBLIC, 'icon-maskable-512.png'));
console.log('icons written to', PUBLIC);
