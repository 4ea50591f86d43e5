import { describe, expect, it } from 'vitest';
import { firstLinkExpiry, linkExpiresAt, LINK_RENEW_MIN_DELAY_MS, renewDelay } from './image-links';

const link = (exp: number) => `/api/storage/chat/0190a0b0-0000-7000-8000-000000000001.png?exp=${exp}&sig=abc`;

describe('chat image links', () => {
  it('reads when a signed link lapses, and ignores other addresses', () => {
    expect(linkExpiresAt(link(1_800_000_000))).toBe(1_800_000_000_000);
    expect(linkExpiresAt('blob:http://localhost/123')).toBeNull();
    expect(linkExpiresAt(null)).toBeNull();
  });

  it('renews two minutes before the first link lapses, but never within five minutes', () => {
    const messages = [{ imageUrl: link(2_000) }, { imageUrl: null }, { imageUrl: link(1_000) }];
    expect(firstLinkExpiry(messages)).toBe(1_000_000);
    expect(renewDelay(1_000_000, 1_000_000 - 60 * 60_000)).toBe(58 * 60_000);
    // A device clock hours ahead of the server still asks at most every five minutes.
    expect(renewDelay(1_000_000, 1_000_000 + 3 * 60 * 60_000)).toBe(LINK_RENEW_MIN_DELAY_MS);
  });
});
