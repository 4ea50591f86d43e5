import { isIPv6 } from 'node:net';
import type { Database } from '../../db/client';
import { macOf, signingKey } from '../keys/signing-key';

const KEY_ID = 'visitor-key';

/**
 * The part of a client address that stands for one visitor: an IPv4 address whole, an IPv6 address
 * by its /64 (the block one home or phone is given, whose last half it may change at will).
 */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::', 2) as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Who counts once for views and shares (docs/design.md#content): a signed-in person by account, a
 * visitor by client address (`addressOf`), stored only as a keyed hash. The user agent plays no
 * part: changing it never counts again.
 */
export async function personKey(db: Database, { accountId, ip }: { accountId: string | null; ip: string }) {
  if (accountId) return `a:${accountId}`;
  return `v:${macOf(await signingKey(db, KEY_ID), addressOf(ip))}`;
}
