import type { AccountSecurity } from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { decryptPassword, publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import {
  bodiesSentTo,
  buildProfile,
  envelope,
  errorReply,
  mockApi,
  serve,
  renderApp,
} from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'main-token');
});
afterEach(() => {
  document.head.querySelector('meta[name="google-client-id"]')?.remove();
  vi.unstubAllGlobals();
});

const profile = serve(accountApi.profile, envelope(buildProfile()));

const securityOf = (overrides: Partial<AccountSecurity> = {}) =>
  serve(
    accountCenterApi.getSecurity,
    envelope({
      hasPassword: true,
      hasGoogle: false,
      twoFactor: { isEnabled: false, recoveryCodesLeft: 0 },
      pendingEmail: null,
      ...overrides,
    }),
  );

describe('changing the email address', () => {
  it('sends the new address with the password, encrypted, and says where the link went', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      profile,
      securityOf(),
      publicKeyHandler(key),
      serve(accountCenterApi.changeEmail, envelope(null)),
    );
    renderApp('/settings');
    const card = within(await screen.findByRole('region', { name: 'Email address' }));
    expect(await card.findByText('Current address: somchai@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(card.getByLabelText('New email address'), 'new@example.com');
    await user.type(await card.findByLabelText('Current password'), 'secret1');
    await user.click(card.getByRole('button', { name: 'Change email' }));

    expect(
      await screen.findByText('We sent a link to new@example.com. Your email changes when you open it.'),
    ).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, accountCenterApi.changeEmail) as { email: string; password: string }[];
    expect(body!.email).toBe('new@example.com');
    expect((await decryptPassword(body!.password)).p).toBe('secret1');
    expect(card.getByLabelText('New email address')).toHaveValue('');
  });

  it('shows a refused address under it and keeps what was typed; asks for the proof before sending', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      profile,
      securityOf({ pendingEmail: 'waiting@example.com' }),
      publicKeyHandler(key),
      serve(accountCenterApi.changeEmail, {
        status: 400,
        body: {
          statusCode: 400,
          message: 'This email is taken. Try another',
          errorCode: 'VALIDATION_ERROR',
          details: [{ field: 'email', code: 'EMAIL_TAKEN', message: 'This email is taken. Try another' }],
        },
      }),
    );
    renderApp('/settings');
    const card = within(await screen.findByRole('region', { name: 'Email address' }));
    expect(await card.findByText('Waiting for the link sent to waiting@example.com to be opened.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(card.getByLabelText('New email address'), 'taken@example.com');
    await user.click(card.getByRole('button', { name: 'Change email' }));
    expect(await card.findByText('Please fill in this field')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, accountCenterApi.changeEmail)).toHaveLength(0);

    await user.type(card.getByLabelText('Current password'), 'secret1');
    await user.click(card.getByRole('button', { name: 'Change email' }));
    expect(await card.findByText('This email is taken. Try another')).toBeInTheDocument();
    expect(card.getByLabelText('New email address')).toHaveValue('taken@example.com');
    expect(card.getByLabelText('Current password')).toHaveValue('secret1');
  });
});

describe('with two-factor sign-in on', () => {
  it('a code from the app can prove it instead of the current password', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      profile,
      securityOf({ twoFactor: { isEnabled: true, recoveryCodesLeft: 8 } }),
      publicKeyHandler(key),
      serve(accountCenterApi.changePassword, envelope(null)),
    );
    renderApp('/settings');
    const card = within(await screen.findByRole('region', { name: 'Change password' }));
    const user = userEvent.setup();
    await user.click(await card.findByRole('button', { name: 'Use a code from my authenticator app instead' }));
    await user.type(card.getByLabelText('Code from your authenticator app or a recovery code'), '654321');
    await user.type(card.getByLabelText('New password'), 'newpass1');
    await user.type(card.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Other devices were signed out.')).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, accountCenterApi.changePassword) as Record<string, string>[];
    expect(body).toMatchObject({ code: '654321' });
    expect(body).not.toHaveProperty('currentPassword');
  });
});

describe('deleting the account', () => {
  it('a Google-only account confirms with Google', async () => {
    const meta = document.createElement('meta');
    meta.name = 'google-client-id';
    meta.content = 'test-client';
    document.head.appendChild(meta);
    let googleCallback: ((reply: { credential: string }) => void) | null = null;
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
    const fetchMock = mockApi(
      profile,
      securityOf({ hasPassword: false, hasGoogle: true }),
      serve(accountCenterApi.delete, envelope(null)),
    );
    const { router } = renderApp('/settings?tab=privacy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeDisabled();
    await user.click(await dialog.findByRole('button', { name: 'Confirm with Google' }));
    expect(await dialog.findByText('Confirm with the Google account you sign in with:')).toBeInTheDocument();
    await waitFor(() => expect(googleCallback).not.toBeNull());
    act(() => googleCallback?.({ credential: 'fresh-id-token' }));
    expect(await dialog.findByText('Confirmed with Google.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodiesSentTo(fetchMock, accountCenterApi.delete)).toEqual([{ credential: 'fresh-id-token' }]);
  });

  it('after too many wrong passwords says so in Thai and keeps the dialog with what was typed', async () => {
    const key = await testPublicKey();
    mockApi(
      profile,
      securityOf(),
      publicKeyHandler(key),
      serve(
        accountCenterApi.delete,
        errorReply(
          429,
          'REAUTH_TOO_MANY_ATTEMPTS',
          'Too many wrong passwords or codes. Please wait 15 minutes, then try again.',
        ),
      ),
    );
    await act(() => changeLanguage('TH'));
    const { router } = renderApp('/settings?tab=privacy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชีของฉัน' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(await dialog.findByLabelText('รหัสผ่านปัจจุบัน'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'ลบถาวร' }));
    expect(await dialog.findByText('กรอกรหัสผ่านหรือรหัสยืนยันผิดหลายครั้งเกินไป โปรดรอ 15 นาทีแล้วลองอีกครั้ง')).toBeInTheDocument();
    expect(dialog.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveValue('secret1');
    expect(router.state.location.pathname).toBe('/settings');
  });
});
