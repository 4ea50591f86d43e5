import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_DECODE_SLOTS, processImage, withDecodeSlot } from './storage.image';

describe('image decoding slots', () => {
  it('runs at most IMAGE_DECODE_SLOTS jobs at once and every queued job still runs', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      withDecodeSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Let the first jobs start, then finish them one by one so the queued ones take their slots.
    for (let done = 0; done < 6; done++) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(running).toBeLessThanOrEqual(IMAGE_DECODE_SLOTS);
      releases.shift()?.();
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(IMAGE_DECODE_SLOTS);
  });

  it('frees the slot when processing fails, so later uploads are not stuck', async () => {
    const bad = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]);
    await Promise.all(
      Array.from({ length: IMAGE_DECODE_SLOTS + 1 }, () =>
        expect(processImage(bad, { width: 100, height: 100 })).rejects.toThrow(),
      ),
    );
    const good = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#08c' } })
      .png()
      .toBuffer();
    const processed = await processImage(good, { width: 100, height: 100 });
    expect(processed.variants.map((v) => v.width)).toEqual([160, 480, 960]);
  });
});
