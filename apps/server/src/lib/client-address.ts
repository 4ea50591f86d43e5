import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which peers are proxies whose `X-Forwarded-For` is believed (TRUST_PROXY, docs/deploy.md#client-addresses):
 * none, the nearest `hops` peers, or the peers at the listed addresses and ranges. The client is the
 * first address, counted from the right (the socket's peer first, then `X-Forwarded-For` from its last
 * entry), that is not a trusted proxy; entries further left are whatever the client wrote.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'proxies'; proxies: string[] };

/** Names proxy-addr (Fastify's and Express's resolver) knows for the usual private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, or a CIDR range of one (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const maxBits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (!maxBits) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
}

/**
 * Reads TRUST_PROXY: empty, `false` or `0` trusts no proxy; a whole number is a hop count; anything
 * else is a comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal`,
 * `uniquelocal`. `true` is refused: it would believe the leftmost `X-Forwarded-For` entry, which any
 * client writes itself. Returns the problem as text when the value is not one of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') {
    return 'true would trust any X-Forwarded-For a client sends: set the number of proxies in front (1) or their addresses';
  }
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const proxies = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = proxies.filter((entry) => !RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad.length || !proxies.length) {
    return `must be a hop count (1) or comma-separated proxy addresses or CIDR ranges; not understood: ${bad.join(', ')}`;
  }
  return { kind: 'proxies', proxies };
}

/**
 * Fastify's `trustProxy` option for a TrustProxy. A hop count is given as a function (Fastify treats
 * a bare number as "trust nothing"); a list as the comma-separated text Fastify compiles with proxy-addr.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string | ((address: string, hop: number) => boolean) {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'proxies') return trust.proxies.join(',');
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail is two groups), or null. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%')[0] ?? '';
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 form), an IPv6 address by its /64 network, which one subscriber usually holds
 * whole (as Mastodon's limits do), so rotating through it does not reset a limit.
 */
export function addressKey(ip: string): string {
  // No colon: an IPv4 address (the common case, asked on every request), kept as it is.
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
