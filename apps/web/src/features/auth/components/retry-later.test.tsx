import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import { envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';
import { setPendingChallenge } from '../api/two-factor-login';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  // A sign-in left waiting for its code would show the code screen to the next test.
  setPendingChallenge(null);
});

/** A 429 as the server sends it past a sign-in limit: wait `seconds`. */
const limited = (seconds: number) =>
  errorReply(429, 'RATE_LIMITED', 'Too many requests. Please try again later.', { retryAfterSeconds: seconds });

async function signIn(username = 'somchai', password = 'wrong-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username or email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('a refusal past a limit says when to try again', () => {
  it('on the login screen, in English and again in Thai after the switch', async () => {
    mockApi(publicKeyHandler(await testPublicKey()), on('/api/authentication/login', limited(235), 'POST'));
    renderApp('/login');
    await signIn();

    expect(await screen.findByText('Too many requests. Please try again in 4 minutes.')).toBeInTheDocument();
    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('มีการส่งคำขอมากเกินไป กรุณาลองใหม่ในอีก 4 นาที')).toBeInTheDocument();
  });

  it('on the sign-in code screen, in Thai, in seconds when less than a minute is left', async () => {
    await act(() => changeLanguage('TH'));
    mockApi(
      publicKeyHandler(await testPublicKey()),
      on('/api/authentication/login', envelope({ twoFactorRequired: true, challengeToken: 'challenge-1' }), 'POST'),
      on('/api/authentication/two-factor', limited(45), 'POST'),
    );
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^ชื่อผู้ใช้หรืออีเมล/), 'somchai');
    await user.type(screen.getByLabelText(/^รหัสผ่าน/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await user.type(await screen.findByLabelText(/^รหัส/), '123456');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));

    expect(await screen.findByText('มีการส่งคำขอมากเกินไป กรุณาลองใหม่ในอีก 45 วินาที')).toBeInTheDocument();
  });

  it('on the registration screen, in hours when the wait is that long', async () => {
    mockApi(publicKeyHandler(await testPublicKey()), on('/api/account/register', limited(3_000 + 3_600), 'POST'));
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First name/), 'Nok');
    await user.type(screen.getByLabelText(/^Email/), 'nok@example.com');
    await user.type(screen.getByLabelText(/^Username/), 'nok');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Too many requests. Please try again in 2 hours.')).toBeInTheDocument();
  });

  it('on the forgot-password screen, and stays on it', async () => {
    mockApi(on('/api/account/forgot-password', limited(1_500), 'POST'));
    const { router } = renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'nok@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Too many requests. Please try again in 25 minutes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('keeps the general text when the server did not say when', async () => {
    mockApi(
      publicKeyHandler(await testPublicKey()),
      on(
        '/api/authentication/login',
        errorReply(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'),
        'POST',
      ),
    );
    renderApp('/login');
    await signIn();
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });
});
