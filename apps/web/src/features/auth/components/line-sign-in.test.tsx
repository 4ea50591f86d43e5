import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { decryptPassword, publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import { buildProfile, callsTo, envelope, mockApi, on, renderApp } from '../../../testing/render-app';
import { turnLineOff, turnLineOn } from '../../../testing/line-login';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, '');
});
afterEach(() => {
  turnLineOff();
  setCookie(TOKEN_COOKIE, '');
});

describe('Sign in with LINE', () => {
  it('is offered only when the server turns it on, and comes back to the page the person was on', async () => {
    mockApi();
    const off = renderApp('/login?next=%2Fidea%2F42');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with LINE' })).toBeNull();
    off.unmount();

    turnLineOn();
    renderApp('/login?next=%2Fidea%2F42');
    expect(await screen.findByRole('link', { name: 'Sign in with LINE' })).toHaveAttribute(
      'href',
      '/api/authentication/line/start?returnTo=%2Fidea%2F42',
    );
    await act(() => changeLanguage('TH'));
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
  });

  it('asks a new person for the consents, then creates the account and returns to their page', async () => {
    turnLineOn();
    const fetchMock = mockApi(
      on('/api/authentication/line/complete', envelope({ accessToken: 'line-token', isNewAccount: true }), 'POST'),
      on('/api/account/profile', envelope(buildProfile())),
    );
    const { router } = renderApp('/login?line=consent&lineToken=ticket-1&next=%2Fpartner');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/create your IdeaMatch account with LINE/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByText('I accept the Terms of service and the Privacy policy'));
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner'));
    expect(getCookie(TOKEN_COOKIE)).toBe('line-token');
    const [call] = callsTo(fetchMock, '/api/authentication/line/complete', 'POST');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      lineToken: 'ticket-1',
      isTerm: true,
      isPdpa: true,
      isNewsAndPromotion: false,
    });
  });

  it('says a failed LINE sign-in in the current language', async () => {
    turnLineOn();
    mockApi();
    renderApp('/login?lineError=LINE_SIGN_IN_FAILED');
    expect(await screen.findByText("Signing in with LINE didn't work. Please try again.")).toBeInTheDocument();
  });

  it('links LINE to an account with the same email once the person signs in with its password', async () => {
    turnLineOn();
    const key = await testPublicKey();
    const fetchMock = mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ accessToken: 'pw-token' }), 'POST'),
      on('/api/authentication/line/link', envelope(null), 'POST'),
      on('/api/account/profile', envelope(buildProfile())),
    );
    const { router } = renderApp('/login?line=link&lineToken=ticket-2&next=%2Fchat');
    expect(await screen.findByText('An account already uses the email of your LINE account')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username or email/), 'malee');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    const [link] = callsTo(fetchMock, '/api/authentication/line/link', 'POST');
    expect(JSON.parse(String(link![1]!.body))).toEqual({ lineToken: 'ticket-2' });
    expect(new Headers(link![1]!.headers).get('Authorization')).toBe('Bearer pw-token');
    expect(await screen.findByText('LINE is connected. Next time, just sign in with LINE.')).toBeInTheDocument();
    const [login] = callsTo(fetchMock, '/api/authentication/login', 'POST');
    expect((await decryptPassword(String(JSON.parse(String(login![1]!.body)).password))).p).toBe('demo1234');
  });

  it('links LINE after the second factor when the account has one', async () => {
    turnLineOn();
    const key = await testPublicKey();
    const fetchMock = mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ twoFactorRequired: true, challengeToken: 'challenge-1' }), 'POST'),
      on('/api/authentication/two-factor', envelope({ accessToken: 'totp-token' }), 'POST'),
      on('/api/authentication/line/link', envelope(null), 'POST'),
      on('/api/account/profile', envelope(buildProfile())),
    );
    const { router } = renderApp('/login?line=link&lineToken=ticket-3&next=%2Fchat');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username or email/), 'malee');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // No link before the account is proven: the second factor is still to come.
    expect(await screen.findByRole('heading', { name: 'Enter your sign-in code' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/authentication/line/link', 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    const [link] = callsTo(fetchMock, '/api/authentication/line/link', 'POST');
    expect(JSON.parse(String(link![1]!.body))).toEqual({ lineToken: 'ticket-3' });
    expect(new Headers(link![1]!.headers).get('Authorization')).toBe('Bearer totp-token');
    expect(await screen.findByText('LINE is connected. Next time, just sign in with LINE.')).toBeInTheDocument();
  });
});
