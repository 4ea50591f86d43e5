import { ideaModerationApi } from '@ideamatch/shared/api/dashboard';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import {
  IDEA_ID,
  OWNER_ID,
  buildDashboardComment,
  buildDashboardIdea,
  buildDashboardIdeaDetail,
  buildDashboardReport,
  signedInStaff,
} from '../../../testing/dashboard-fixtures';
import {
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

const ideaManager = signedInStaff(2, ['idea.manage']);
const idea = { id: IDEA_ID };
const openPage = () => renderApp(`/dashboard/idea/${IDEA_ID}`);

const question = buildDashboardComment();
const reply = buildDashboardComment({
  id: '01900000-0000-7000-8000-0000000000e2',
  parentId: question.id,
  text: 'Yes, every weekday',
});
const removed = buildDashboardComment({
  id: '01900000-0000-7000-8000-0000000000e3',
  text: 'Buy followers here',
  isDeleted: true,
});

describe('idea review page', () => {
  it('shows the idea, its owner, its flags and its reports and comments counted on the tabs', async () => {
    mockApi(
      ideaManager,
      serve(
        ideaModerationApi.get,
        envelope(
          buildDashboardIdeaDetail({
            isAdminSuggest: true,
            isSponsored: true,
            sponsoredUntil: '2026-03-15T12:00:00.000Z',
            isHidden: true,
            isHiddenByReport: true,
            openReportCount: 1,
            achievements: ['First customer'],
            businessModel: 'Monthly subscription',
            reports: [buildDashboardReport({ detail: 'Same post five times' })],
            comments: [question, reply],
          }),
        ),
        idea,
      ),
    );
    openPage();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Cold brew for offices' });
    const header = within(heading.closest<HTMLElement>('.mantine-Paper-root')!);
    expect(header.getByText('Food')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Malee Sukjai' })).toHaveAttribute('href', `/dashboard/user/${OWNER_ID}`);
    for (const badge of ['Hidden', 'Suggested', 'Sponsored', '1 open report']) {
      expect(header.getByText(badge)).toBeInTheDocument();
    }
    expect(header.getByText('Sponsored until')).toHaveTextContent(/^Sponsored until 15 March 2026 \| \d\d:\d\d$/);
    expect(header.getByText('Hidden by moderation: the owner cannot show it again.')).toBeInTheDocument();
    expect(screen.getByText('Coffee for teams')).toBeInTheDocument();
    expect(screen.getByText('We deliver every morning')).toBeInTheDocument();
    expect(screen.getByText('Monthly subscription')).toBeInTheDocument();
    expect(screen.getByText('• First customer')).toBeInTheDocument();
    // A hidden idea is shown again rather than hidden.
    expect(screen.getByRole('button', { name: 'Show again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();

    expect(screen.getByRole('tab', { name: 'Reports (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('“Same post five times”')).toBeInTheDocument();
    // Deciding reports takes report.manage, which this admin lacks.
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Comments (2)' }));
    expect(await screen.findByText('Do you deliver to Silom?')).toBeInTheDocument();
    expect(screen.getByText('Yes, every weekday')).toBeInTheDocument();
  });

  it('says when nobody reported the idea and nobody commented', async () => {
    mockApi(ideaManager, serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail()), idea));
    openPage();
    expect(await screen.findByText('Nobody has reported this idea')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Comments (0)' }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  });

  it('says the same in Thai', async () => {
    await act(() => changeLanguage('TH'));
    mockApi(ideaManager, serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail()), idea));
    openPage();
    expect(await screen.findByText('ยังไม่มีใครรายงานไอเดียนี้')).toBeInTheDocument();
    expect(screen.getByText('แสดงอยู่')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'ความคิดเห็น (0)' }));
    expect(await screen.findByText('ยังไม่มีความคิดเห็น')).toBeInTheDocument();
  });

  it('shows the API refusal when the idea cannot be loaded', async () => {
    mockApi(ideaManager, serve(ideaModerationApi.get, errorReply(404, 'NOT_FOUND', 'Not found.'), idea));
    openPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cold brew for offices' })).toBeNull();
  });
});

describe('sponsoring an idea', () => {
  const format = (day: dayjs.Dayjs) => day.format('D MMMM YYYY');
  const openDialog = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark sponsored' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as sponsored' });
    return { user, dialog };
  };

  it('sends the end of the chosen day as the end of the sponsorship', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail()), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea({ isSponsored: true })), idea),
    );
    openPage();
    const { user, dialog } = await openDialog();

    // The picker opens on the month of the default end, 30 days ahead; pick a neighbour of it.
    const preset = dayjs().add(30, 'day');
    const chosen = preset.date() > 1 ? preset.subtract(1, 'day') : preset.add(1, 'day');
    const field = within(dialog).getByRole('button', { name: /Sponsored until/ });
    expect(field).toHaveTextContent(preset.format('DD MMMM YYYY'));
    await user.click(field);
    await user.click(await screen.findByRole('button', { name: format(chosen) }));
    await waitFor(() => expect(field).toHaveTextContent(chosen.format('DD MMMM YYYY')));
    expect(requestsTo(fetchMock, ideaModerationApi.update, idea)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Mark sponsored' }));
    expect(await screen.findByText('The idea is sponsored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as sponsored' })).toBeNull());
    expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([
      { isSponsored: true, sponsoredUntil: chosen.endOf('day').toISOString() },
    ]);
  });

  it('offers no day before tomorrow', async () => {
    const fetchMock = mockApi(ideaManager, serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail()), idea));
    openPage();
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByRole('button', { name: /Sponsored until/ });
    const preset = dayjs().add(30, 'day');
    await user.click(field);
    // Back from the month of the default end to this month.
    const monthsBack = preset.startOf('month').diff(dayjs().startOf('month'), 'month');
    for (let step = 0; step < monthsBack; step += 1) {
      const calendar = (await screen.findByRole('button', { name: format(preset) })).closest('table')!.parentElement!;
      await user.click(calendar.parentElement!.querySelector<HTMLButtonElement>('[data-direction="previous"]')!);
    }
    const today = await screen.findByRole('button', { name: format(dayjs()) });
    expect(today).toBeDisabled();
    expect(screen.getByRole('button', { name: format(dayjs().add(1, 'day')) })).toBeEnabled();
    await user.click(today);
    expect(field).toHaveTextContent(preset.format('DD MMMM YYYY'));
    expect(requestsTo(fetchMock, ideaModerationApi.update, idea)).toEqual([]);
  });

  it('keeps the dialog open and shows the refusal when the API refuses the date', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail()), idea),
      serve(
        ideaModerationApi.update,
        {
          status: 400,
          body: {
            statusCode: 400,
            message: 'The sponsorship must end in the future.',
            errorCode: 'VALIDATION_ERROR',
            details: [
              {
                field: 'sponsoredUntil',
                code: 'SPONSORED_UNTIL_PAST',
                message: 'The sponsorship must end in the future.',
              },
            ],
          },
        },
        idea,
      ),
    );
    openPage();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Mark sponsored' }));
    expect(await screen.findByText('Incorrect input. Please try again')).toBeInTheDocument();
    const dialogAfter = screen.getByRole('dialog', { name: 'Mark as sponsored' });
    // The refusal's field error stands under the date it is about.
    expect(within(dialogAfter).getByText('The sponsorship must end in the future.')).toBeInTheDocument();
    expect(screen.queryByText('The idea is sponsored.')).toBeNull();
    expect(requestsTo(fetchMock, ideaModerationApi.update, idea)).toHaveLength(1);
  });

  it('ends a sponsorship in one click', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(
        ideaModerationApi.get,
        envelope(buildDashboardIdeaDetail({ isSponsored: true, sponsoredUntil: '2026-03-15T12:00:00.000Z' })),
        idea,
      ),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea()), idea),
    );
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End sponsorship' }));
    expect(await screen.findByText('The sponsorship ended.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([{ isSponsored: false }]);
  });
});

