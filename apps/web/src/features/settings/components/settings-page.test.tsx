import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { decryptPassword, publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import {
  bodiesSentTo,
  buildProfile,
  callsTo,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
  serve,
} from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'main-token');
});
afterEach(() => vi.unstubAllGlobals());

const security = (isEnabled = false) =>
  on(
    '/api/account/security',
    envelope({ hasPassword: true, hasGoogle: false, twoFactor: { isEnabled, recoveryCodesLeft: isEnabled ? 10 : 0 } }),
  );
const sessions = on(
  '/api/account/session',
  envelope([
    {
      id: 's2',
      isCurrent: false,
      device: 'Safari on iOS',
      ipAddress: '203.0.113.x',
      createdAt: '2026-01-02T00:00:00Z',
      lastSeenAt: '2026-01-02T00:00:00Z',
    },
    {
      id: 's1',
      isCurrent: true,
      device: 'Chrome on Windows',
      ipAddress: '198.51.100.x',
      createdAt: '2026-01-01T00:00:00Z',
      lastSeenAt: '2026-01-03T00:00:00Z',
    },
  ]),
);
const preferences = on(
  '/api/account/preferences',
  envelope({ language: 'en', emailOnMessage: true, emailDigest: 'off', isNewsAndPromotion: false }),
);
const profile = on('/api/account/profile', envelope(buildProfile()));

describe('settings page', () => {
  it('shows the four tabs and changes the password with every value encrypted', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      profile,
      security(),
      publicKeyHandler(key),
      on('/api/account/password', envelope(null), 'PATCH'),
    );
    renderApp('/settings');
    for (const name of ['Account', 'Security', 'Notifications', 'Privacy']) {
      expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
    }
    const user = userEvent.setup();
    const card = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.type(await card.findByLabelText('Current password'), 'secret1');
    await user.type(card.getByLabelText('New password'), 'newpass1');
    await user.type(card.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Other devices were signed out.')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, '/api/account/password', 'PATCH')[0]?.[1]?.body)) as Record<
      string,
      string
    >;
    expect((await decryptPassword(body.currentPassword!)).p).toBe('secret1');
    expect((await decryptPassword(body.password!)).p).toBe('newpass1');
  });

  it('shows a wrong current password under it, in Thai, and keeps everything typed', async () => {
    const key = await testPublicKey();
    mockApi(
      profile,
      security(),
      publicKeyHandler(key),
      serve(
        accountCenterApi.changePassword,
        errorReply(400, 'CURRENT_PASSWORD_WRONG', 'The current password is incorrect.'),
      ),
    );
    await act(() => changeLanguage('TH'));
    renderApp('/settings');
    const user = userEvent.setup();
    const card = within(await screen.findByRole('region', { name: 'เปลี่ยนรหัสผ่าน' }));
    await user.type(await card.findByLabelText('รหัสผ่านปัจจุบัน'), 'wrong');
    await user.type(card.getByLabelText('รหัสผ่านใหม่'), 'newpass1');
    await user.type(card.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass1');
    await user.click(card.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(await card.findByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeInTheDocument();
    expect(card.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveValue('wrong');
    expect(card.getByLabelText('รหัสผ่านใหม่')).toHaveValue('newpass1');
    expect(card.getByLabelText('ยืนยันรหัสผ่านใหม่')).toHaveValue('newpass1');
  });

  it('sets up two-factor: shows the secret, sends the code, shows ten recovery codes; lists sessions', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cc${i}${i}`);
    const key = await testPublicKey();
    const fetchMock = mockApi(
      profile,
      security(),
      sessions,
      publicKeyHandler(key),
      on(
        '/api/account/two-factor/setup',
        envelope({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/IdeaMatch:a?secret=JBSWY3DPEHPK3PXP' }),
        'POST',
      ),
      on('/api/account/two-factor/enable', envelope({ recoveryCodes: codes }), 'POST'),
    );
    renderApp('/settings?tab=security');
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText('2. Enter the 6-digit code the app shows'), '123456');
    // Turning it on also asks for the password, in the same step.
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaa-bbbb-cc00')).toBeInTheDocument();
    expect(screen.getByTestId('recovery-codes').children).toHaveLength(10);
    // They can be copied at once, one per line (user-event's clipboard stands in for the browser's).
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(`${codes.join('\n')}\n`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as a file' })).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, accountCenterApi.enableTwoFactor) as { code: string; password: string }[];
    expect(body!.code).toBe('123456');
    expect((await decryptPassword(body!.password)).p).toBe('secret1');
  });

  it('ends another session', async () => {
    const fetchMock = mockApi(
      profile,
      security(true),
      sessions,
      on('/api/account/session/s2', envelope(null), 'DELETE'),
    );
    renderApp('/settings?tab=security');
    const user = userEvent.setup();
    expect(await screen.findByText('Recovery codes left: 10')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/account/session/s2', 'DELETE')).toHaveLength(1));
  });

  it('offers a retry on each card whose data could not be loaded', async () => {
    // Down until the test brings the server back: the notification settings, the sessions and the
    // two-factor state.
    let isUp = false;
    const failing =
      (path: string, reply: Parameters<typeof on>[1]): Parameters<typeof mockApi>[0] =>
      (url, init) =>
        url.pathname === path && (init?.method ?? 'GET') === 'GET'
          ? isUp
            ? reply
            : errorReply(503, 'SERVICE_UNAVAILABLE', 'Unavailable')
          : undefined;
    mockApi(
      profile,
      failing(
        '/api/account/preferences',
        envelope({ language: 'en', emailOnMessage: true, emailDigest: 'off', isNewsAndPromotion: false }),
      ),
      failing(
        '/api/account/security',
        envelope({ hasPassword: true, hasGoogle: false, twoFactor: { isEnabled: true, recoveryCodesLeft: 10 } }),
      ),
      failing('/api/account/session', envelope([])),
    );
    const user = userEvent.setup();
    const { unmount } = renderApp('/settings?tab=notifications');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isUp = true;
    await user.click(retry);
    expect(await screen.findByText('Weekly')).toBeInTheDocument();
    unmount();

    isUp = false;
    renderApp('/settings?tab=security');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
    isUp = true;
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await user.click(button);
    expect(await screen.findByText('Recovery codes left: 10')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });

  it('saves the digest choice', async () => {
    const fetchMock = mockApi(
      profile,
      preferences,
      on(
        '/api/account/preferences',
        envelope({ language: 'en', emailOnMessage: true, emailDigest: 'weekly', isNewsAndPromotion: false }),
        'PATCH',
      ),
    );
    renderApp('/settings?tab=notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Weekly'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/account/preferences', 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/account/preferences', 'PATCH')[0]?.[1]?.body))).toEqual({
      emailDigest: 'weekly',
    });
  });

  it('deletes the account after the password and leaves the signed-in area', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(profile, security(), publicKeyHandler(key), on('/api/account', envelope(null), 'DELETE'));
    const { router } = renderApp('/settings?tab=privacy');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Download my data (.zip)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getCookie(TOKEN_COOKIE)).toBeFalsy();
    const body = JSON.parse(String(callsTo(fetchMock, '/api/account', 'DELETE')[0]?.[1]?.body)) as { password: string };
    expect((await decryptPassword(body.password)).p).toBe('secret1');
  });
});
