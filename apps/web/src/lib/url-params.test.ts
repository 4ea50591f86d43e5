import { describe, expect, it } from 'vitest';
import { hasDarkParam, takeAccessTokenParam } from './url-params';

describe('hasDarkParam', () => {
  it.each([
    ['?dark', true],
    ['?a=1&dark', true],
    ['?dark=1', true],
    ['?darkness=1', false],
    ['', false],
  ])('%s → %s', (search, expected) => expect(hasDarkParam(search)).toBe(expected));
});

describe('takeAccessTokenParam', () => {
  it('returns the token and the other parameters', () => {
    expect(takeAccessTokenParam('?sortBy=2&accessToken=xyz&dark')).toEqual({ token: 'xyz', rest: '?sortBy=2&dark' });
  });

  it('returns null when there is no token', () => {
    expect(takeAccessTokenParam('?sortBy=2')).toBeNull();
  });

  it('returns an empty search when the token was the only parameter', () => {
    expect(takeAccessTokenParam('?accessToken=abc')).toEqual({ token: 'abc', rest: '' });
  });
});
