import { LANGUAGE_COOKIE, TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { decryptPassword, publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import { buildProfile, envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => vi.unstubAllGlobals());

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username or email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login form', () => {
  it('sends the password encrypted and goes back home logged in', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ accessToken: 'token-9' }), 'POST'),
      on('/api/account/profile', envelope(buildProfile())),
    );
    const { router } = renderApp('/login');
    await logIn('somchai', 'demo1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCookie(TOKEN_COOKIE)).toBe('token-9');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/authentication/login');
    const body = JSON.parse(String(call?.[1]?.body)) as { username: string; password: string; isDashboard: boolean };
    expect(body.username).toBe('somchai');
    expect(body.isDashboard).toBe(false);
    expect((await decryptPassword(body.password)).p).toBe('demo1234');
  });

  it('returns to the page it was opened from (next=), through registration too, and never off the site', async () => {
    const key = await testPublicKey();
    mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ accessToken: 'token-10' }), 'POST'),
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/idea/abc', errorReply(404, 'NOT_FOUND', 'Not found')),
    );
    const { router } = renderApp('/login?next=%2Fidea%2Fabc%3Ftab%3Dreviews');
    // The register link keeps where to return to.
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fidea%2Fabc%3Ftab%3Dreviews',
    );
    await logIn('somchai', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/abc'));
    expect(router.state.location.search).toBe('?tab=reviews');
  });

  it('goes home, not to another site, when next= names one', async () => {
    const key = await testPublicKey();
    mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ accessToken: 'token-11' }), 'POST'),
      on('/api/account/profile', envelope(buildProfile())),
    );
    const { router } = renderApp('/login?next=%2F%2Fevil.example%2F');
    await logIn('somchai', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the refusal in the current language', async () => {
    const key = await testPublicKey();
    mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', errorReply(401, 'INVALID_CREDENTIALS', 'Invalid username or password'), 'POST'),
    );
    await act(() => changeLanguage('TH'));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^ชื่อผู้ใช้หรืออีเมล/), 'somchai');
    await user.type(screen.getByLabelText(/^รหัสผ่าน/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง')).toBeInTheDocument();
    expect(getCookie(TOKEN_COOKIE)).toBeFalsy();
  });

  it('opens the dashboard after a dashboard login', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ accessToken: 'staff-token' }), 'POST'),
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 }))),
    );
    const { router } = renderApp('/login?isDashboard=true');
    await logIn('admin', 'admin1234');
    // Whatever the staff member may manage, the dashboard opens on its overview.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/overview'));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/authentication/login');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ isDashboard: true });
  });

  it.each([
    ['the account saved English', 'EN', ['th-TH']],
    ['the browser prefers English', 'TH', ['en-US', 'th']],
  ] as const)('opens the dashboard in English when %s and no language was chosen here', async (_, saved, languages) => {
    const key = await testPublicKey();
    mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ accessToken: 'staff-token' }), 'POST'),
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1, language: saved }))),
    );
    await act(() => changeLanguage('TH'));
    window.localStorage.clear();
    removeCookie(LANGUAGE_COOKIE);
    vi.stubGlobal('navigator', { ...window.navigator, languages });
    const { router } = renderApp('/login?isDashboard=true');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^(ชื่อผู้ใช้หรืออีเมล|Username or email)/), 'admin');
    await user.type(screen.getByLabelText(/^(รหัสผ่าน|Password)/), 'admin1234');
    await user.click(screen.getByRole('button', { name: /^(เข้าสู่ระบบ|Log in)$/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/overview'));
    expect(await screen.findByRole('link', { name: 'Overview' })).toBeInTheDocument();
    // Shown, not remembered: the person's own choice on this device is still theirs to make.
    expect(window.localStorage.getItem('language')).toBeNull();
  });

  it('keeps a Thai dashboard for a Thai account in a Thai browser', async () => {
    const key = await testPublicKey();
    mockApi(
      publicKeyHandler(key),
      on('/api/authentication/login', envelope({ accessToken: 'staff-token' }), 'POST'),
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1, language: 'TH' }))),
    );
    await act(() => changeLanguage('TH'));
    window.localStorage.clear();
    removeCookie(LANGUAGE_COOKIE);
    vi.stubGlobal('navigator', { ...window.navigator, languages: ['th-TH'] });
    const { router } = renderApp('/login?isDashboard=true');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^ชื่อผู้ใช้หรืออีเมล/), 'admin');
    await user.type(screen.getByLabelText(/^รหัสผ่าน/), 'admin1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/overview'));
    expect(await screen.findByRole('link', { name: 'ภาพรวม' })).toBeInTheDocument();
  });
});