describe('hiding, warning and deleting tell the owner a reason', () => {
  it('asks for a reason before hiding, and sends it with the note', async () => {
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail()), idea),
      serve(ideaModerationApi.update, envelope(buildDashboardIdea({ isHidden: true, isHiddenByReport: true })), idea),
    );
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this idea?' });
    expect(within(dialog).getByText(/they are told why and may appeal once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ideaModerationApi.update, idea)).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Note to the owner/ }), 'Asks for deposits');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The idea is hidden.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaModerationApi.update, idea)).toEqual([
      { isHidden: true, reason: 'scamOrFraud', note: 'Asks for deposits' },
    ]);
  });

  it('warns the owner with a reason, in Thai', async () => {
    await act(() => changeLanguage('TH'));
    const fetchMock = mockApi(
      ideaManager,
      serve(ideaModerationApi.get, envelope(buildDashboardIdeaDetail()), idea),
      serve(ideaModerationApi.warn, envelope({ id: IDEA_ID }), idea),
    );
    openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ตักเตือนเจ้าของ' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'ตักเตือนเจ้าของไอเดียใช่ไหม' });
    await user.click(within(dialog).getByRole('combobox', { name: /^เหตุผล/ }));
    await user.click(await screen.findByRole('option', { name: 'สแปม' }));
    await user.click(within(dialog).getByRole('button', { name: 'ตักเตือนเจ้าของ' }));
    expect(await screen.findByText('ตักเตือนเจ้าของแล้ว')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaModerationApi.warn, idea)).toEqual([{ reason: 'spam' }]);
    await act(() => changeLanguage('EN'));
  });
});

