import type { ContentReport } from '@ideamatch/shared';
import { contentReportApi } from '@ideamatch/shared/api/report';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../testing/dashboard-fixtures';
import {
  bodiesSentTo,
  buildPersonSummary,
  envelope,
  mockApi,
  pageOf,
  renderApp,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('staff');
beforeEach(() => notifications.clean());

const reportManager = signedInStaff(2, ['report.manage', 'idea.manage']);
const reporter = buildPersonSummary({ id: 'r1', username: 'ploy', firstName: 'Ploy', lastName: 'Sriwan' });
const author = {
  ...buildPersonSummary({ id: 'a1', username: 'spammer', firstName: 'Sam', lastName: null }),
  isDeactivated: false,
};
const base = {
  detail: null,
  status: 'open',
  reporter,
  account: author,
  comment: null,
  actionTaken: null,
  decisionNote: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
} as const;
const commentReport: ContentReport = {
  ...base,
  id: '01900000-0000-7000-8000-0000000000c1',
  targetType: 'comment',
  reason: 'other',
  detail: 'Links to a phishing page',
  comment: { id: 'c1', ideaId: 'i1', ideaName: 'Durian delivery', text: 'Win a phone at my site', isDeleted: false },
};
const personReport: ContentReport = {
  ...base,
  id: '01900000-0000-7000-8000-0000000000c2',
  targetType: 'account',
  reason: 'harassment',
  detail: 'Insults in chat',
};

describe('report queue: comments and people', () => {
  it('shows each report with its reason and text, links the person, and deletes a reported comment', async () => {
    const fetchMock = mockApi(
      reportManager,
      serve(contentReportApi.list, pageOf([commentReport, personReport])),
      serve(contentReportApi.decide, envelope({ decidedCount: 1 }), { id: commentReport.id }),
    );
    renderApp('/dashboard/report?kind=content');
    const cards = await screen.findAllByTestId('content-report', {}, { timeout: 15_000 });
    expect(cards).toHaveLength(2);
    const [comment, person] = cards.map((card) => within(card));
    expect(comment!.getByText('Something else')).toBeInTheDocument();
    expect(comment!.getByText('“Links to a phishing page”')).toBeInTheDocument();
    expect(comment!.getByText('Win a phone at my site')).toBeInTheDocument();
    expect(comment!.getByRole('link', { name: 'Durian delivery' })).toHaveAttribute('href', '/dashboard/idea/i1');
    expect(person!.getByText('Harassment or bullying')).toBeInTheDocument();
    expect(person!.getByText('“Insults in chat”')).toBeInTheDocument();
    expect(person!.getByRole('link', { name: /Sam/ })).toHaveAttribute('href', '/dashboard/user/a1');
    expect(person!.queryByRole('button', { name: 'Delete the comment' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(comment!.getByRole('button', { name: 'Delete the comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the comment and resolve the reports?' });
    await user.type(within(dialog).getByLabelText('Note (optional, only staff see it)'), 'Phishing');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the comment' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, contentReportApi.decide, { id: commentReport.id })).toEqual([
        { status: 'resolved', action: 'deleteComment', note: 'Phishing' },
      ]),
    );
    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
  }, 60_000);

  it('dismisses a person report', async () => {
    const fetchMock = mockApi(
      reportManager,
      serve(contentReportApi.list, pageOf([personReport])),
      serve(contentReportApi.decide, envelope({ decidedCount: 1 }), { id: personReport.id }),
    );
    renderApp('/dashboard/report?kind=content');
    const card = within(await screen.findByTestId('content-report', {}, { timeout: 15_000 }));
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, contentReportApi.decide, { id: personReport.id })).toEqual([
        { status: 'dismissed', action: 'none' },
      ]),
    );
  }, 60_000);
});
