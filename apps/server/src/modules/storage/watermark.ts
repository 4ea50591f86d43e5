import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { THAI_FONT_FILES } from '../../lib/thai-font';

let font: fontkit.Font | null = null;
const fontOf = (): fontkit.Font => {
  if (!font) font = fontkit.create(readFileSync(THAI_FONT_FILES.bold)) as fontkit.Font;
  return font;
};

/**
 * The outline of `text` in the Thai-capable font as SVG path data, `size` px high, its baseline at
 * y = 0. Drawn as outlines rather than SVG text, so a Thai name shows the same on any machine,
 * whatever fonts it has.
 */
function textOutline(text: string, size: number): { d: string; width: number } {
  const face = fontOf();
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  let x = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const path = glyph.path
      .scale(scale, -scale)
      .translate(x + position.xOffset * scale, -position.yOffset * scale)
      .toSVG();
    if (path) parts.push(path);
    x += position.xAdvance * scale;
  });
  return { d: parts.join(' '), width: x };
}

const OUTPUT = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * The image with `text` (the viewer's name) tiled across it at a slant, light enough to leave the
 * picture readable and dark-edged enough to show on light and dark images alike
 * (docs/idea-protection.md#images). Keeps the image's format.
 */
export async function watermarkImage(body: Buffer, text: string): Promise<{ body: Buffer; contentType: string }> {
  const image = sharp(body);
  const { width = 0, height = 0, format } = await image.metadata();
  const kind = format === 'webp' || format === 'png' ? format : 'jpeg';
  if (!width || !height) return { body, contentType: OUTPUT[kind] };
  const size = Math.max(10, Math.min(40, Math.round(width / 20)));
  const { d, width: textWidth } = textOutline(text, size);
  const stepX = textWidth + size * 3;
  const stepY = size * 4.5;
  const span = Math.hypot(width, height);
  const uses: string[] = [];
  for (let row = 0, y = -span / 2; y < span * 1.5; y += stepY, row += 1) {
    const shift = row % 2 ? stepX / 2 : 0;
    for (let x = -span / 2 - shift; x < span * 1.5; x += stepX)
      uses.push(`<use href="#w" x="${x.toFixed(1)}" y="${y.toFixed(1)}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><path id="w" d="${d}"/></defs>
<g transform="rotate(-28 ${width / 2} ${height / 2})" fill="#ffffff" fill-opacity="0.28" stroke="#000000" stroke-opacity="0.22" stroke-width="${(size / 28).toFixed(2)}">
${uses.join('\n')}
</g></svg>`;
  const marked = image.composite([{ input: Buffer.from(svg), top: 0, left: 0 }]);
  const out =
    kind === 'webp'
      ? marked.webp({ quality: 80 })
      : kind === 'png'
        ? marked.png()
        : marked.jpeg({ quality: 85, mozjpeg: true });
  return { body: await out.toBuffer(), contentType: OUTPUT[kind] };
}
