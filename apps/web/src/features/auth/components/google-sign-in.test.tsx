import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { envelope, errorReply, mockApi, renderApp } from '../../../testing/render-app';

const CONSENT_TEXT =
  'To proceed, you must accept the terms and conditions and the privacy policy established by the product';

/** Google Identity Services as the page sees it: the button's callback is kept to be called by the test. */
let googleCallback: ((reply: { credential: string }) => void) | null = null;

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, '');
  const meta = document.createElement('meta');
  meta.name = 'google-client-id';
  meta.content = 'test-client';
  document.head.appendChild(meta);
  vi.stubGlobal('google', {
    accounts: {
      id: {
        initialize: (options: { callback: (reply: { credential: string }) => void }) => {
          googleCallback = options.callback;
        },
        renderButton: () => undefined,
      },
    },
  });
});
afterEach(() => {
  document.head.querySelector('meta[name="google-client-id"]')?.remove();
  googleCallback = null;
  setCookie(TOKEN_COOKIE, '');
  vi.unstubAllGlobals();
});

/** The server: a first sign-in without consents is refused; with them, the account is made. */
function mockGoogleServer() {
  const bodies: Record<string, unknown>[] = [];
  mockApi((url, init) => {
    if (url.pathname !== '/api/authentication/google' || init?.method !== 'POST') return undefined;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    bodies.push(body);
    return body.isTerm === true && body.isPdpa === true
      ? envelope({ accessToken: 'google-token', isNewAccount: true })
      : errorReply(400, 'CONSENT_REQUIRED', CONSENT_TEXT);
  });
  return bodies;
}

const signInWithGoogle = async () => {
  await waitFor(() => expect(googleCallback).not.toBeNull());
  act(() => googleCallback?.({ credential: 'id-token' }));
};

describe('Google sign-in', () => {
  it('asks a first-time person for the terms and privacy consent before creating the account', async () => {
    const bodies = mockGoogleServer();
    const { router } = renderApp('/login');
    await signInWithGoogle();

    const dialog = await screen.findByRole('dialog', { name: 'One more step' });
    expect(screen.queryByText(CONSENT_TEXT)).toBeNull();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));
    expect(await within(dialog).findByText(CONSENT_TEXT)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /news and promotions/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCookie(TOKEN_COOKIE)).toBe('google-token');
    expect(bodies).toEqual([
      { credential: 'id-token' },
      { credential: 'id-token', isTerm: true, isPdpa: true, isNewsAndPromotion: true },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Welcome to IdeaMatch!' })).toBeInTheDocument();
  });

  it('creates nothing when the person cancels, in Thai too', async () => {
    await act(() => changeLanguage('TH'));
    const bodies = mockGoogleServer();
    const { router } = renderApp('/login');
    await signInWithGoogle();
    const dialog = await screen.findByRole('dialog', { name: 'อีกขั้นตอนเดียว' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'อีกขั้นตอนเดียว' })).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(getCookie(TOKEN_COOKIE)).toBeFalsy();
  });
});
