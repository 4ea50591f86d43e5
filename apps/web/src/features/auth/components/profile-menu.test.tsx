import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import {
  buildProfile,
  buildPublicProfile,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
} from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'main-token');
  // The popover hides itself in jsdom (see openMenu), so its focus trap finds nothing to focus.
  const consoleWarn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[@mantine/hooks/use-focus-trap]')) consoleWarn(...args);
  });
});
afterEach(() => vi.unstubAllGlobals());

const shop = {
  id: 'link-1',
  subAccountId: 'sub-1',
  account: buildPublicProfile({ id: 'sub-1', username: 'coffee.shop', firstName: 'Coffee', lastName: 'Shop' }),
  unreadChatCount: 150,
};

async function openMenu() {
  const user = userEvent.setup();
  // The menu's code loads on demand for members; the first load in a test run takes a moment.
  await user.click(await screen.findByRole('button', { name: 'Open account menu' }, { timeout: 5000 }));
  // jsdom has no layout, so Mantine's popover counts its anchor as detached and hides itself.
  return { user, menu: await screen.findByRole('dialog', { hidden: true }) };
}

describe('profile avatar popover', () => {
  it('lists sub-accounts with a capped unread count and switches into one', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/account/sub-accounts', envelope([shop])),
      on('/api/authentication/sub-account/login', envelope({ accessToken: 'sub-token' }), 'POST'),
    );
    const { router } = renderApp('/idea');
    const { user, menu } = await openMenu();
    expect(within(menu).queryByRole('button', { name: 'Back to main account', hidden: true })).not.toBeInTheDocument();
    expect(await within(menu).findByText('Coffee Shop')).toBeInTheDocument();
    expect(await within(menu).findByText('99+')).toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: /Switch to Coffee Shop/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(getCookie(TOKEN_COOKIE)).toBe('sub-token');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/authentication/sub-account/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ subAccountId: 'sub-1' });
  });

  it('only logs a failed sub-account load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/account/sub-accounts', errorReply(500, 'INTERNAL_ERROR', 'Something went wrong.')),
    );
    renderApp('/idea');
    const { menu } = await openMenu();
    expect(await within(menu).findByText('You have no sub-accounts yet.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load sub-accounts:', expect.anything());
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it('goes back to the main account from a sub-account session', async () => {
    const subProfile = buildProfile({
      id: 'sub-1',
      username: 'coffee.shop',
      subAccountInfo: { id: 'sub-1', username: 'coffee.shop', firstName: 'Coffee' },
    });
    const isMainToken = (init?: RequestInit) => new Headers(init?.headers).get('Authorization') === 'Bearer main-again';
    mockApi(
      (url, init) =>
        url.pathname === '/api/account/profile' ? envelope(isMainToken(init) ? buildProfile() : subProfile) : undefined,
      on('/api/authentication/sub-account/logout', envelope({ mainAccountToken: 'main-again' }), 'DELETE'),
    );
    const { router } = renderApp('/chat');
    const { user, menu } = await openMenu();
    expect(within(menu).queryByRole('button', { name: 'Log out', hidden: true })).not.toBeInTheDocument();
    expect(await within(menu).findByText('Main account: Somchai Jaidee')).toBeInTheDocument();
    expect(within(menu).getByText('@coffee.shop')).toBeInTheDocument();
    await user.click(await within(menu).findByRole('button', { name: 'Back to main account', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCookie(TOKEN_COOKIE)).toBe('main-again');
  });

  const logOutFrom = async (path: string) => {
    mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/account/sub-accounts', envelope([])),
      on('/api/authentication/logout', envelope(null), 'DELETE'),
    );
    const view = renderApp(path);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Log out', hidden: true }));
    await screen.findByText('Are you sure you want to log out of IdeaMatch?', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText("You're logged out. See you again soon!")).toBeInTheDocument();
    expect(getCookie(TOKEN_COOKIE)).toBeFalsy();
    return view.router;
  };

  it('keeps a public page behind the logout success message', async () => {
    const router = await logOutFrom('/idea');
    expect(router.state.location.pathname).toBe('/idea');
  });

  it('takes a members-only page home, not to the login page, after logging out', async () => {
    const router = await logOutFrom('/notification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText("You're logged out. See you again soon!")).toBeInTheDocument();
  });
});
