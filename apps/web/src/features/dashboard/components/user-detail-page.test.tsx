import type { DashboardAccountDetail } from '@ideamatch/shared';
import { dashboardAccountApi, ideaModerationApi, reportApi } from '@ideamatch/shared/api/dashboard';
import { pathOf } from '@ideamatch/shared/endpoint';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import {
  ACCOUNT_ID,
  STAFF_ID,
  buildDashboardAccount,
  buildDashboardIdea,
  signedInStaff,
} from '../../../testing/dashboard-fixtures';
import {
  envelope,
  errorReply,
  mockApi,
  pageOf,
  renderApp,
  bodiesSentTo,
  requestsTo,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('staff');
beforeEach(() => notifications.clean());

const superAdmin = signedInStaff(1);
const account = { id: ACCOUNT_ID };
const member = buildDashboardAccount();
const deactivated = buildDashboardAccount({
  isDeactivated: true,
  deactivatedAt: '2026-02-01T12:00:00.000Z',
  deactivatedReason: 'Selling followers',
});
const noIdeas = serve(ideaModerationApi.list, pageOf([]));
const openPage = () => renderApp(`/dashboard/user/${ACCOUNT_ID}`);
/** A super admin on the page of an account shown as `shown`, which a change turns into `changed`. */
const changingAccount = (shown: DashboardAccountDetail, changed: DashboardAccountDetail) =>
  mockApi(
    superAdmin,
    serve(dashboardAccountApi.get, envelope(shown), account),
    noIdeas,
    serve(dashboardAccountApi.update, envelope(changed), account),
  );
const reasonLabel = 'Reason (kept in the audit log)';

describe('user detail page', () => {
  it('shows the account with its role, status and counts, and its ideas without an owner column', async () => {
    const fetchMock = mockApi(
      superAdmin,
      serve(dashboardAccountApi.get, envelope(member), account),
      serve(ideaModerationApi.list, pageOf([buildDashboardIdea()])),
    );
    openPage();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Somchai Jaidee' });
    const header = within(heading.closest<HTMLElement>('.mantine-Paper-root')!);
    expect(header.getByText('@somchai')).toBeInTheDocument();
    expect(header.getByText('User')).toBeInTheDocument();
    expect(header.getByText('Active')).toBeInTheDocument();
    expect(header.getByText('Coffee lover and founder')).toBeInTheDocument();
    const fact = (label: string) => header.getByText(label).nextElementSibling;
    expect(fact('Email')).toHaveTextContent('somchai@example.test');
    expect(fact('Ideas')).toHaveTextContent('4');
    expect(fact('Open reports on their ideas')).toHaveTextContent('2');
    expect(fact('Sub-accounts')).toHaveTextContent('1');
    expect(header.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(header.queryByText('Deactivated')).toBeNull();

    expect(screen.getByRole('tab', { name: 'Ideas' })).toHaveAttribute('aria-selected', 'true');
    const row = (await screen.findByRole('link', { name: 'Cold brew for offices' })).closest('tr')!;
    expect(within(row).getByText('Visible')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    expect(requestsTo(fetchMock, ideaModerationApi.list)[0]?.query).toEqual({ ownerId: ACCOUNT_ID, page: '1' });
  });

  it('says when the person has no idea and no open report against them', async () => {
    const fetchMock = mockApi(
      superAdmin,
      serve(dashboardAccountApi.get, envelope(member), account),
      noIdeas,
      serve(reportApi.list, pageOf([])),
    );
    openPage();
    expect(await screen.findByText('This person has not posted any idea')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Reports against them' }));
    expect(await screen.findByText('No open reports against this person')).toBeInTheDocument();
    expect(requestsTo(fetchMock, reportApi.list)[0]?.query).toEqual({
      ownerId: ACCOUNT_ID,
      status: 'open',
      page: '1',
    });
  });

  it('deactivates only with a reason, after confirming', async () => {
    const fetchMock = changingAccount(member, deactivated);
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Somchai Jaidee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, dashboardAccountApi.update, account)).toEqual([]);

    await user.click(within(dialog).getByRole('textbox', { name: reasonLabel }));
    await user.paste('  Selling followers  ');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The account was deactivated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deactivate Somchai Jaidee?' })).toBeNull());
    expect(bodiesSentTo(fetchMock, dashboardAccountApi.update, account)).toEqual([
      { isDeactivated: true, reason: 'Selling followers' },
    ]);
  });

  it('sends nothing when deactivating is cancelled', async () => {
    const fetchMock = changingAccount(member, deactivated);
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Somchai Jaidee?' });
    await user.click(within(dialog).getByRole('textbox', { name: reasonLabel }));
    await user.paste('Selling followers');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deactivate Somchai Jaidee?' })).toBeNull());
    expect(requestsTo(fetchMock, dashboardAccountApi.update, account)).toEqual([]);
  });

  it('shows why an account was deactivated and reactivates it after confirming', async () => {
    const fetchMock = changingAccount(deactivated, member);
    openPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Somchai Jaidee' });
    const header = within(heading.closest<HTMLElement>('.mantine-Paper-root')!);
    expect(header.getAllByText('Deactivated')).toHaveLength(2);
    expect(header.getByText('Selling followers')).toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Deactivate' })).toBeNull();

    const user = userEvent.setup();
    await user.click(header.getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Somchai Jaidee?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(requestsTo(fetchMock, dashboardAccountApi.update, account)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('The account was reactivated.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, dashboardAccountApi.update, account)).toEqual([{ isDeactivated: false }]);
  });

  it('offers an empty reason when deactivating again, not the reason given before', async () => {
    let current = member;
    const server = (url: URL, init?: RequestInit) => {
      if (url.pathname !== pathOf(dashboardAccountApi.get.path, account)) return undefined;
      if (init?.method === 'PATCH') {
        const { isDeactivated } = JSON.parse(String(init.body)) as { isDeactivated: boolean };
        current = isDeactivated ? deactivated : member;
      }
      return envelope(current);
    };
    const fetchMock = mockApi(superAdmin, server, noIdeas);
    openPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate Somchai Jaidee?' });
    await user.click(within(dialog).getByRole('textbox', { name: reasonLabel }));
    await user.paste('Selling followers');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    dialog = await screen.findByRole('dialog', { name: 'Reactivate Somchai Jaidee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));

    dialog = await screen.findByRole('dialog', { name: 'Deactivate Somchai Jaidee?' });
    expect(within(dialog).getByRole('textbox', { name: reasonLabel })).toHaveValue('');
    expect(within(dialog).queryByText('Please give a reason.')).toBeNull();
    expect(bodiesSentTo(fetchMock, dashboardAccountApi.update, account)).toEqual([
      { isDeactivated: true, reason: 'Selling followers' },
      { isDeactivated: false },
    ]);
  });

  it('shows the API refusal and keeps the dialog open', async () => {
    mockApi(
      superAdmin,
      serve(dashboardAccountApi.get, envelope(buildDashboardAccount({ role: 1 })), account),
      noIdeas,
      serve(
        dashboardAccountApi.update,
        errorReply(409, 'LAST_SUPER_ADMIN', 'The last super admin cannot be removed.'),
        account,
      ),
    );
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Somchai Jaidee?' });
    await user.click(within(dialog).getByRole('textbox', { name: reasonLabel }));
    await user.paste('Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The last super admin cannot be removed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deactivate Somchai Jaidee?' })).toBeInTheDocument();
    expect(screen.queryByText('The account was deactivated.')).toBeNull();
  });

  it('offers no deactivation of an admin to an admin who may not manage admins', async () => {
    mockApi(
      signedInStaff(2, ['user.manage']),
      serve(
        dashboardAccountApi.get,
        envelope(buildDashboardAccount({ role: 2, permissions: ['idea.manage'] })),
        account,
      ),
    );
    openPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Somchai Jaidee' });
    const header = within(heading.closest<HTMLElement>('.mantine-Paper-root')!);
    expect(header.getByText('Admin')).toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    // Without idea.manage and report.manage, only the history tab is there.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Admin history']);
  });

  it("offers no deactivation of one's own account", async () => {
    const self = { id: STAFF_ID };
    mockApi(
      superAdmin,
      serve(dashboardAccountApi.get, envelope(buildDashboardAccount({ id: STAFF_ID, role: 1 })), self),
      noIdeas,
    );
    renderApp(`/dashboard/user/${STAFF_ID}`);
    expect(await screen.findByText('Super admin')).toBeInTheDocument();
    expect(await screen.findByText('This person has not posted any idea')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('asks for a reason in Thai', async () => {
    await act(() => changeLanguage('TH'));
    const fetchMock = changingAccount(member, deactivated);
    openPage();
    expect(await screen.findByText('ผู้ใช้นี้ยังไม่ได้โพสต์ไอเดีย')).toBeInTheDocument();
    expect(screen.getByText('ใช้งานอยู่')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ระงับบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับบัญชีของ Somchai Jaidee ใช่ไหม' });
    await user.click(within(dialog).getByRole('button', { name: 'ระงับบัญชี' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'เหตุผล (บันทึกไว้ในบันทึกการดำเนินการ)' }));
    await user.paste('ขายผู้ติดตาม');
    await user.click(within(dialog).getByRole('button', { name: 'ระงับบัญชี' }));
    expect(await screen.findByText('ระงับบัญชีแล้ว')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, dashboardAccountApi.update, account)).toEqual([
      { isDeactivated: true, reason: 'ขายผู้ติดตาม' },
    ]);
  });
});
