import type { IdeaCommentThread } from '@ideamatch/shared';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { parseError } from '../../../lib/errors';
import { ApiError, type ApiErrorCode } from '../../../lib/api-client';
import { changeLanguage } from '../../../lib/i18n';
import { buildIdeaDetail } from '../../../testing/idea-fixtures';
import { buildProfile, envelope, mockApi, on, renderApp } from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, '');
});
afterEach(() => vi.unstubAllGlobals());

const person = {
  id: 'p-1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  profileImageUrl: null,
};
const idea = buildIdeaDetail({ commentCount: 2, owner: { ...person, miniBio: null } });

const now = new Date().toISOString();
const reply = {
  id: 'c-2',
  text: 'Still a good point',
  author: person,
  likeCount: 0,
  replyCount: 0,
  isLikedByMe: false,
  isMine: false,
  isDeleted: false,
  parentId: 'c-1',
  createdAt: now,
  updatedAt: now,
};
const thread = (overrides: Partial<IdeaCommentThread>): IdeaCommentThread => ({
  ...reply,
  id: 'c-1',
  text: 'Original text',
  parentId: null,
  replyCount: 1,
  replies: [reply],
  ...overrides,
});
const page = (result: unknown[]) => ({
  currentPage: 1,
  pageSize: 20,
  totalItems: result.length,
  totalPages: 1,
  commentCount: 2,
  result,
});

describe('comments', () => {
  it('shows a deleted comment that still has replies as deleted, with its replies and their authors', async () => {
    const removed = thread({ text: '', isDeleted: true, author: null, likeCount: 0 });
    mockApi(on('/api/idea/idea-1', envelope(idea)), on('/api/idea/idea-1/comment', envelope(page([removed]))));
    renderApp('/idea/idea-1');

    const placeholder = await screen.findByTestId('comment-removed');
    expect(within(placeholder).getByText('This comment was deleted')).toBeInTheDocument();
    expect(within(placeholder).getByText('Still a good point')).toBeInTheDocument();
    // The reply keeps its author; the placeholder itself names nobody and offers no like or reply.
    expect(within(placeholder).getByText('Malee Sukjai')).toBeInTheDocument();
    expect(within(placeholder).getAllByRole('button', { name: /like/i })).toHaveLength(1);
  });

  it('pages the replies beyond the first three with "show more replies"', async () => {
    const replies = Array.from({ length: 12 }, (_, index) => ({
      ...reply,
      id: `r-${index + 1}`,
      text: `Reply ${index + 1}`,
    }));
    const top = thread({ replyCount: 12, replies: replies.slice(0, 3) });
    const fetchMock = mockApi(
      on('/api/idea/idea-1', envelope(idea)),
      on('/api/idea/idea-1/comment', envelope(page([top]))),
      (url) => {
        if (url.pathname !== '/api/comment/c-1/reply') return undefined;
        const pageNumber = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pageSize'));
        return envelope({
          currentPage: pageNumber,
          pageSize: size,
          totalItems: replies.length,
          totalPages: Math.ceil(replies.length / size),
          result: replies.slice((pageNumber - 1) * size, pageNumber * size),
        });
      },
    );
    renderApp('/idea/idea-1');
    const user = userEvent.setup();

    expect(await screen.findByText('Reply 3')).toBeInTheDocument();
    expect(screen.queryByText('Reply 4')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 9 more replies' }));
    expect(await screen.findByText('Reply 10')).toBeInTheDocument();
    expect(screen.queryByText('Reply 11')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Show 2 more replies' }));
    expect(await screen.findByText('Reply 12')).toBeInTheDocument();
    expect(screen.getAllByText(/^Reply \d+$/)).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /more repl/ })).toBeNull();
    const replyCalls = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/reply'));
    expect(replyCalls).toHaveLength(2);
  });

  it('offers no "show more replies" when the thread already carries every reply', async () => {
    mockApi(on('/api/idea/idea-1', envelope(idea)), on('/api/idea/idea-1/comment', envelope(page([thread({})]))));
    renderApp('/idea/idea-1');
    expect(await screen.findByText('Still a good point')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more repl/ })).toBeNull();
  });

  const openDeleteDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Comment actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    return screen.findByRole('dialog', { name: 'Delete this comment?' });
  };
  const renderMine = () => {
    setCookie(TOKEN_COOKIE, 'token-1');
    const mine = thread({ isMine: true, replies: [], replyCount: 0 });
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/idea/idea-1', envelope(idea)),
      on('/api/idea/idea-1/comment', envelope(page([mine]))),
      on('/api/comment/c-1', envelope({ id: 'c-1', commentCount: 0 }), 'DELETE'),
    );
    renderApp('/idea/idea-1');
    return () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
  };

  it('keeps my comment when I cancel its deletion', async () => {
    const deletes = renderMine();
    const user = userEvent.setup();
    await user.click(within(await openDeleteDialog(user)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);
    expect(screen.getByText('Original text')).toBeInTheDocument();
  });

  it('deletes my comment once I confirm', async () => {
    const deletes = renderMine();
    const user = userEvent.setup();
    await user.click(within(await openDeleteDialog(user)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]?.[0])).toContain('/api/comment/c-1');
  });

  it('translates the idea error codes in both languages', async () => {
    const error = (code: ApiErrorCode) => new ApiError({ status: 500, errorCode: code, message: 'server text' });
    expect(parseError(error('UPDATE_IDEA_FAILED'))).toBe('Update idea fail');
    expect(parseError(error('CREATE_IDEA_FAILED'))).toBe('Create idea failed');
    await act(() => changeLanguage('TH'));
    expect(parseError(error('CANNOT_REVIEW_OWN_IDEA'))).toBe('คุณไม่สามารถรีวิวไอเดียของตัวเองได้');
    expect(parseError(error('IDEA_HIDDEN_BY_REPORT'))).toContain('ผู้ดูแลระบบ');
  });
});
