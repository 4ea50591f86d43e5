import { describe, expect, it } from 'vitest';
import { addressOf } from './person-key';

describe('addressOf', () => {
  it('keeps an IPv4 address whole, also when IPv6-mapped', () => {
    expect(addressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes an IPv6 address by its /64, however it is written', () => {
    expect(addressOf('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressOf('2001:0DB8:0000:0001:0:0:0:2')).toBe('2001:db8:0:1::/64');
    expect(addressOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
  });
});
