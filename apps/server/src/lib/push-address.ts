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

/** An IPv4-mapped or -compatible IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address it is. */
function normalize(address: string): string {
  const mapped = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  // `::ffff:a00:1`: the same mapping written in hex.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
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
      return protocol === 'https:' && !notPublic.check(address, familyOf(address));
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
