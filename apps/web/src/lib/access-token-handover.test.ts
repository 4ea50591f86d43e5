import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { getAccessToken } from './auth-token';
import { setCookie } from './cookies';
import { settlePendingAccessToken, takeAccessTokenFromAddress } from './access-token-handover';

afterEach(() => {
  settlePendingAccessToken(false);
  setCookie(TOKEN_COOKIE, '');
  window.history.replaceState(null, '', '/');
});

describe('takeAccessTokenFromAddress', () => {
  it('removes the token from the address at once, keeping the path, other parameters, hash and state', () => {
    window.history.replaceState({ from: 'mail' }, '', '/idea/42?sortBy=2&accessToken=abc&dark#comments');
    takeAccessTokenFromAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/idea/42?sortBy=2&dark#comments',
    );
    expect(window.history.state).toEqual({ from: 'mail' });
    expect(getAccessToken()).toBe('abc');
  });

  it('leaves a different session in place until the person chooses', () => {
    setCookie(TOKEN_COOKIE, 'mine');
    window.history.replaceState(null, '', '/?accessToken=theirs');
    takeAccessTokenFromAddress();
    expect(window.location.search).toBe('');
    expect(getAccessToken()).toBe('mine');
    settlePendingAccessToken(true);
    expect(getAccessToken()).toBe('theirs');
  });

  it('drops an empty token and touches nothing without one', () => {
    setCookie(TOKEN_COOKIE, 'mine');
    window.history.replaceState(null, '', '/?accessToken=&x=1');
    takeAccessTokenFromAddress();
    expect(window.location.search).toBe('?x=1');
    expect(getAccessToken()).toBe('mine');
    window.history.replaceState(null, '', '/?x=2');
    takeAccessTokenFromAddress();
    expect(window.location.search).toBe('?x=2');
  });
});
