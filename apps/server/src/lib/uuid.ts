import { randomBytes } from 'node:crypto';

/**
 * An RFC 9562 UUIDv7: 48-bit Unix milliseconds, then random bits. Ids made this way sort by
 * creation time, so primary-key indexes stay append-mostly and "newest first" can use the id.
 */
export function uuidv7(): string {
  const bytes = randomBytes(16);
  const ms = Date.now();
  // 48-bit big-endian timestamp; split because bitwise ops in JS are 32-bit.
  const high = Math.floor(ms / 0x1_0000_0000);
  const low = ms >>> 0;
  bytes[0] = (high >>> 8) & 0xff;
  bytes[1] = high & 0xff;
  bytes[2] = (low >>> 24) & 0xff;
  bytes[3] = (low >>> 16) & 0xff;
  bytes[4] = (low >>> 8) & 0xff;
  bytes[5] = low & 0xff;
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
