import { NotificationType, type NotificationItem } from '@ideamatch/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
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

signedInInEnglish('member');

const profile = on('/api/account/profile', envelope(buildProfile()));
const summary = (unreadCount: number) =>
  on('/api/notification/summary', envelope({ id: null, unreadCount, isAcknowledge: true }));
const page = (result: NotificationItem[], currentPage = 1, totalPages = 1) =>
  pageOf(result, { currentPage, totalPages, pageSize: 5 });

const malee = buildPersonSummary();
const line = (overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 'n1',
  type: 2,
  actionByAccount: malee,
  actorCount: 1,
  payload: { excerpt: 'Love the cold brew' },
  target: { kind: 'comment', ideaId: 'idea-1', commentId: 'c1', accountId: null, isAvailable: true },
  partnerRequest: null,
  isRead: false,
  datetimeCreate: new Date().toISOString(),
  ...overrides,
});

/** Answers `GET /api/notification` with the page the query asks for. */
const listReply = (pages: Record<string, ReturnType<typeof page>>) => (url: URL, init?: RequestInit) =>
  url.pathname === '/api/notification' && (init?.method ?? 'GET') === 'GET'
    ? pages[url.searchParams.get('isUnread') === 'true' ? 'unread' : (url.searchParams.get('page') ?? '1')]
    : undefined;

