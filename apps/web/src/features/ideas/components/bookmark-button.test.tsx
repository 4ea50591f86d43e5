import { engagementApi } from '@ideamatch/shared/api/engagement';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildIdeaDetail } from '../../../testing/idea-fixtures';
import {
  buildPersonSummary,
  buildProfile,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
  requestsTo,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('token-1');

const me = buildProfile();
const params = { id: 'idea-1' };

describe('the bookmark toggle on the idea page', () => {
  it('saves and unsaves the idea, showing the state as a pressed button', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/idea/idea-1', envelope(buildIdeaDetail({ isBookmarked: false }))),
      serve(engagementApi.bookmark, envelope({ ideaId: 'idea-1', isBookmarked: true }), params),
      serve(engagementApi.unbookmark, envelope({ ideaId: 'idea-1', isBookmarked: false }), params),
    );
    renderApp('/idea/idea-1');
    const user = userEvent.setup();

    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo(fetchMock, engagementApi.bookmark, params)).toHaveLength(1);

    await user.click(saved);
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo(fetchMock, engagementApi.unbookmark, params)).toHaveLength(1);
  });

  it('shows an idea already saved as saved, and keeps it so when saving fails', async () => {
    mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/idea/idea-1', envelope(buildIdeaDetail({ isBookmarked: true }))),
      serve(engagementApi.unbookmark, errorReply(503, 'SERVICE_UNAVAILABLE', 'Service is not ready.'), params),
    );
    renderApp('/idea/idea-1');
    const user = userEvent.setup();
    const saved = await screen.findByRole('button', { name: 'Saved' });
    await user.click(saved);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('saved ideas', () => {
  it('lists my saved ideas, and says so when there are none', async () => {
    const idea = buildIdeaDetail();
    const listed = {
      id: idea.id,
      name: idea.name,
      description: idea.description,
      category: idea.category,
      coverImageUrl: null,
      rating: 0,
      reviewCount: 0,
      commentCount: 0,
      views: 1,
      postDate: idea.postDate,
      isAdminSuggest: false,
      visibility: 'public' as const,
      owner: buildPersonSummary({ id: 'owner-1' }),
      bookmarkedAt: '2026-02-01T08:00:00.000Z',
    };
    mockApi(
      on('/api/account/profile', envelope(me)),
      serve(
        engagementApi.bookmarks,
        envelope({ currentPage: 1, pageSize: 12, totalItems: 1, totalPages: 1, result: [listed] }),
      ),
    );
    renderApp('/saved');
    expect(await screen.findByRole('heading', { name: 'Saved ideas' })).toBeInTheDocument();
    expect(await screen.findByText('Cold brew for offices')).toBeInTheDocument();
  });

  it('shows the empty state with a way to browse ideas', async () => {
    mockApi(
      on('/api/account/profile', envelope(me)),
      serve(
        engagementApi.bookmarks,
        envelope({ currentPage: 1, pageSize: 12, totalItems: 0, totalPages: 0, result: [] }),
      ),
    );
    renderApp('/saved');
    expect(await screen.findByText('No saved ideas yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse ideas' })).toHaveAttribute('href', '/idea');
  });
});
