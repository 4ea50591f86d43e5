import { describe, expect, it } from 'vitest';
import { getAccessToken } from './auth-token';
import { consumeAccessTokenParam, hasDarkParam } from './url-params';

describe('hasDarkParam', () => {
  it.each([
    ['?dark', true],
    ['?a=1&dark', true],
    ['?dark=1', true],
    ['?darkness=1', false],
    ['', false],
  ])('%s → %s', (search, expected) => expect(hasDarkParam(search)).toBe(expected));
});

describe('consumeAccessTokenParam', () => {
  it('stores the token and returns the other parameters', () => {
    expect(consumeAccessTokenParam('?sortBy=2&accessToken=xyz&dark')).toBe('?sortBy=2&dark');
    expect(getAccessToken()).toBe('xyz');
  });

  it('returns null when there is no token', () => {
    expect(consumeAccessTokenParam('?sortBy=2')).toBeNull();
  });

  it('returns an empty search when the token was the only parameter', () => {
    expect(consumeAccessTokenParam('?accessToken=abc')).toBe('');
  });
});
