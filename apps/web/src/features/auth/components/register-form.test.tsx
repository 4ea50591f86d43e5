import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { decryptPassword, publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import { envelope, mockApi, on, renderApp } from '../../../testing/render-app';

const TEXT_EN = {
  email: 'Email is invalid',
  username: 'Incorrect input. Please try again',
  password: 'The passwords you entered are less than 6 characters. Please re-enter your new password',
  confirm: 'The passwords you entered do not match. Please re-enter your new password',
  consent: 'To proceed, you must accept the terms and conditions and the privacy policy established by the product',
  mismatch: 'Password and confirm password should be the same',
};

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => vi.unstubAllGlobals());

const registerCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/account/register');

async function fillForm(values: {
  firstName?: string;
  email: string;
  username: string;
  password: string;
  confirm: string;
}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^First name/), values.firstName ?? 'Nok');
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Username/), values.username);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  return user;
}

describe('registration form', () => {
  it('shows the fixed field messages, re-translates them on the language toggle and sends nothing when passwords differ', async () => {
    const fetchMock = mockApi();
    renderApp('/register');
    const user = await fillForm({ email: 'not-an-email', username: 'a b', password: '123', confirm: '1234' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    for (const text of [TEXT_EN.email, TEXT_EN.username, TEXT_EN.password, TEXT_EN.confirm, TEXT_EN.consent]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(await screen.findByText(TEXT_EN.mismatch)).toBeInTheDocument();
    expect(registerCalls(fetchMock)).toEqual([]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('public-key'))).toEqual([]);

    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('อีเมลไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByText('ข้อมูลไม่ถูกต้อง กรุณาลองอีกครั้ง')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านที่คุณกรอกไม่ตรงกัน กรุณากรอกรหัสผ่านใหม่อีกครั้ง')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านและการยืนยันรหัสผ่านต้องตรงกัน')).toBeInTheDocument();
    expect(screen.queryByText(TEXT_EN.email)).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT_EN.mismatch)).not.toBeInTheDocument();
  });

  it('sends the register payload with encrypted passwords and lands on / logged in', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      publicKeyHandler(key),
      on('/api/account/register', envelope({ accessToken: 'new-token' }), 'POST'),
    );
    const { router } = renderApp('/register');
    const user = await fillForm({
      firstName: ' Nok ',
      email: 'nok@example.com',
      username: 'Nok.S',
      password: 'secret1',
      confirm: 'secret1',
    });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCookie(TOKEN_COOKIE)).toBe('new-token');
    const [call] = registerCalls(fetchMock);
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Nok',
      email: 'nok@example.com',
      username: 'nok.s',
      isTerm: true,
      isPdpa: true,
      isNewsAndPromotion: false,
      language: 'EN',
    });
    expect(body).not.toHaveProperty('lastName');
    expect(body.password).not.toBe('secret1');
    expect((await decryptPassword(String(body.password))).p).toBe('secret1');
    expect((await decryptPassword(String(body.confirmPassword))).p).toBe('secret1');
  });

  it('shows the server field errors under their fields in the current language', async () => {
    const key = await testPublicKey();
    mockApi(publicKeyHandler(key), (url, init) =>
      url.pathname === '/api/account/register' && init?.method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              errorCode: 'VALIDATION_ERROR',
              message: 'Incorrect input. Please try again',
              details: [
                { field: 'email', code: 'EMAIL_TAKEN', message: 'This email is taken. Try another' },
                { field: 'username', code: 'USERNAME_TAKEN', message: 'This username is taken. Try another' },
              ],
            },
          }
        : undefined,
    );
    renderApp('/register');
    const user = await fillForm({ email: 'nok@example.com', username: 'nok', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This email is taken. Try another')).toBeInTheDocument();
    expect(screen.getByText('This username is taken. Try another')).toBeInTheDocument();
    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('อีเมลนี้ถูกใช้งานแล้ว กรุณาลองอีเมลอื่น')).toBeInTheDocument();
    expect(screen.getByText('ชื่อผู้ใช้นี้ถูกใช้งานแล้ว กรุณาลองชื่ออื่น')).toBeInTheDocument();
  });

  it('refuses a blank password at once and shows the server refusal of a common one, in both languages', async () => {
    const key = await testPublicKey();
    const weak = 'This password is too easy to guess. Please choose a less common one.';
    const fetchMock = mockApi(publicKeyHandler(key), (url, init) =>
      url.pathname === '/api/account/register' && init?.method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              errorCode: 'PASSWORD_TOO_WEAK',
              message: weak,
              details: [{ field: 'password', code: 'PASSWORD_TOO_WEAK', message: weak }],
            },
          }
        : undefined,
    );
    renderApp('/register');
    const user = await fillForm({ email: 'nok@example.com', username: 'nok', password: '      ', confirm: '      ' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(registerCalls(fetchMock)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), '123456');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    expect(await screen.findByText(weak)).toBeInTheDocument();
    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('รหัสผ่านนี้เดาง่ายเกินไป กรุณาเลือกรหัสผ่านที่ไม่ซ้ำกับรหัสผ่านที่คนนิยมใช้')).toBeInTheDocument();
  });

  it('clears the toast of an earlier failed attempt and welcomes the person with a first step', async () => {
    const key = await testPublicKey();
    let attempts = 0;
    mockApi(publicKeyHandler(key), (url, init) => {
      if (url.pathname !== '/api/account/register' || init?.method !== 'POST') return undefined;
      attempts += 1;
      return attempts === 1
        ? { status: 500, body: { statusCode: 500, errorCode: 'INTERNAL_ERROR', message: 'Something went wrong.' } }
        : envelope({ accessToken: 'new-token' });
    });
    const { router } = renderApp('/register');
    const user = await fillForm({ email: 'nok@example.com', username: 'nok', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The red toast of the failed attempt, held open (as while the pointer rests on it).
    const toast = await screen.findByText('Something went wrong.');
    fireEvent.mouseEnter(toast.closest('[role="alert"]')!);

    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'nok2');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to IdeaMatch!' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByText('Something went wrong.')).toBeNull());
    expect(within(welcome).getByRole('link', { name: /Complete your profile/ })).toHaveAttribute('href', '/profile');
    expect(within(welcome).getByRole('link', { name: /Post an idea/ })).toHaveAttribute('href', '/idea/new');
    expect(within(welcome).getByRole('link', { name: /Find partners/ })).toHaveAttribute('href', '/partner');

    await act(() => changeLanguage('TH'));
    const thaiWelcome = await screen.findByRole('dialog', { name: 'ยินดีต้อนรับสู่ IdeaMatch!' });
    await user.click(within(thaiWelcome).getByRole('link', { name: /โพสต์ไอเดีย/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/new'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ยินดีต้อนรับสู่ IdeaMatch!' })).toBeNull());
  });

  it('asks for a first name, and ticks the terms box when its words are tapped while the links stay links', async () => {
    const fetchMock = mockApi();
    renderApp('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name (optional)')).not.toBeRequired();

    const consent = screen.getByRole('checkbox', { name: 'I accept the Terms of service and the Privacy policy' });
    await user.click(screen.getByText('I accept the Terms of service and the Privacy policy'));
    expect(consent).toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/legal/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('target', '_blank');
    expect(registerCalls(fetchMock)).toEqual([]);

    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัว' })).toBeChecked();
  });

  it('says a taken username under its field as soon as the field is left, and offers free ones to pick', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      publicKeyHandler(key),
      (url) =>
        url.pathname === '/api/account/username-availability'
          ? url.searchParams.get('username') === 'nok.bkk'
            ? envelope({
                username: 'nok.bkk',
                isAvailable: false,
                suggestions: ['nok.bkk2', 'nok.bkk.th', 'nok.bkk18'],
              })
            : envelope({ username: url.searchParams.get('username'), isAvailable: true, suggestions: [] })
          : undefined,
      on('/api/account/register', envelope({ accessToken: 'new-token' }), 'POST'),
    );
    const { router } = renderApp('/register');
    const user = await fillForm({
      email: 'nok@example.com',
      username: 'Nok.Bkk',
      password: 'secret1',
      confirm: 'secret1',
    });

    expect(await screen.findByText('This username is taken. Try another')).toBeInTheDocument();
    const suggestions = screen.getByRole('group', { name: 'Suggested usernames' });
    await user.click(within(suggestions).getByRole('button', { name: 'nok.bkk.th' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('nok.bkk.th');
    expect(screen.queryByText('This username is taken. Try another')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Suggested usernames' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const body = JSON.parse(String(registerCalls(fetchMock)[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body.username).toBe('nok.bkk.th');
  });

  it('shows a username the server refused under its field with suggestions, and no vague toast', async () => {
    const key = await testPublicKey();
    mockApi(
      publicKeyHandler(key),
      (url, init) =>
        url.pathname === '/api/account/register' && init?.method === 'POST'
          ? {
              status: 400,
              body: {
                statusCode: 400,
                errorCode: 'VALIDATION_ERROR',
                message: 'Incorrect input. Please try again',
                details: [
                  { field: 'username', code: 'USERNAME_TAKEN', message: 'This username is taken. Try another' },
                ],
              },
            }
          : undefined,
      // Free when the field was left; someone took it before the form was sent.
      (url) =>
        url.pathname === '/api/account/username-availability'
          ? envelope({ username: 'nok', isAvailable: false, suggestions: ['nok2'] })
          : undefined,
    );
    renderApp('/register');
    const user = await fillForm({ email: 'nok@example.com', username: 'nok', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This username is taken. Try another')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'nok2' })).toBeInTheDocument();
    expect(screen.queryByText('Incorrect input. Please try again')).toBeNull();
  });
});