describe('deleting a comment', () => {
  const withComments = serve(
    ideaModerationApi.get,
    envelope(buildDashboardIdeaDetail({ commentCount: 3, comments: [question, reply, removed] })),
    idea,
  );
  const openComments = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Comments (3)' }));
    const paper = (await screen.findByText('Do you deliver to Silom?')).closest<HTMLElement>('.mantine-Paper-root')!;
    return { user, paper };
  };

  it('marks a deleted comment and offers no delete button for it', async () => {
    mockApi(ideaManager, withComments);
    openPage();
    await openComments();
    const gone = screen.getByText('Buy followers here').closest<HTMLElement>('.mantine-Paper-root')!;
    expect(within(gone).getByText('Deleted')).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: 'Delete comment' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(2);
  });

  it('deletes a comment after confirming, and nothing when cancelled', async () => {
    const target = { id: question.id };
    const fetchMock = mockApi(
      ideaManager,
      withComments,
      serve(ideaModerationApi.deleteComment, envelope({ id: question.id }), target),
    );
    openPage();
    const { user, paper } = await openComments();

    await user.click(within(paper).getByRole('button', { name: 'Delete comment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    expect(within(dialog).getByText('The comment disappears for everyone; replies stay in place.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete comment' })).toBeNull());
    expect(requestsTo(fetchMock, ideaModerationApi.deleteComment, target)).toEqual([]);

    await user.click(within(paper).getByRole('button', { name: 'Delete comment' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('The comment was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete comment' })).toBeNull());
    expect(requestsTo(fetchMock, ideaModerationApi.deleteComment, target)).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the API refusal and keeps the dialog open', async () => {
    const target = { id: question.id };
    mockApi(
      ideaManager,
      withComments,
      serve(ideaModerationApi.deleteComment, errorReply(404, 'NOT_FOUND', 'Not found.'), target),
    );
    openPage();
    const { user, paper } = await openComments();
    await user.click(within(paper).getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete comment' })).toBeInTheDocument();
  });
});
