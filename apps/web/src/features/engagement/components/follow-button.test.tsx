import { engagementApi } from '@ideamatch/shared/api/engagement';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildPersonSummary,
  buildProfile,
  buildPublicProfile,
  envelope,
  mockApi,
  on,
  renderApp,
  requestsTo,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('token-1');

const me = buildProfile();
const other = buildPublicProfile({ id: 'p1' });
const params = { id: 'p1' };
const state = (overrides: object = {}) =>
  envelope({
    accountId: 'p1',
    followerCount: 4,
    followingCount: 1,
    isFollowing: false,
    canFollow: true,
    ...overrides,
  });

describe('following someone from their profile', () => {
  it('follows and unfollows, with the counts updated from the reply', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/account/p1', envelope(other)),
      serve(engagementApi.followState, state(), params),
      serve(engagementApi.follow, state({ followerCount: 5, isFollowing: true }), params),
      serve(engagementApi.unfollow, state(), params),
    );
    renderApp('/profile?accountId=p1');
    const user = userEvent.setup();

    expect(await screen.findByText('4 followers')).toBeInTheDocument();
    expect(screen.getByText('1 following')).toBeInTheDocument();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);

    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(requestsTo(fetchMock, engagementApi.follow, params)).toHaveLength(1);

    await user.click(following);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByText('4 followers')).toBeInTheDocument();
    expect(requestsTo(fetchMock, engagementApi.unfollow, params)).toHaveLength(1);
  });

  it('offers no follow button across a block, and lists the followers on demand', async () => {
    mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/account/p1', envelope(other)),
      serve(engagementApi.followState, state({ canFollow: false, followerCount: 1 }), params),
      serve(
        engagementApi.followers,
        envelope({
          currentPage: 1,
          pageSize: 20,
          totalItems: 1,
          totalPages: 1,
          result: [
            {
              ...buildPersonSummary({ id: 'p2', username: 'niran', firstName: 'Niran', lastName: 'Dee' }),
              followedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        }),
        params,
      ),
    );
    renderApp('/profile?accountId=p1');
    const user = userEvent.setup();

    await user.click(await screen.findByText('1 follower'));
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'Niran Dee' });
    expect(link).toHaveAttribute('href', '/profile?accountId=p2');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });
});
