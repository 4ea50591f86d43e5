import { ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { pathOf } from '@ideamatch/shared/endpoint';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import {
  IDEA_ID,
  buildDashboardIdea,
  buildDashboardIdeaDetail,
  ideaOwner,
  signedInStaff,
} from '../../../testing/dashboard-fixtures';
import {
  envelope,
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

const ideaManager = signedInStaff(2, ['idea.manage']);

const visible = buildDashboardIdea();
const hidden = buildDashboardIdea({
  id: '01900000-0000-7000-8000-0000000000a2',
  name: 'Durian delivery',
  isHidden: true,
  isHiddenByReport: true,
  openReportCount: 2,
  owner: ideaOwner({ isDeactivated: true }),
});
const deleted = buildDashboardIdea({ id: '01900000-0000-7000-8000-0000000000a3', name: 'Tuk-tuk tours', status: -1 });

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('idea management table', () => {
  it('lists each idea with its owner, category, activity and status', async () => {
    const fetchMock = mockApi(ideaManager, serve(ideaModerationApi.list, pageOf([visible, hidden, deleted])));
    renderApp('/dashboard/idea?sortBy=1');

    const first = await rowOf('Cold brew for offices');
    expect(within(first).getByRole('link', { name: 'Cold brew for offices' })).toHaveAttribute(
      'href',
      `/dashboard/idea/${IDEA_ID}`,
    );
    expect(within(first).getByText('Food')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Malee Sukjai' })).toHaveAttribute(
      'href',
      `/dashboard/user/${visible.owner.id}`,
    );
    expect(within(first).getByText('Visible')).toBeInTheDocument();
    expect(within(first).getByText('12 views · 3 comments')).toBeInTheDocument();

    const second = await rowOf('Durian delivery');
    expect(within(second).getByText('Hidden')).toBeInTheDocument();
    expect(within(second).getByText('2 open reports')).toBeInTheDocument();
    expect(within(second).getByText('Owner deactivated')).toBeInTheDocument();
    expect(within(second).queryByText('Visible')).toBeNull();

    expect(within(await rowOf('Tuk-tuk tours')).getByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText('3 items · page 1 of 1')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ideaModerationApi.list)[0]?.query).toEqual({
      sortBy: '1',
      status: 'all',
      categoryId: 'all',
      page: '1',
    });
  });

  it('asks for the chosen status, then for the searched text, and keeps both in the address', async () => {
    const fetchMock = mockApi(ideaManager, serve(ideaModerationApi.list, pageOf([visible])));
    const { router } = renderApp('/dashboard/idea?sortBy=1');
    await rowOf('Cold brew for offices');
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Hidden', hidden: true }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, ideaModerationApi.list).at(-1)?.query).toMatchObject({ status: 'hidden' }),
    );

    await user.click(screen.getByRole('searchbox', { name: 'Search ideas' }));
    await user.paste('brew');
    await waitFor(() =>
      expect(requestsTo(fetchMock, ideaModerationApi.list).at(-1)?.query).toEqual({
        sortBy: '1',
        status: 'hidden',
        categoryId: 'all',
        q: 'brew',
        page: '1',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sortBy: '1',
      status: 'hidden',
      q: 'brew',
    });
  });

  it('says no idea was found when the list is empty, in Thai', async () => {
    await act(() => changeLanguage('TH'));
    mockApi(ideaManager, serve(ideaModerationApi.list, pageOf([])));
    renderApp('/dashboard/idea?sortBy=1');
    expect(await screen.findByText('ไม่พบไอเดียที่คุณกำลังค้นหา')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveValue('ทุกสถานะ');
  });

  it('shows the status badges in Thai', async () => {
    await act(() => changeLanguage('TH'));
    mockApi(ideaManager, serve(ideaModerationApi.list, pageOf([hidden])));
    renderApp('/dashboard/idea?sortBy=1');
    const row = await rowOf('Durian delivery');
    expect(within(row).getByText('ซ่อนอยู่')).toBeInTheDocument();
    expect(within(row).getByText('รายงานที่รอตรวจ 2 รายการ')).toBeInTheDocument();
    expect(within(row).getByText('เจ้าของถูกระงับ')).toBeInTheDocument();
  });
});

/** Picks the reason a moderator's decision is told to the owner with (`Spam` unless told). */
async function chooseReason(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  option = 'Spam',
  label = /^Reason/,
) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('moderating an idea', () => {
  const detail = buildDashboardIdeaDetail();
  const idea = { id: IDEA_ID };

  it('opens an idea from the table and hides it with a note after confirming', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.list, pageOf([visible])),
      serve(ideaModerationApi.get, envelope(detail), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea({ isHidden: true })), idea),
    );
    renderApp('/dashboard/idea?sortBy=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Cold brew for offices' }));
    await user.click(await screen.findByRole('button', { name: 'Hide' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hide this idea?' });
    expect(requestsTo(fetchMock, ideaModerationApi.update, idea)).toEqual([]);
    await chooseReason(user, dialog);
    await user.click(within(dialog).getByRole('textbox', { name: 'Note to the owner (optional)' }));
    await user.paste('  Spam links  ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('The idea is hidden.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hide this idea?' })).toBeNull());
    expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([
      { isHidden: true, reason: 'spam', note: 'Spam links' },
    ]);
  });

  it('offers an empty note when hiding again, not the note of the earlier hide', async () => {
    let isHidden = false;
    const server = (url: URL, init?: RequestInit) => {
      if (url.pathname !== pathOf(ideaModerationApi.get.path, idea)) return undefined;
      if (init?.method === 'PATCH') {
        isHidden = (JSON.parse(String(init.body)) as { isHidden: boolean }).isHidden;
        return envelope(buildDashboardIdea({ isHidden }));
      }
      return envelope(buildDashboardIdeaDetail({ isHidden }));
    };
    const fetchMock = mockApi(ideaManager, server);
    renderApp(`/dashboard/idea/${IDEA_ID}`);
    const user = userEvent.setup();
    const noteLabel = 'Note to the owner (optional)';

    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide this idea?' });
    await chooseReason(user, dialog);
    await user.click(within(dialog).getByRole('textbox', { name: noteLabel }));
    await user.paste('Spam links');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await user.click(await screen.findByRole('button', { name: 'Show again' }));
    await user.click(await screen.findByRole('button', { name: 'Hide' }));

    dialog = await screen.findByRole('dialog', { name: 'Hide this idea?' });
    expect(within(dialog).getByRole('textbox', { name: noteLabel })).toHaveValue('');
    await chooseReason(user, dialog, 'Scam or fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([
        { isHidden: true, reason: 'spam', note: 'Spam links' },
        { isHidden: false },
        { isHidden: true, reason: 'scamOrFraud' },
      ]),
    );
  });

  it('sends nothing when hiding is cancelled', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(detail), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea({ isHidden: true })), idea),
    );
    renderApp(`/dashboard/idea/${IDEA_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this idea?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hide this idea?' })).toBeNull());
    expect(requestsTo(fetchMock, ideaModerationApi.update, idea)).toEqual([]);
  });

  it('asks for a reason before hiding and sends nothing without one', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(detail), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea({ isHidden: true })), idea),
    );
    renderApp(`/dashboard/idea/${IDEA_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this idea?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ideaModerationApi.update, idea)).toEqual([]);

    await chooseReason(user, dialog);
    expect(within(dialog).queryByText('Please choose a reason.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([{ isHidden: true, reason: 'spam' }]),
    );
  });

  it('shows a hidden idea again in one click, which is not destructive', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail({ isHidden: true })), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea()), idea),
    );
    renderApp(`/dashboard/idea/${IDEA_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('The idea is visible again.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([{ isHidden: false }]);
  });

  it('deletes an idea only once confirmed, then goes back to the table', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.list, pageOf([])),
      serve(ideaModerationApi.get, envelope(detail), idea),
      serve(ideaModerationApi.delete, envelope({ id: IDEA_ID }), idea),
    );
    const { router } = renderApp(`/dashboard/idea/${IDEA_ID}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this idea?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this idea?' })).toBeNull());
    expect(requestsTo(fetchMock, ideaModerationApi.delete, idea)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this idea?' });
    await chooseReason(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The idea was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/idea'));
    expect(requestsTo(fetchMock, ideaModerationApi.delete, idea)).toHaveLength(1);
  });

  it('restores a deleted idea', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail({ status: -1 })), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea()), idea),
    );
    renderApp(`/dashboard/idea/${IDEA_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restore idea' }));
    expect(await screen.findByText('The idea was restored.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([{ isDeleted: false }]);
  });

  it('asks before hiding, in Thai', async () => {
    await act(() => changeLanguage('TH'));
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(detail), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea({ isHidden: true })), idea),
    );
    renderApp(`/dashboard/idea/${IDEA_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ซ่อน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ซ่อนไอเดียนี้ใช่ไหม' });
    await chooseReason(user, dialog, 'สแปม', /^เหตุผล/);
    await user.click(within(dialog).getByRole('button', { name: 'ซ่อน' }));
    expect(await screen.findByText('ซ่อนไอเดียแล้ว')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([{ isHidden: true, reason: 'spam' }]);
  });
});
