import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { bodiesSentTo, buildProfile, envelope, mockApi, on, renderApp } from '../../../testing/render-app';
import { turnLineOff, turnLineOn } from '../../../testing/line-login';
import { authApi } from '@ideamatch/shared/api/auth';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'main-token');
});
afterEach(() => {
  turnLineOff();
});

const security = (hasLine: boolean) =>
  on(
    '/api/account/security',
    envelope({ hasPassword: true, hasGoogle: false, hasLine, twoFactor: { isEnabled: false, recoveryCodesLeft: 0 } }),
  );
const pageHandlers = (hasLine: boolean) => [
  on('/api/account/profile', envelope(buildProfile())),
  on('/api/account/session', envelope([])),
  security(hasLine),
];

describe('connecting LINE from the settings', () => {
  it('is not offered when the server has no LINE sign-in', async () => {
    mockApi(...pageHandlers(false));
    renderApp('/settings?tab=security');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect LINE' })).toBeNull();
  });

  it('sends the person to LINE and back to this tab', async () => {
    turnLineOn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = mockApi(
      ...pageHandlers(false),
      on(
        '/api/authentication/line/connect',
        envelope({ location: 'https://access.line.me/oauth2/v2.1/authorize?x=1' }),
        'POST',
      ),
    );
    renderApp('/settings?tab=security');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect LINE' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://access.line.me/oauth2/v2.1/authorize?x=1', '_self'));
    expect(bodiesSentTo(fetchMock, authApi.lineConnect)).toEqual([{ returnTo: '/settings?tab=security' }]);
  });

  it('says it is connected when LINE sends the person back, in Thai too', async () => {
    turnLineOn();
    await act(() => changeLanguage('TH'));
    mockApi(...pageHandlers(true));
    const { router } = renderApp('/settings?tab=security&line=connected');
    expect(await screen.findByText('เชื่อมบัญชี LINE แล้ว ครั้งต่อไปเข้าสู่ระบบด้วย LINE ได้เลย')).toBeInTheDocument();
    expect(await screen.findByText('เชื่อมแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เชื่อมบัญชี LINE' })).toBeNull();
    // The outcome is said once: a reload does not say it again.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=security'));
  });

  it('says why LINE could not be connected', async () => {
    turnLineOn();
    mockApi(...pageHandlers(false));
    renderApp('/settings?tab=security&lineError=LINE_ALREADY_LINKED');
    expect(
      await screen.findByText('This LINE account is already connected to another IdeaMatch account.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect LINE' })).toBeInTheDocument();
  });
});
