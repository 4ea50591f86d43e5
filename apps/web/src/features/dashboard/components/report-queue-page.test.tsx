import { reportApi } from '@ideamatch/shared/api/dashboard';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import {
  IDEA_ID,
  OWNER_ID,
  buildDashboardIdea,
  buildDashboardReport,
  buildReportGroup,
  signedInStaff,
} from '../../../testing/dashboard-fixtures';
import {
  buildPersonSummary,
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

const reportManager = signedInStaff(2, ['report.manage']);

const spam = buildDashboardReport({ detail: 'Same post five times' });
const selfPromotion = buildDashboardReport({
  id: '01900000-0000-7000-8000-0000000000d2',
  reporter: buildPersonSummary({ id: 'r2', username: 'ploy', firstName: 'Ploy', lastName: 'Sriwan' }),
  reason: 'selfPurpose',
  createdAt: '2026-01-31T09:00:00.000Z',
});
const reported = buildDashboardIdea({ openReportCount: 2 });
const openGroup = buildReportGroup(reported, [spam, selfPromotion]);
const firstOpen = { id: spam.id };

/** The card of the reported idea named `name`. */
const cardOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest<HTMLElement>('.mantine-Paper-root')!;

describe('report queue', () => {
  it('lists each reported idea with its owner, counted reasons and every report', async () => {
    const fetchMock = mockApi(reportManager, serve(reportApi.list, pageOf([openGroup])));
    renderApp('/dashboard/report');

    const card = within(await cardOf('Cold brew for offices'));
    expect(card.getByRole('link', { name: 'Cold brew for offices' })).toHaveAttribute(
      'href',
      `/dashboard/idea/${IDEA_ID}`,
    );
    expect(card.getByRole('link', { name: '@malee' })).toHaveAttribute('href', `/dashboard/user/${OWNER_ID}`);
    expect(card.getByText('2 reports')).toBeInTheDocument();
    expect(card.getByText('Spam · 1')).toBeInTheDocument();
    expect(card.getByText('Self-promotion · 1')).toBeInTheDocument();
    expect(card.queryByText(/Not related to the content ·/)).toBeNull();
    expect(card.getByText('Somsak Deejai')).toBeInTheDocument();
    expect(card.getByText('“Same post five times”')).toBeInTheDocument();
    expect(card.getByText('Ploy Sriwan')).toBeInTheDocument();
    expect(card.getByText('Self-promotion')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(
      screen.getByText(/^An idea reported by 3 or more members \(verified accounts older than a day/),
    ).toBeInTheDocument();
    // No appeal on this idea: no appeal box.
    expect(card.queryByText('Owner’s appeal')).toBeNull();
    expect(requestsTo(fetchMock, reportApi.list)[0]?.query).toEqual({ status: 'open', page: '1' });
  });

  it('shows the owner’s appeal on its idea, with what deciding the reports does to it', async () => {
    const appealed = buildReportGroup(reported, [spam], {
      id: 'appeal-1',
      message: 'A rival reported it; it is my real shop.',
      status: 'open',
      decisionNote: null,
      appealed: 'reports',
      createdAt: '2026-02-01T09:00:00.000Z',
      decidedAt: null,
    });
    mockApi(reportManager, serve(reportApi.list, pageOf([appealed])));
    renderApp('/dashboard/report');
    const card = within(await cardOf('Cold brew for offices'));
    expect(card.getByText('Owner’s appeal')).toBeInTheDocument();
    expect(card.getByText('“A rival reported it; it is my real shop.”')).toBeInTheDocument();
    expect(card.getByText(/^Deciding these reports settles the appeal/)).toBeInTheDocument();
  });

  it('resolves every open report of the idea with the chosen action and note', async () => {
    const fetchMock = mockApi(
      reportManager,
      serve(reportApi.list, pageOf([openGroup])),
      serve(reportApi.decide, envelope({ decidedCount: 2, ideaId: IDEA_ID }), firstOpen),
    );
    renderApp('/dashboard/report');
    const user = userEvent.setup();
    await user.click(within(await cardOf('Cold brew for offices')).getByRole('button', { name: 'Resolve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Resolve the reports' });
    expect(
      within(dialog).getByText(
        'This decides all 2 open reports on “Cold brew for offices”. Each reporter is told the outcome.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Hide the idea' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Delete the idea' }));
    // The owner is told a reason: the one reported most (spam and self-promotion once each: the first listed).
    expect(within(dialog).getByRole('combobox', { name: /^Reason/ })).toHaveValue('Spam');
    await user.click(within(dialog).getByRole('textbox', { name: /^Note/ }));
    await user.paste('  Advertising only  ');
    expect(requestsTo(fetchMock, reportApi.decide, firstOpen)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('2 reports resolved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resolve the reports' })).toBeNull());
    expect(bodiesSentTo(fetchMock, reportApi.decide, firstOpen)).toEqual([
      { status: 'resolved', action: 'delete', reason: 'spam', note: 'Advertising only' },
    ]);
  });

  it('dismisses the reports with no action, saying a hidden idea will show again', async () => {
    const hiddenGroup = buildReportGroup(
      buildDashboardIdea({ isHidden: true, isHiddenByReport: true, openReportCount: 2 }),
      [spam, selfPromotion],
    );
    const fetchMock = mockApi(
      reportManager,
      serve(reportApi.list, pageOf([hiddenGroup])),
      serve(reportApi.decide, envelope({ decidedCount: 2, ideaId: IDEA_ID }), firstOpen),
    );
    renderApp('/dashboard/report');
    const user = userEvent.setup();
    await user.click(within(await cardOf('Cold brew for offices')).getByRole('button', { name: 'Dismiss' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports' });
    expect(
      within(dialog).getByText('The idea was hidden automatically; dismissing shows it again.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText('2 reports dismissed.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, reportApi.decide, firstOpen)).toEqual([{ status: 'dismissed', action: 'none' }]);
  });

  it('shows the API refusal and keeps the dialog open, and cancelling sends nothing more', async () => {
    const fetchMock = mockApi(
      reportManager,
      serve(reportApi.list, pageOf([openGroup])),
      serve(
        reportApi.decide,
        errorReply(409, 'REPORT_ALREADY_DECIDED', 'This report has already been decided.'),
        firstOpen,
      ),
    );
    renderApp('/dashboard/report');
    const user = userEvent.setup();
    await user.click(within(await cardOf('Cold brew for offices')).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the reports' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('This report has already been decided.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Resolve the reports' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resolve the reports' })).toBeNull());
    expect(requestsTo(fetchMock, reportApi.decide, firstOpen)).toHaveLength(1);
  });

  it('shows decided reports on their tab with who decided, and offers no decision there', async () => {
    const decided = buildReportGroup(buildDashboardIdea(), [
      buildDashboardReport({
        status: 'resolved',
        actionTaken: 'hide',
        decisionNote: 'Advertising only',
        decidedBy: buildPersonSummary({ id: 'a1', username: 'nid', firstName: 'Nid', lastName: 'Admin' }),
        decidedAt: '2026-02-03T09:00:00.000Z',
      }),
    ]);
    const fetchMock = mockApi(reportManager, (url) =>
      url.pathname === reportApi.list.path
        ? url.searchParams.get('status') === 'resolved'
          ? pageOf([decided])
          : pageOf([])
        : undefined,
    );
    renderApp('/dashboard/report');
    expect(await screen.findByText('No open reports — all clear')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const card = within(await cardOf('Cold brew for offices'));
    expect(card.getByText('Resolved by @nid: Hide the idea — Advertising only')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(requestsTo(fetchMock, reportApi.list).at(-1)?.query).toEqual({ status: 'resolved', page: '1' });
  });

  it('asks for the searched text', async () => {
    const fetchMock = mockApi(reportManager, serve(reportApi.list, pageOf([openGroup])));
    const { router } = renderApp('/dashboard/report');
    await cardOf('Cold brew for offices');
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search ideas' }));
    await user.paste('brew');
    await waitFor(() =>
      expect(requestsTo(fetchMock, reportApi.list).at(-1)?.query).toEqual({ status: 'open', q: 'brew', page: '1' }),
    );
    expect(router.state.location.search).toBe('?q=brew');
  });

  it('says there is nothing to review, and decides, in Thai', async () => {
    await act(() => changeLanguage('TH'));
    const fetchMock = mockApi(
      reportManager,
      (url) =>
        url.pathname === reportApi.list.path && url.searchParams.get('status') === 'dismissed' ? pageOf([]) : undefined,
      serve(reportApi.list, pageOf([openGroup])),
      serve(reportApi.decide, envelope({ decidedCount: 2, ideaId: IDEA_ID }), firstOpen),
    );
    renderApp('/dashboard/report');
    const card = within(await cardOf('Cold brew for offices'));
    expect(card.getByText('2 รายงาน')).toBeInTheDocument();
    expect(card.getByText('สแปม · 1')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'ไม่รับรายงาน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ไม่รับรายงาน' });
    await user.click(within(dialog).getByRole('button', { name: 'ไม่รับรายงาน' }));
    expect(await screen.findByText('ไม่รับรายงาน 2 รายการแล้ว')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, reportApi.decide, firstOpen)).toEqual([{ status: 'dismissed', action: 'none' }]);

    await user.click(screen.getByRole('tab', { name: 'ไม่รับแล้ว' }));
    expect(await screen.findByText('ไม่มีรายงานที่ไม่รับ')).toBeInTheDocument();
  });
});
