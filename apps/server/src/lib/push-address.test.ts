import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, embeddedIpv4, isAddressList, PushAddressRefused, pushAddressPolicy } from './push-address';

describe('push address policy', () => {
  const strict = pushAddressPolicy('');

  it('allows public addresses over https only', () => {
    expect(strict.allows('93.184.216.34', 'https:')).toBe(true);
    expect(strict.allows('2606:4700:4700::1111', 'https:')).toBe(true);
    expect(strict.allows('93.184.216.34', 'http:')).toBe(false);
  });

  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '::7f00:1',
    '::127.0.0.1',
    '::a9fe:a9fe',
    '::ffff:0:7f00:1',
    '::ffff:0:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001:0:a9fe:a9fe::1',
    'fe80::1%eth0',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(strict.allows(address, 'https:')).toBe(false);
  });

  it('reads the IPv4 address each transition form carries', () => {
    expect(embeddedIpv4('::7f00:1')).toEqual(['127.0.0.1']);
    expect(embeddedIpv4('::ffff:0:a9fe:a9fe')).toEqual(['169.254.169.254']);
    expect(embeddedIpv4('64:ff9b::8.8.8.8')).toEqual(['8.8.8.8']);
    expect(embeddedIpv4('2002:0808:0404::1')).toEqual(['8.8.4.4']);
    expect(embeddedIpv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(embeddedIpv4('::1')).toEqual([]);
    expect(embeddedIpv4('2606:4700:4700::1111')).toEqual([]);
    expect(strict.allows('64:ff9b::8.8.8.8', 'https:')).toBe(true);
    expect(strict.allows('::ffff:0:8.8.8.8', 'https:')).toBe(true);
  });

  it('lets ALLOWED_PRIVATE_ADDRESSES through, over http too, and nothing beside them', () => {
    const allowed = pushAddressPolicy('127.0.0.1, 10.8.0.0/16, fd00::/8');
    expect(allowed.allows('127.0.0.1', 'http:')).toBe(true);
    expect(allowed.allows('::ffff:127.0.0.1', 'http:')).toBe(true);
    expect(allowed.allows('10.8.3.4', 'https:')).toBe(true);
    expect(allowed.allows('fd00::5', 'http:')).toBe(true);
    expect(allowed.allows('127.0.0.2', 'http:')).toBe(false);
    expect(allowed.allows('10.9.0.1', 'https:')).toBe(false);
  });

  it('validates the list', () => {
    expect(isAddressList('')).toBe(true);
    expect(isAddressList('127.0.0.1,10.0.0.0/8, ::1, fd00::/8')).toBe(true);
    expect(isAddressList('10.0.0.0/33')).toBe(false);
    expect(isAddressList('example.com')).toBe(false);
    expect(isAddressList('10.0.0.0/8/1')).toBe(false);
  });

  it('checks endpoints: scheme, credentials, literal addresses and names alike', async () => {
    await expect(checkPushEndpoint(strict, 'https://93.184.216.34/push')).resolves.toBeUndefined();
    for (const endpoint of [
      'https://[::1]/push',
      'https://user:pass@93.184.216.34/push',
      'ftp://93.184.216.34/push',
      'http://93.184.216.34/push',
      'https://localhost/push',
      'not a url',
    ]) {
      await expect(checkPushEndpoint(strict, endpoint), endpoint).rejects.toBeInstanceOf(PushAddressRefused);
    }
  });
});
