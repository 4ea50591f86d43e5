import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildProfile, envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeCookie(TOKEN_COOKIE);
});

/** The first screen of a test loads its lazy route chunks, which takes a while on a busy machine. */
const FIRST_RENDER = { timeout: 15_000 };

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith(path) && init?.method === 'POST');

describe('verify-your-email banner', () => {
  it('asks a signed-in person with an unverified address to open the link, and resends it', async () => {
    setCookie(TOKEN_COOKIE, 'main-token');
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile({ email: 'somchai@example.com', isEmailVerified: false }))),
      on('/api/account/verify-email/resend', envelope(null), 'POST'),
    );
    renderApp('/idea');

    expect(await screen.findByText('Please verify your email', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(
      screen.getByText('We sent a link to somchai@example.com. Open it to confirm that this address is yours.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way to somchai@example.com.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/account/verify-email/resend')).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByText('Please verify your email')).not.toBeInTheDocument();
  });

  it('is not shown once the address is verified', async () => {
    setCookie(TOKEN_COOKIE, 'main-token');
    mockApi(on('/api/account/profile', envelope(buildProfile({ isEmailVerified: true }))));
    renderApp('/idea');
    expect(await screen.findByRole('button', { name: 'Open account menu' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('Please verify your email')).not.toBeInTheDocument();
  });

  it('speaks Thai by default', async () => {
    await act(() => changeLanguage('TH'));
    setCookie(TOKEN_COOKIE, 'main-token');
    mockApi(on('/api/account/profile', envelope(buildProfile({ isEmailVerified: false }))));
    renderApp('/idea');
    expect(await screen.findByText('กรุณายืนยันอีเมลของคุณ', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งลิงก์อีกครั้ง' })).toBeInTheDocument();
  });
});

describe('/verify-email page', () => {
  it('confirms the address from the link, sending the token once', async () => {
    const fetchMock = mockApi(
      on('/api/account/verify-email', envelope({ email: 'somchai@example.com', alreadyVerified: false }), 'POST'),
    );
    renderApp('/verify-email?token=abc');

    expect(await screen.findByRole('heading', { name: 'Email verified' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('somchai@example.com is confirmed as yours. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    const sent = calls(fetchMock, '/api/account/verify-email');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('says the address is already verified when the link was opened before', async () => {
    mockApi(on('/api/account/verify-email', envelope({ email: 'somchai@example.com', alreadyVerified: true }), 'POST'));
    renderApp('/verify-email?token=abc');

    expect(await screen.findByRole('heading', { name: 'Already verified' }, FIRST_RENDER)).toBeInTheDocument();
    expect(
      screen.getByText('somchai@example.com was confirmed before. There is nothing more to do.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This link cannot be used')).not.toBeInTheDocument();
  });

  it('explains a used or expired link and offers to log in for a new one', async () => {
    mockApi(
      on(
        '/api/account/verify-email',
        errorReply(400, 'EMAIL_VERIFY_TOKEN_INVALID', 'This verification link is invalid or has expired.'),
        'POST',
      ),
    );
    renderApp('/verify-email?token=old');
    expect(
      await screen.findByText('This verification link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to get a new link' })).toHaveAttribute('href', '/login');
  });

  it('lets a signed-in person ask for a new link from a dead one', async () => {
    setCookie(TOKEN_COOKIE, 'main-token');
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile({ isEmailVerified: false }))),
      on(
        '/api/account/verify-email',
        errorReply(400, 'EMAIL_VERIFY_TOKEN_INVALID', 'This verification link is invalid or has expired.'),
        'POST',
      ),
      on('/api/account/verify-email/resend', envelope(null), 'POST'),
    );
    renderApp('/verify-email?token=old');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way to your email.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/account/verify-email/resend')).toHaveLength(1);
  });

  it('says so when the link has no token', async () => {
    const fetchMock = mockApi();
    renderApp('/verify-email');
    expect(
      await screen.findByText('This link has no verification code. Please open the link from the mail again.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/account/verify-email')).toHaveLength(0);
  });
});
