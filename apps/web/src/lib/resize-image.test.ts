import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_EDGE, resizeImage, targetSize } from './resize-image';

describe('targetSize', () => {
  it('keeps an image whose long edge is within 2,048 px', () => {
    expect(targetSize(2048, 1536)).toEqual({ width: 2048, height: 1536, isResized: false });
    expect(targetSize(800, 600)).toEqual({ width: 800, height: 600, isResized: false });
  });

  it('brings the long edge of a landscape or portrait image down to 2,048 px, in proportion', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 2048, height: 1536, isResized: true });
    expect(targetSize(3024, 4032)).toEqual({ width: 1536, height: 2048, isResized: true });
    expect(targetSize(4000, 4000)).toEqual({ width: 2048, height: 2048, isResized: true });
  });

  it('rounds the short edge and never makes it 0', () => {
    expect(targetSize(3000, 1001)).toEqual({ width: 2048, height: 683, isResized: true });
    expect(targetSize(100_000, 10)).toEqual({ width: MAX_IMAGE_EDGE, height: 1, isResized: true });
    expect(targetSize(300, 200, 100)).toEqual({ width: 100, height: 67, isResized: true });
  });
});

describe('resizeImage', () => {
  it('sends the file as it is where the browser cannot decode images (no createImageBitmap)', async () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await resizeImage(file)).toBe(file);
  });
});
