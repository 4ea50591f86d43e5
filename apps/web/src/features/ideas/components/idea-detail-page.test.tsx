import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { setCookie } from '../../../lib/cookies';
import { buildProfile, envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';
import type { IdeaCommentThread } from '@ideamatch/shared';
import { buildIdeaDetail, IDEA_OWNER, memberAbilities } from '../../../testing/idea-fixtures';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  window.localStorage.clear();
  window.sessionStorage.clear();
  setCookie(TOKEN_COOKIE, '');
});
afterEach(() => vi.unstubAllGlobals());

const owner = IDEA_OWNER;
const idea = buildIdeaDetail({ rating: 4.2, reviewCount: 3, commentCount: 1, views: 12 });

const xss = '<img src=x onerror=alert(1)>';
const comment: IdeaCommentThread = {
  id: 'c-1',
  text: xss,
  author: owner,
  likeCount: 2,
  replyCount: 0,
  isLikedByMe: false,
  isMine: false,
  isDeleted: false,
  parentId: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  replies: [],
};
const page = (result: unknown[]) => ({
  currentPage: 1,
  pageSize: 20,
  totalItems: result.length,
  totalPages: 1,
  result,
});

describe('idea detail', () => {
  it('shows the idea with its score label and renders a comment of HTML as plain text', async () => {
    mockApi(
      on('/api/idea/idea-1', envelope(idea)),
      on('/api/idea/idea-1/comment', envelope({ ...page([comment]), commentCount: 1 })),
      on(
        '/api/idea/idea-1/review',
        envelope({
          ...page([]),
          summary: { rating: 4.2, reviewCount: 3, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 }, myReview: null },
        }),
      ),
    );
    renderApp('/idea/idea-1');

    expect(await screen.findByRole('heading', { name: 'Cold brew for offices' })).toBeInTheDocument();
    expect(screen.getAllByText('Very good').length).toBeGreaterThan(0);
    // The overall score: its label, the average and its level, together.
    const overall = screen.getByText('Overall score').parentElement!;
    expect(within(overall).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(within(overall).getByText('Very good')).toBeInTheDocument();
    expect(await screen.findByText(xss)).toBeInTheDocument();
    // The owner, on the owner card and as the comment's author.
    expect(screen.getAllByText('Malee Sukjai')).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // A LINE share opens LINE's share page with the idea's address.
    expect(screen.getByRole('link', { name: 'Share on LINE' })).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(`${window.location.origin}/idea/idea-1`)}`,
    );
    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('คะแนนรวม')).toBeInTheDocument();
  });

  it('shows replies, which come without a replies list of their own', async () => {
    const { replies: _none, ...reply } = { ...comment, id: 'c-2', text: 'A reply from the server' };
    mockApi(
      on('/api/idea/idea-1', envelope(idea)),
      on(
        '/api/idea/idea-1/comment',
        envelope({ ...page([{ ...comment, replyCount: 1, replies: [reply] }]), commentCount: 2 }),
      ),
      on(
        '/api/idea/idea-1/review',
        envelope({
          ...page([]),
          summary: { rating: 4.2, reviewCount: 3, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 }, myReview: null },
        }),
      ),
    );
    renderApp('/idea/idea-1');

    expect(await screen.findByText('A reply from the server')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cold brew for offices' })).toBeInTheDocument();
  });

  it('shows related ideas under the idea, linked to their pages', async () => {
    const relatedCard = {
      id: 'idea-2',
      name: 'คาเฟ่แมวในเชียงใหม่',
      description: 'Cats and coffee',
      category: 'pet' as const,
      coverImageUrl: null,
      rating: 4,
      reviewCount: 2,
      commentCount: 0,
      views: 5,
      postDate: new Date().toISOString(),
      isAdminSuggest: false,
      visibility: 'public' as const,
      owner,
    };
    mockApi(
      on('/api/idea/idea-1', envelope(idea)),
      on('/api/idea/idea-1/related', envelope({ result: [relatedCard] })),
    );
    renderApp('/idea/idea-1');
    const section = await screen.findByRole('region', { name: 'Related ideas' });
    const link = await within(section).findByRole('link', { name: /คาเฟ่แมวในเชียงใหม่/ });
    expect(link).toHaveAttribute('href', '/idea/idea-2');
  });

  it('holds the shape of the page with skeletons while the idea loads, then shows it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = mockApi(on('/api/idea/idea-1', envelope(idea)));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/idea/idea-1') && !String(input).includes('/comment')) await held;
      return answer(input, init);
    });
    renderApp('/idea/idea-1');
    // The lazy route shows its own spinner first; then the page's skeleton takes its place.
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'Loading…' }).querySelectorAll('.mantine-Skeleton-root').length,
      ).toBeGreaterThan(10),
    );
    release();
    expect(await screen.findByRole('heading', { name: idea.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('shows the not-found state when the idea is not visible', async () => {
    mockApi();
    renderApp('/idea/missing');
    expect(await screen.findByText('This idea is not available')).toBeInTheDocument();
  });

  it('asks for a comment text before sending one', async () => {
    setCookie(TOKEN_COOKIE, 'token-1');
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/idea/idea-1', envelope(idea)),
      on('/api/idea/idea-1/comment', envelope({ ...page([]), commentCount: 0 })),
    );
    renderApp('/idea/idea-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Please, complete this field.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('keeps a comment that could not be sent, across a reload, until it is sent', async () => {
    setCookie(TOKEN_COOKIE, 'token-1');
    // The connection is down until the test brings it back.
    let isUp = false;
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/idea/idea-1', envelope(idea)),
      on('/api/idea/idea-1/comment', envelope({ ...page([]), commentCount: 0 })),
      (url, init) =>
        url.pathname === '/api/idea/idea-1/comment' && init?.method === 'POST'
          ? isUp
            ? envelope({ ...comment, id: 'c-9', text: 'Would this work up north?', isMine: true })
            : errorReply(503, 'SERVICE_UNAVAILABLE', 'Unavailable')
          : undefined,
    );
    const user = userEvent.setup();
    const first = renderApp('/idea/idea-1');
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Would this work up north?');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    // Failed: the text stays in the box.
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Would this work up north?');

    // A reload (the page drawn again from nothing) finds it where it was left.
    first.unmount();
    renderApp('/idea/idea-1');
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    // The draft is the account's: it shows once the signed-in account is known.
    await waitFor(() => expect(box).toHaveValue('Would this work up north?'));

    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(
      window.sessionStorage.getItem('ideamatch.draft.01900000-0000-7000-8000-000000000001.comment.idea-1'),
    ).toBeNull();
  });

  it('asks before cancelling an edit that would lose progress', async () => {
    setCookie(TOKEN_COOKIE, 'token-1');
    mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      on('/api/idea/idea-1', envelope({ ...idea, isOwner: true, abilities: memberAbilities(true) })),
    );
    const { router } = renderApp('/idea/idea-1/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Idea name/), ' plus');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Your progress will be lost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/Idea name/)).toHaveValue('Cold brew for offices plus');

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-1'));
    expect(window.localStorage.getItem('ideamatch.draft.01900000-0000-7000-8000-000000000001.idea.idea-1')).toBeNull();
  });
});
