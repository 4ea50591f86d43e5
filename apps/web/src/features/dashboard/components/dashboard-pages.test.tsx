import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildProfile, envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';

const page = <T,>(result: T[]) => ({ currentPage: 1, pageSize: 20, totalItems: result.length, totalPages: 1, result });

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'staff');
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard pages', () => {
  it('an Admin with only idea.manage lands on the overview, which every staff member may read, and has no user menu', async () => {
    mockApi(on('/api/dashboard/account/profile', envelope(buildProfile({ role: 2, permissions: ['idea.manage'] }))));
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/overview'));
    expect(await screen.findByRole('link', { name: 'Idea management' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User' })).not.toBeInTheDocument();
  });

  it('a 403 from a dashboard page (permissions taken away meanwhile) says so and keeps the person signed in', async () => {
    mockApi(
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 2, permissions: ['user.manage'] }))),
      on('/api/dashboard/account', errorReply(403, 'FORBIDDEN', 'You have no permission.')),
    );
    const { router } = renderApp('/dashboard/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/no-access'));
    expect(await screen.findByRole('link', { name: 'Go to the overview' })).toHaveAttribute(
      'href',
      '/dashboard/overview',
    );
    expect(screen.getAllByText('You have no permission.').length).toBeGreaterThan(0);
  });

  it('a page needing a permission the admin lacks shows "no permission" there, not the login form', async () => {
    mockApi(on('/api/dashboard/account/profile', envelope(buildProfile({ role: 2, permissions: ['idea.manage'] }))));
    const { router } = renderApp('/dashboard/report');
    expect(await screen.findByText('You have no permission.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/report');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/dashboard/overview');
  });

  it('the overview shows totals and the chosen period, for a staff member without any permission', async () => {
    const days = Array.from({ length: 7 }, (_, index) => ({
      date: `2026-11-${String(14 + index).padStart(2, '0')}`,
      signUps: index,
      ideas: 1,
      reports: index === 6 ? 2 : 0,
      activePeople: 3,
    }));
    const fetchMock = mockApi(
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 2, permissions: [] }))),
      on('/api/dashboard/overview', envelope({ days, totals: { accounts: 1234, ideas: 56, openReports: 2 } })),
    );
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/overview'));
    expect(await screen.findByTestId('overview-total-accounts')).toHaveTextContent('1,234');
    expect(screen.getByTestId('overview-total-openReports')).toHaveTextContent('2');
    // 0 + 1 + … + 6 sign-ups over the week.
    expect(screen.getByText('21 new in this period')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/dashboard/overview?days=7'))).toBe(true),
    );
  });

  it('the SuperAdmin sees how the last scheduled backup went; an Admin does not see backups', async () => {
    const overview = envelope({ days: [], totals: { accounts: 1, ideas: 1, openReports: 0 } });
    mockApi(
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 }))),
      on('/api/dashboard/overview', overview),
      on(
        '/api/dashboard/backup',
        envelope({
          schedule: '0 3 * * *',
          keep: 7,
          where: '/srv/ideamatch/data/backups',
          lastAttemptAt: '2026-11-28T03:00:00.000Z',
          lastSuccessAt: null,
          lastOutcome: 'failed',
          lastFile: null,
          lastBytes: null,
          lastDurationMs: 120,
          lastError: 'ENOSPC: no space left on device',
        }),
      ),
    );
    const { unmount } = renderApp('/dashboard/overview');
    const card = await screen.findByRole('region', { name: 'Backups' });
    expect(await screen.findByTestId('backup-outcome')).toHaveTextContent('Failed');
    expect(card).toHaveTextContent('Schedule (UTC): 0 3 * * *, keeping the newest 7');
    expect(card).toHaveTextContent('Reason: ENOSPC: no space left on device');
    unmount();

    const fetchMock = mockApi(
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 2, permissions: [] }))),
      on('/api/dashboard/overview', overview),
    );
    renderApp('/dashboard/overview');
    expect(await screen.findByTestId('overview-total-accounts')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Backups' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/dashboard/backup'))).toBe(false);
  });

  it('lists users with their role and status', async () => {
    mockApi(
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 }))),
      on(
        '/api/dashboard/account',
        envelope(
          page([
            {
              id: 'u1',
              username: 'somchai',
              firstName: 'Somchai',
              middleName: null,
              lastName: 'Jaidee',
              profileImageUrl: null,
              email: 'somchai@example.test',
              role: 0,
              isDeactivated: true,
              deactivatedAt: '2026-01-01T00:00:00.000Z',
              joinedAt: '2025-01-01T00:00:00.000Z',
              lastActiveAt: null,
            },
            {
              id: 'u2',
              username: `deleted.${'0'.repeat(32)}`,
              firstName: null,
              middleName: null,
              lastName: null,
              profileImageUrl: null,
              isDeleted: true,
              email: null,
              role: 0,
              isDeactivated: true,
              deactivatedAt: '2026-01-02T00:00:00.000Z',
              joinedAt: '2025-01-02T00:00:00.000Z',
              lastActiveAt: null,
            },
          ]),
        ),
      ),
    );
    renderApp('/dashboard/user');
    expect(await screen.findByRole('link', { name: 'Somchai Jaidee' })).toHaveAttribute('href', '/dashboard/user/u1');
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    // A deleted account is named and marked as deleted, never by its placeholder username or as suspended.
    expect(screen.getByRole('link', { name: 'Deleted account' })).toHaveAttribute('href', '/dashboard/user/u2');
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByText(/deleted\.0000/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Deactivated')).toHaveLength(1);
    expect(screen.getByText('somchai@example.test')).toBeInTheDocument();
  });

  it('names the permissions in words, never by their codes, in both languages', async () => {
    const admin = {
      id: 'a1',
      username: 'nid',
      firstName: 'Nid',
      middleName: null,
      lastName: 'Admin',
      profileImageUrl: null,
      email: 'nid@example.test',
      role: 2,
      isDeactivated: false,
      deactivatedAt: null,
      joinedAt: '2025-01-01T00:00:00.000Z',
      lastActiveAt: null,
      permissions: ['user.manage'],
    };
    mockApi(
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 }))),
      on('/api/dashboard/admin-permission', envelope([admin])),
    );
    renderApp('/dashboard/admin-permission');
    expect(await screen.findByRole('columnheader', { name: /Manage users/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Manage users: nid' })).toBeChecked();
    expect(screen.queryByText(/\b(user|idea|report|admin)\.manage\b/)).toBeNull();

    await act(() => changeLanguage('TH'));
    expect(await screen.findByRole('columnheader', { name: /จัดการผู้ใช้/ })).toBeInTheDocument();
    expect(screen.queryByText(/\.manage\b/)).toBeNull();
  });

  it('shows the placeholder for an idea image that fails to load', async () => {
    const owner = {
      id: 'o1',
      username: 'malee',
      firstName: 'Malee',
      middleName: null,
      lastName: 'Sukjai',
      profileImageUrl: null,
      isDeactivated: false,
    };
    const idea = {
      id: 'idea-1',
      name: 'Cold brew for offices',
      category: 'food',
      coverImageUrl: '/uploads/idea/gone.jpg',
      owner,
      status: 1,
      isHidden: false,
      isHiddenByReport: false,
      isAdminSuggest: false,
      isSponsored: false,
      sponsoredUntil: null,
      postDate: '2026-01-01T00:00:00.000Z',
      views: 3,
      commentCount: 0,
      rating: 0,
      reviewCount: 0,
      openReportCount: 0,
      description: 'Fresh coffee',
      detail: '',
      businessModel: null,
      achievements: [],
      imageUrls: ['/uploads/idea/gone.jpg'],
      reports: [],
      comments: [],
      appeal: null,
      visibility: 'public',
      isDetailWithheld: false,
    };
    mockApi(
      on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 }))),
      on('/api/dashboard/idea/idea-1', envelope(idea)),
    );
    renderApp('/dashboard/idea/idea-1');
    expect((await screen.findByRole('img', { name: 'Cold brew for offices' })).tagName).toBe('IMG');
    // Every copy fails (the WebP set, then the original), as a missing file does.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const img = screen.getByRole('img', { name: 'Cold brew for offices' });
      if (img.tagName !== 'IMG') break;
      fireEvent.error(img);
    }
    await waitFor(() => expect(screen.getByRole('img', { name: 'Cold brew for offices' }).tagName).not.toBe('IMG'));
  });
});