describe('notification page', () => {
  it('shows "No notification" with its explanation when there is none', async () => {
    mockApi(profile, summary(0), listReply({ 1: page([]) }));
    renderApp('/notification');
    expect(await screen.findByText('No notification')).toBeInTheDocument();
    expect(screen.getByText(/you'll see it here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('writes each line as a sentence with the actor, groups actors, and pages with "See more"', async () => {
    const pages = {
      1: page(
        [
          line(),
          line({
            id: 'n2',
            type: 1,
            actorCount: 4,
            payload: {},
            target: { kind: 'comment', ideaId: 'idea-1', commentId: 'c2', accountId: null, isAvailable: true },
            isRead: true,
          }),
        ],
        1,
        2,
      ),
      2: page(
        [
          line({
            id: 'n3',
            type: 3,
            payload: { score: 4 },
            target: { kind: 'idea', ideaId: 'idea-2', commentId: null, accountId: null, isAvailable: true },
          }),
        ],
        2,
        2,
      ),
    };
    mockApi(profile, summary(2), listReply(pages));
    renderApp('/notification');
    expect(await screen.findByText('commented on your idea', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('“Love the cold brew”')).toBeInTheDocument();
    expect(screen.getByText('Malee Sukjai and 3 others')).toBeInTheDocument();
    expect(screen.queryByText(/reviewed your idea/)).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'See more' }));
    expect(await screen.findByText(/reviewed your idea with a score of 4/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('words replies, new ideas of people I follow and idea updates, in English and Thai', async () => {
    const ideaTarget = { kind: 'idea' as const, ideaId: 'idea-2', commentId: null, accountId: null, isAvailable: true };
    const lines = [
      line({ id: 'n1', type: NotificationType.Reply, payload: { excerpt: 'Try Nimman' } }),
      line({ id: 'n2', type: NotificationType.NewIdea, payload: { ideaName: 'Rice bar' }, target: ideaTarget }),
      line({
        id: 'n3',
        type: NotificationType.IdeaUpdate,
        payload: { ideaName: 'Rice bar', excerpt: 'Open on Sundays' },
        target: ideaTarget,
      }),
    ];
    mockApi(profile, summary(3), listReply({ 1: page(lines) }));
    renderApp('/notification');
    expect(await screen.findByText('replied to your comment', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('“Try Nimman”')).toBeInTheDocument();
    expect(screen.getByText('posted a new idea:', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('posted an update on', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('“Open on Sundays”')).toBeInTheDocument();

    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('ตอบกลับความคิดเห็นของคุณ', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('โพสต์ไอเดียใหม่:', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('โพสต์อัปเดตใน', { exact: false })).toBeInTheDocument();
  });

  it('words new followers as one line, "3 people followed you", in both languages', async () => {
    const follower = {
      kind: 'account' as const,
      ideaId: null,
      commentId: null,
      accountId: malee.id,
      isAvailable: true,
    };
    const lines = [
      line({ id: 'n1', type: NotificationType.Follow, actorCount: 3, payload: {}, target: follower }),
      line({ id: 'n2', type: NotificationType.Follow, actorCount: 1, payload: {}, target: follower, isRead: true }),
    ];
    mockApi(profile, summary(3), listReply({ 1: page(lines) }));
    renderApp('/notification');
    expect((await screen.findByText('3 people')).closest('button')).toHaveTextContent('3 people followed you');
    expect(screen.getByText('started following you', { exact: false })).toBeInTheDocument();

    await act(() => changeLanguage('TH'));
    expect((await screen.findByText('3 คน')).closest('button')).toHaveTextContent('มีผู้ติดตามคุณ 3 คน');
    expect(screen.getByText('เริ่มติดตามคุณ', { exact: false })).toBeInTheDocument();
  });

  it('opens a line at its comment and marks it read', async () => {
    const fetchMock = mockApi(
      profile,
      summary(1),
      listReply({ 1: page([line()]) }),
      on('/api/notification/n1/read', envelope(line({ isRead: true })), 'PATCH'),
    );
    const { router } = renderApp('/notification');
    await userEvent.setup().click(await screen.findByText('commented on your idea', { exact: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-1'));
    expect(router.state.location.hash).toBe('#comment-c1');
    expect(callsTo(fetchMock, '/api/notification/n1/read', 'PATCH')).toHaveLength(1);
  });

  it('says so, and stays, when what a line is about was removed', async () => {
    const gone = line({
      target: { kind: 'idea', ideaId: 'idea-9', commentId: null, accountId: null, isAvailable: false },
    });
    mockApi(
      profile,
      summary(1),
      listReply({ 1: page([gone]) }),
      on('/api/notification/n1/read', envelope(gone), 'PATCH'),
    );
    const { router } = renderApp('/notification');
    await userEvent.setup().click(await screen.findByText('commented on your idea', { exact: false }));
    expect(await screen.findByText('This content is no longer available.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notification');
  });

  it('accepts a partner request from its line', async () => {
    const request = line({
      type: 5,
      payload: { event: 'request' },
      target: { kind: 'partnerRequest', ideaId: null, commentId: null, accountId: 'p1', isAvailable: true },
      partnerRequest: { id: 'r1', status: 'pending' },
    });
    const fetchMock = mockApi(
      profile,
      summary(1),
      listReply({ 1: page([request]) }),
      on(
        '/api/partner/request/r1/accept',
        envelope({ accountId: 'p1', state: 'partner', requestId: null, isBlockedByMe: false, isPersona: false }),
        'POST',
      ),
      on('/api/notification/n1/read', envelope(request), 'PATCH'),
    );
    renderApp('/notification');
    const sentence = await screen.findByText('wants to connect with you as a partner', { exact: false });
    expect(within(sentence).getByText('Malee Sukjai')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/request/r1/accept', 'POST')).toHaveLength(1));
  });

  it('marks all as read and lists only the unread ones on request', async () => {
    const fetchMock = mockApi(
      profile,
      summary(1),
      listReply({ 1: page([line(), line({ id: 'n2', type: 4, isRead: true })]), unread: page([line()]) }),
      on('/api/notification/read', envelope({ id: null, unreadCount: 0, isAcknowledge: true }), 'PATCH'),
    );
    renderApp('/notification');
    expect(await screen.findByText('shared your idea', { exact: false })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByText('Unread'));
    await waitFor(() => expect(screen.queryByText('shared your idea', { exact: false })).toBeNull());
    expect(screen.getByText('commented on your idea', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/notification/read', 'PATCH')).toHaveLength(1));
  });
});
