import type { Permission, StaffMember } from '@ideamatch/shared';
import { adminApi } from '@ideamatch/shared/api/dashboard';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { STAFF_ID, buildStaffMember, signedInStaff } from '../../../testing/dashboard-fixtures';
import {
  buildPersonSummary,
  envelope,
  errorReply,
  mockApi,
  renderApp,
  bodiesSentTo,
  requestsTo,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('staff');
beforeEach(() => notifications.clean());

const adminManager = signedInStaff(2, ['admin.manage']);
const nid = buildStaffMember({ permissions: ['idea.manage'] });
const nidAt = { id: nid.id };
const boss = buildStaffMember({
  ...buildPersonSummary({ id: 's1', username: 'boss', firstName: 'Big', lastName: 'Boss' }),
  role: 1,
  permissions: [],
});
const me = buildStaffMember({
  ...buildPersonSummary({ id: STAFF_ID, username: 'me', firstName: 'My', lastName: 'Self' }),
  permissions: ['admin.manage'],
});

/** The matrix as a server keeps it: a change is saved and read back. */
function permissionServer(rows: StaffMember[]) {
  let current = rows;
  return (url: URL, init?: RequestInit) => {
    if (url.pathname === adminApi.listPermissions.path && (init?.method ?? 'GET') === 'GET') {
      return envelope(current);
    }
    const match = /^\/api\/dashboard\/admin-permission\/([^/]+)$/.exec(url.pathname);
    if (!match || init?.method !== 'PUT') return undefined;
    const { permissions } = JSON.parse(String(init.body)) as { permissions: Permission[] };
    current = current.map((row) => (row.id === match[1] ? buildStaffMember({ ...row, permissions }) : row));
    return envelope(current.find((row) => row.id === match[1]));
  };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('admin permission page', () => {
  it("ticks the permissions each admin holds, and fixes the super admin and one's own row", async () => {
    mockApi(adminManager, serve(adminApi.listPermissions, envelope([boss, nid, me])));
    renderApp('/dashboard/admin-permission');

    const row = (await screen.findByRole('link', { name: 'Nid Admin' })).closest('tr')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(box('Manage ideas: nid')).toBeChecked();
    for (const name of ['Manage users: nid', 'Manage reports: nid', 'Manage admins: nid']) {
      expect(box(name)).not.toBeChecked();
      expect(box(name)).toBeEnabled();
    }
    expect(box('Manage users: boss')).toBeDisabled();
    expect(box('Manage admins: me')).toBeDisabled();
    expect(box('Manage admins: me')).toBeChecked();
    expect(
      screen.getByText('Super admins hold every permission and your own row cannot be changed here.'),
    ).toBeInTheDocument();
  });

  it('saves a granted permission with the ones already held', async () => {
    const fetchMock = mockApi(adminManager, permissionServer([nid]));
    renderApp('/dashboard/admin-permission');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Manage users: nid' }));

    expect(await screen.findByText('Manage users granted to @nid.')).toBeInTheDocument();
    expect(box('Manage users: nid')).toBeChecked();
    expect(bodiesSentTo(fetchMock, adminApi.setPermissions, nidAt)).toEqual([
      { permissions: ['idea.manage', 'user.manage'] },
    ]);
  });

  it('saves a taken permission, and two changes in turn keep each other', async () => {
    const fetchMock = mockApi(adminManager, permissionServer([nid]));
    renderApp('/dashboard/admin-permission');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Manage ideas: nid' }));
    expect(await screen.findByText('Manage ideas taken from @nid.')).toBeInTheDocument();
    await waitFor(() => expect(box('Manage ideas: nid')).not.toBeChecked());

    await user.click(box('Manage reports: nid'));
    expect(await screen.findByText('Manage reports granted to @nid.')).toBeInTheDocument();
    expect(box('Manage reports: nid')).toBeChecked();
    expect(box('Manage ideas: nid')).not.toBeChecked();
    expect(bodiesSentTo(fetchMock, adminApi.setPermissions, nidAt)).toEqual([
      { permissions: [] },
      { permissions: ['report.manage'] },
    ]);
  });

  it('puts the box back and shows the refusal when the API refuses the change', async () => {
    const fetchMock = mockApi(
      adminManager,
      serve(adminApi.listPermissions, envelope([nid])),
      serve(adminApi.setPermissions, errorReply(400, 'NOT_AN_ADMIN', 'This account is not an admin.'), nidAt),
    );
    renderApp('/dashboard/admin-permission');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Manage users: nid' }));

    expect(await screen.findByText('This account is not an admin.')).toBeInTheDocument();
    await waitFor(() => expect(box('Manage users: nid')).not.toBeChecked());
    expect(box('Manage ideas: nid')).toBeChecked();
    expect(requestsTo(fetchMock, adminApi.setPermissions, nidAt)).toHaveLength(1);
  });

  it('says there is no admin yet', async () => {
    mockApi(adminManager, serve(adminApi.listPermissions, envelope([])));
    renderApp('/dashboard/admin-permission');
    expect(await screen.findByText('No admins yet')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so, and saves a change, in Thai', async () => {
    await act(() => changeLanguage('TH'));
    const fetchMock = mockApi(adminManager, permissionServer([nid]));
    renderApp('/dashboard/admin-permission');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'จัดการรายงาน: nid' }));
    expect(await screen.findByText('ให้สิทธิ์ จัดการรายงาน แก่ @nid แล้ว')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, adminApi.setPermissions, nidAt)).toEqual([
      { permissions: ['idea.manage', 'report.manage'] },
    ]);
  });

  it('says there is no admin yet in Thai', async () => {
    await act(() => changeLanguage('TH'));
    mockApi(adminManager, serve(adminApi.listPermissions, envelope([])));
    renderApp('/dashboard/admin-permission');
    expect(await screen.findByText('ยังไม่มีผู้ดูแลระบบ')).toBeInTheDocument();
  });
});
