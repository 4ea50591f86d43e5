import type { StaffMember } from '@ideamatch/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildPersonSummary,
  buildProfile,
  callsTo,
  envelope,
  mockApi,
  on,
  pageOf,
  renderApp,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('staff');

const superAdmin = on('/api/dashboard/account/profile', envelope(buildProfile({ role: 1 })));
const noInvitations = on('/api/dashboard/admin/invitation', envelope([]));

const staff = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  ...buildPersonSummary({ id: 'a1', username: 'nid', firstName: 'Nid', lastName: 'Admin' }),
  email: 'nid@example.test',
  role: 2,
  isDeactivated: false,
  deactivatedAt: null,
  joinedAt: '2025-01-01T00:00:00.000Z',
  lastActiveAt: null,
  permissions: ['idea.manage'],
  ...overrides,
});

/** The admins of the role tab the page asks for. */
const byRole = (rows: Record<1 | 2, StaffMember[]>) => (url: URL) => {
  const match = /^\/api\/dashboard\/account\/account-role\/([12])$/.exec(url.pathname);
  return match ? pageOf(rows[Number(match[1]) as 1 | 2]) : undefined;
};

describe('admin management', () => {
  it('lists the admins of a role with email and permissions in words, and a pending invitation', async () => {
    mockApi(
      superAdmin,
      byRole({ 1: [], 2: [staff()] }),
      on(
        '/api/dashboard/admin/invitation',
        envelope([
          {
            id: 'i1',
            email: 'new@example.test',
            role: 2,
            permissions: [],
            invitedBy: null,
            createdAt: '2026-11-01T00:00:00.000Z',
            expiresAt: '2026-11-08T00:00:00.000Z',
          },
        ]),
      ),
    );
    renderApp('/dashboard/admin?role=2');
    const row = (await screen.findByText('nid@example.test')).closest('tr')!;
    expect(within(row).getByText('Nid Admin')).toBeInTheDocument();
    expect(within(row).getByText('Manage ideas')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove from admin role: Nid Admin' })).toBeInTheDocument();
    expect(screen.getByText('new@example.test')).toBeInTheDocument();
  });

  it('says nobody holds a role when its list is empty', async () => {
    mockApi(superAdmin, byRole({ 1: [], 2: [] }), noInvitations);
    renderApp('/dashboard/admin');
    expect(await screen.findByText('Nobody holds this role')).toBeInTheDocument();
  });

  it('refuses an invalid email in the invite form without calling the API', async () => {
    const fetchMock = mockApi(superAdmin, byRole({ 1: [], 2: [] }), noInvitations);
    renderApp('/dashboard/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Invite admin' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();
    // An admin with no permission is refused in the form too.
    expect(within(dialog).getByText('Choose at least one permission for an admin.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/dashboard/admin', 'POST')).toEqual([]);
  });

  it('invites an admin with the chosen permissions, and shows a refusal from the API on its field', async () => {
    let replies = 0;
    const fetchMock = mockApi(superAdmin, byRole({ 1: [], 2: [] }), noInvitations, (url, init) => {
      if (url.pathname !== '/api/dashboard/admin' || init?.method !== 'POST') return undefined;
      replies += 1;
      return replies === 1
        ? {
            status: 400,
            body: {
              statusCode: 400,
              message: 'Email is invalid',
              errorCode: 'VALIDATION_ERROR',
              details: [{ field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' }],
            },
          }
        : envelope({ outcome: 'invited', email: 'new@example.test', accountId: null });
    });
    renderApp('/dashboard/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@example.test');
    await user.click(within(dialog).getByRole('checkbox', { name: /Manage reports/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite admin' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Invite admin' }));
    expect(await screen.findByText('An invitation was mailed to new@example.test.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite an admin' })).toBeNull());
    const bodies = callsTo(fetchMock, '/api/dashboard/admin', 'POST').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.at(-1)).toEqual({ email: 'new@example.test', role: 2, permissions: ['report.manage'] });
  });
});
