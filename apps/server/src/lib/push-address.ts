import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, isIPv4 } from 'node:net';

/**
 * Where pushes may be sent. A push endpoint is an address the browser's push service chose, but
 * the browser hands it to us, so a person could name any address: the server must never be made
 * to post to its own network (cloud metadata, an admin port, a database). An endpoint is allowed
 * when it is https and every address its host resolves to is public; an address inside
 * ALLOWED_PRIVATE_ADDRESSES (a private or test push service) is allowed over http too. The check
 * runs when a device subscribes and again, on the very addresses connected to, at every send, so a
 * host that later resolves elsewhere (DNS rebinding) is refused as well.
 */

/** Special-use ranges that are never a public push service (IANA special-purpose registries). */
const NOT_PUBLIC_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
const NOT_PUBLIC_V6 = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const;

const notPublic = new BlockList();
for (const [address, bits] of NOT_PUBLIC_V4) notPublic.addSubnet(address, bits, 'ipv4');
for (const [address, bits] of NOT_PUBLIC_V6) notPublic.addSubnet(address, bits, 'ipv6');

/** An IPv6 address as its eight 16-bit groups (a zone `%eth0` dropped, a dotted IPv4 tail read), or null. */
export function ipv6Groups(address: string): number[] | null {
  const text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

const dotted = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 addresses an IPv6 address carries, which is where a packet to it ends up: IPv4-mapped
 * `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d` (`::7f00:1`), IPv4-translated `::ffff:0:a.b.c.d`,
 * NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:aabb:ccdd::` and Teredo `2001:0:<server>:…:<client ^ ffff>`
 * (server and client). Empty for an address that carries none (`::` and `::1` are themselves).
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (!g) return [];
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (n: number) => g.slice(0, n).every((v) => v === 0);
  if (zeroUpTo(5) && g5 === 0xffff) return [dotted(g6, g7)]; // mapped
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return [dotted(g6, g7)]; // translated
  if (zeroUpTo(6) && (g6 !== 0 || g7 > 1)) return [dotted(g6, g7)]; // compatible
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return [dotted(g6, g7)]; // NAT64
  if (g0 === 0x2002) return [dotted(g1, g2)]; // 6to4
  if (g0 === 0x2001 && g1 === 0) return [dotted(g2, g3), dotted(g6 ^ 0xffff, g7 ^ 0xffff)]; // Teredo
  return [];
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, `::ffff:a00:1`) as the IPv4 address it is; others unchanged. */
function normalize(address: string): string {
  const g = ipv6Groups(address);
  if (g && g.slice(0, 5).every((v) => v === 0) && g[5] === 0xffff) return dotted(g[6]!, g[7]!);
  return address;
}

const familyOf = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

export type PushAddressPolicy = {
  /** Whether `address` may be connected to over the given protocol. */
  allows: (address: string, protocol: 'https:' | 'http:') => boolean;
};

/** Parses ALLOWED_PRIVATE_ADDRESSES: comma-separated addresses and CIDR ranges (empty: none). */
export function pushAddressPolicy(allowedPrivate: string): PushAddressPolicy {
  const allowed = new BlockList();
  for (const entry of allowedPrivate
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = familyOf(address);
    if (bits === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(bits), family);
  }
  return {
    allows: (raw, protocol) => {
      const address = normalize(raw);
      if (!isIP(address)) return false;
      if (allowed.check(address, familyOf(address))) return true;
      if (protocol !== 'https:') return false;
      // An address that carries an IPv4 address goes where that one does: public only if it is.
      const carried = isIPv4(address) ? [] : embeddedIpv4(address);
      if (carried.length) return carried.every((v4) => !notPublic.check(v4, 'ipv4'));
      return !notPublic.check(address.replace(/%.*$/, ''), familyOf(address));
    },
  };
}

/** Whether each entry of ALLOWED_PRIVATE_ADDRESSES is an address or a CIDR range. */
export function isAddressList(value: string): boolean {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((entry) => {
      const [address = '', bits, extra] = entry.split('/');
      const version = isIP(address);
      if (!version || extra !== undefined) return false;
      if (bits === undefined) return true;
      const n = Number(bits);
      return /^\d+$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
    });
}

export class PushAddressRefused extends Error {
  override name = 'PushAddressRefused';
}

/** The host of a URL as `net` wants it (IPv6 without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const resolveAll = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

/**
 * Checks an endpoint before it is stored: its scheme, and every address its host resolves to.
 * Throws PushAddressRefused when any is not allowed; a DNS failure propagates as it is.
 */
export async function checkPushEndpoint(policy: PushAddressPolicy, endpoint: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushAddressRefused('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PushAddressRefused('not http(s)');
  if (url.username || url.password) throw new PushAddressRefused('credentials in the URL');
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : (await resolveAll(host)).map((entry) => entry.address);
  if (!addresses.length || !addresses.every((address) => policy.allows(address, url.protocol as 'https:' | 'http:'))) {
    throw new PushAddressRefused(`${host} is not a public address`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that resolves the host and refuses the connection unless every
 * address is allowed: the addresses checked are the ones connected to, whatever the DNS says
 * between the subscription and the send.
 */
export function guardedLookup(policy: PushAddressPolicy, protocol: 'https:' | 'http:') {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const refused = addresses.find((entry) => !policy.allows(entry.address, protocol));
      if (refused || !addresses.length) {
        return callback(new PushAddressRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}`), '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}
