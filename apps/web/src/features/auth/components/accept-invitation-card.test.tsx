import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { accountApi } from '@ideamatch/shared/api/account';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import {
  bodiesSentTo,
  buildProfile,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
  serve,
} from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCookie(TOKEN_COOKIE, '');
});

const link = '/register?invite=tok-1&email=malee%40example.test';

describe('an admin invitation opened while signed in', () => {
  it('lets the holder of the invited address accept it, then opens the dashboard', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile({ email: 'malee@example.test', isEmailVerified: false }))),
      serve(accountApi.acceptAdminInvitation, [
        errorReply(400, 'INVITATION_INVALID', 'This invitation is invalid or has expired.'),
        envelope({ role: 2 }),
      ]),
    );
    const { router } = renderApp(link);
    expect(await screen.findByText('You are invited to the IdeaMatch dashboard')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/invitation/i);
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard/));
    expect(bodiesSentTo(fetchMock, accountApi.acceptAdminInvitation)).toEqual([{ token: 'tok-1' }, { token: 'tok-1' }]);
  });

  it('tells another account to use the invited address, and offers no accept button', async () => {
    mockApi(on('/api/account/profile', envelope(buildProfile({ email: 'someone@example.test' }))));
    renderApp(link);
    expect(
      await screen.findByText(
        'This invitation was sent to malee@example.test. Sign out and register or sign in with that address.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
