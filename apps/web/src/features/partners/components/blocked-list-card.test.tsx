import type { BlockedPerson } from '@ideamatch/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildPersonSummary,
  buildProfile,
  callsTo,
  envelope,
  errorReply,
  mockApi,
  on,
  pageOf,
  renderApp,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('member');

const profile = on('/api/account/profile', envelope(buildProfile()));
const blocked = (overrides: Partial<BlockedPerson> = {}): BlockedPerson => ({
  ...buildPersonSummary(),
  blockedAt: '2026-11-01T09:30:00.000Z',
  ...overrides,
});

describe('people I blocked, in settings', () => {
  it('lists them and unblocks one only after a confirmation, then the list no longer has them', async () => {
    let rows = [blocked(), blocked({ id: 'p2', username: 'somchai', firstName: 'Somchai', lastName: null })];
    const fetchMock = mockApi(
      profile,
      (url, init) =>
        url.pathname === '/api/partner/block' && (init?.method ?? 'GET') === 'GET'
          ? pageOf(rows, { pageSize: 12 })
          : undefined,
      (url, init) => {
        if (url.pathname !== '/api/partner/block/p1' || init?.method !== 'DELETE') return undefined;
        rows = rows.filter((row) => row.id !== 'p1');
        return envelope({ accountId: 'p1', state: 'none', requestId: null, isBlockedByMe: false, isPersona: false });
      },
    );
    renderApp('/settings?tab=privacy');
    const card = within(await screen.findByRole('region', { name: 'People you blocked' }));
    expect(await card.findAllByTestId('blocked-row')).toHaveLength(2);
    expect(card.getByRole('link', { name: 'Malee Sukjai' })).toHaveAttribute('href', '/profile?accountId=p1');
    expect(card.getByText(/@malee · blocked 01 November 2026/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Unblock Malee Sukjai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Malee Sukjai?' });
    expect(callsTo(fetchMock, '/api/partner/block/p1', 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/block/p1', 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Person unblocked')).toBeInTheDocument();
    await waitFor(() => expect(card.getAllByTestId('blocked-row')).toHaveLength(1));
    expect(card.queryByText('Malee Sukjai')).not.toBeInTheDocument();
  });

  it('keeps the person blocked when the confirmation is cancelled', async () => {
    const fetchMock = mockApi(profile, on('/api/partner/block', pageOf([blocked()], { pageSize: 12 })));
    renderApp('/settings?tab=privacy');
    const card = within(await screen.findByRole('region', { name: 'People you blocked' }));
    const user = userEvent.setup();
    await user.click(await card.findByRole('button', { name: 'Unblock Malee Sukjai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Malee Sukjai?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/partner/block/p1', 'DELETE')).toHaveLength(0);
    expect(card.getAllByTestId('blocked-row')).toHaveLength(1);
  });

  it('says nobody is blocked, and offers a retry when the list cannot load', async () => {
    mockApi(profile, on('/api/partner/block', pageOf([], { pageSize: 12 })));
    const { unmount } = renderApp('/settings?tab=privacy');
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    unmount();

    mockApi(profile, (url) =>
      url.pathname === '/api/partner/block' ? errorReply(500, 'INTERNAL_ERROR', 'Something went wrong.') : undefined,
    );
    renderApp('/settings?tab=privacy');
    const card = within(await screen.findByRole('region', { name: 'People you blocked' }));
    expect(await card.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
