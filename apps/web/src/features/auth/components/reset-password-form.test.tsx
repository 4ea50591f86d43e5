import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { decryptPassword, publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import { envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => vi.unstubAllGlobals());

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

const resetCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/account/reset-password'));

describe('reset password form', () => {
  it("says the passwords didn't match and sends nothing", async () => {
    const fetchMock = mockApi();
    renderApp('/reset-password?token=abc');
    await submit('secret1', 'secret2');
    expect(await screen.findByText("Password and confirm password didn't match")).toBeInTheDocument();
    expect(resetCalls(fetchMock)).toEqual([]);
  });

  it('sends both passwords encrypted with the token and then links to the login page', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(publicKeyHandler(key), on('/api/account/reset-password', envelope(null), 'POST'));
    renderApp('/reset-password?token=abc');
    await submit('secret1', 'secret1');

    expect(await screen.findByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    const [call] = resetCalls(fetchMock);
    expect(String(call?.[0])).toBe('/api/account/reset-password?token=abc');
    const body = JSON.parse(String(call?.[1]?.body)) as { password: string; confirmPassword: string };
    expect((await decryptPassword(body.password)).p).toBe('secret1');
    expect((await decryptPassword(body.confirmPassword)).p).toBe('secret1');
  });

  it('explains an expired link', async () => {
    const key = await testPublicKey();
    mockApi(
      publicKeyHandler(key),
      on(
        '/api/account/reset-password',
        errorReply(400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired. Please request a new one.'),
        'POST',
      ),
    );
    renderApp('/reset-password?token=old');
    await submit('secret1', 'secret1');
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
