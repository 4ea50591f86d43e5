import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../lib/cookies';
import { changeLanguage } from '../lib/i18n';
import { buildProfile, envelope, errorReply, mockApi, on, renderApp } from '../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('TH'));
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('main header', () => {
  it('shows the combined login / register button to visitors', async () => {
    mockApi();
    renderApp('/idea');
    const button = await screen.findByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
    // Signing in from a page comes back to it.
    expect(button).toHaveAttribute('href', '/login?next=%2Fidea');
    expect(screen.queryByRole('button', { name: 'เปิดเมนูบัญชี' })).not.toBeInTheDocument();
  });

  it('switches the language, saves it and updates <html lang>', async () => {
    mockApi();
    renderApp('/idea');
    const user = userEvent.setup();
    // Its name starts with the text it shows (TH EN), then says what it does.
    const toggle = await screen.findByRole('button', { name: /^TH\s*EN\s*เปลี่ยนภาษา \(ไทย \/ English\)$/ });
    await user.click(toggle);

    expect(await screen.findByRole('link', { name: 'Log in / Register' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('EN');
    // The server reads the choice from the cookie, to send the next page in English.
    expect(getCookie('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: /Switch language \(ไทย \/ English\)/ }));
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('TH');
    expect(getCookie('lang')).toBe('th');
  });

  it('shows the avatar menu instead of the login button when logged in', async () => {
    setCookie(TOKEN_COOKIE, 'token-1');
    mockApi(on('/api/account/profile', envelope(buildProfile())));
    renderApp('/idea');
    expect(await screen.findByRole('button', { name: 'เปิดเมนูบัญชี' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'แชท' })).toHaveAttribute('href', '/chat');
  });
});

describe('address parameters', () => {
  it('stores an accessToken parameter as the session cookie and removes it from the address at once', async () => {
    const fetchMock = mockApi(on('/api/account/profile', envelope(buildProfile())));
    const { router } = renderApp('/idea?accessToken=abc123&sortBy=2');

    await waitFor(() => expect(getCookie(TOKEN_COOKIE)).toBe('abc123'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=2'), { timeout: 500 });
    expect(router.state.location.pathname).toBe('/idea');
    const profileCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/account/profile');
    expect(new Headers(profileCall?.[1]?.headers).get('Authorization')).toBe('Bearer abc123');
  });

  it('uses the dark colour scheme when the address has a dark parameter', async () => {
    mockApi();
    renderApp('/idea?dark');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
  });

  it('uses the light colour scheme otherwise', async () => {
    mockApi();
    renderApp('/idea');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'));
  });
});

describe('route guards', () => {
  it('sends a visitor from /profile to /login', async () => {
    mockApi();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });

  it('sends a rejected session from a member page to /login', async () => {
    setCookie(TOKEN_COOKIE, 'expired');
    mockApi(on('/api/account/profile', errorReply(401, 'UNAUTHORIZED', 'Please log in to continue.')));
    const { router } = renderApp('/notification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a non-staff session from the dashboard to the dashboard login', async () => {
    setCookie(TOKEN_COOKIE, 'member');
    mockApi(on('/api/dashboard/account/profile', errorReply(403, 'FORBIDDEN', 'You have no permission.')));
    const { router } = renderApp('/dashboard/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?isDashboard=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบแดชบอร์ด' })).toBeInTheDocument();
  });

  it('opens the dashboard for staff and shows the role and breadcrumb', async () => {
    setCookie(TOKEN_COOKIE, 'admin');
    mockApi(on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 }))));
    renderApp('/dashboard/user/42');
    expect(await screen.findByText('ผู้ดูแลระบบสูงสุด')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'จัดการผู้ใช้งาน' })).toHaveAttribute('href', '/dashboard/user');
    expect(screen.getAllByText('โปรไฟล์').length).toBeGreaterThan(0);
  });

  it('keeps a sub-account session inside /chat', async () => {
    setCookie(TOKEN_COOKIE, 'sub');
    const profile = buildProfile({ subAccountInfo: { id: 'sub-1', username: 'shop', firstName: 'Shop' } });
    mockApi(on('/api/account/profile', envelope(profile)));
    const { router } = renderApp('/idea');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(screen.queryByRole('link', { name: 'หน้าแรก IdeaMatch' })).not.toBeInTheDocument();
  });
});

describe('an accessToken link while another account is signed in', () => {
  const somchai = buildProfile();
  const malee = buildProfile({
    id: '01900000-0000-7000-8000-000000000002',
    username: 'malee',
    firstName: 'Malee',
    lastName: 'Sukjai',
  });
  /** The profile each token signs in as; an unknown token is refused. */
  const profilesByToken = (profiles: Record<string, ReturnType<typeof buildProfile>>) =>
    mockApi((url, init) => {
      if (url.pathname !== '/api/account/profile') return undefined;
      const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
      const profile = profiles[token];
      return profile ? envelope(profile) : errorReply(401, 'UNAUTHORIZED', 'Please log in to continue.');
    });

  beforeEach(() => setCookie(TOKEN_COOKIE, 'mine'));
  afterEach(() => setCookie(TOKEN_COOKIE, ''));

  it('asks "continue as X or stay as Y"; staying keeps the session, and the token has left the address', async () => {
    profilesByToken({ mine: somchai, theirs: malee });
    const { router } = renderApp('/idea?accessToken=theirs&sortBy=2');
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนบัญชีหรือไม่' });
    expect(
      within(dialog).getByText(
        'ลิงก์นี้จะเข้าสู่ระบบเป็น Malee Sukjai (@malee) แต่เบราว์เซอร์นี้เข้าสู่ระบบเป็น Somchai Jaidee (@somchai) อยู่ คุณต้องการใช้บัญชีใด',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sortBy=2');
    expect(getCookie(TOKEN_COOKIE)).toBe('mine');

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'อยู่ในชื่อ Somchai Jaidee (@somchai) ต่อ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getCookie(TOKEN_COOKIE)).toBe('mine');
  });

  it('continuing takes the other session', async () => {
    await act(() => changeLanguage('EN'));
    profilesByToken({ mine: somchai, theirs: malee });
    renderApp('/idea?accessToken=theirs');
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Malee Sukjai (@malee)' }));
    await waitFor(() => expect(getCookie(TOKEN_COOKIE)).toBe('theirs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is answered from the keyboard: the focus starts on staying, and Escape stays', async () => {
    await act(() => changeLanguage('EN'));
    profilesByToken({ mine: somchai, theirs: malee });
    renderApp('/idea?accessToken=theirs');
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    const stay = within(dialog).getByRole('button', { name: 'Stay as Somchai Jaidee (@somchai)' });
    await waitFor(() => expect(stay).toHaveFocus());
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getCookie(TOKEN_COOKIE)).toBe('mine');
  });

  it('takes a token of the same account without asking, and drops a token the server refuses', async () => {
    profilesByToken({ mine: somchai, 'mine-too': somchai });
    const first = renderApp('/idea?accessToken=mine-too');
    await waitFor(() => expect(getCookie(TOKEN_COOKIE)).toBe('mine-too'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    setCookie(TOKEN_COOKIE, 'mine');
    const fetchMock = profilesByToken({ mine: somchai });
    const { router } = renderApp('/idea?accessToken=dead&x=1');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => new Headers(init?.headers).get('Authorization') === 'Bearer dead'),
      ).toBe(true),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCookie(TOKEN_COOKIE)).toBe('mine');
  });
});
