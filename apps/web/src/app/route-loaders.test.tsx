import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentApi } from '@ideamatch/shared/api/comment';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { reviewApi } from '@ideamatch/shared/api/review';
import { ideaKeys } from '../features/ideas/api/idea-keys';
import { queryClient } from '../lib/query-client';
import { buildIdeaDetail } from '../testing/idea-fixtures';
import { envelope, mockApi, renderApp, requestsTo, serve } from '../testing/render-app';
import { ideaDetailLoader } from './route-loaders';

afterEach(() => vi.unstubAllGlobals());

const idea = buildIdeaDetail({ name: 'Rooftop cafe', commentCount: 0, reviewCount: 0 });
const emptyPage = { currentPage: 1, pageSize: 20, totalItems: 0, totalPages: 0, result: [] };
const comments = { ...emptyPage, commentCount: 0 };
const reviews = {
  ...emptyPage,
  summary: { rating: 0, reviewCount: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, myReview: null },
};

describe('the idea page loader', () => {
  it("starts the idea, its comments and its reviews without waiting for the page's code", async () => {
    queryClient.clear();
    const fetchMock = mockApi(
      serve(ideaApi.get, envelope(idea), { id: idea.id }),
      serve(commentApi.list, envelope(comments), { id: idea.id }),
      serve(reviewApi.list, envelope(reviews), { id: idea.id }),
    );
    expect(ideaDetailLoader({ params: { id: idea.id } })).toBeNull();
    // Started at once, before anything renders.
    expect(requestsTo(fetchMock, ideaApi.get, { id: idea.id })).toHaveLength(1);
    expect(requestsTo(fetchMock, commentApi.list, { id: idea.id })).toHaveLength(1);
    expect(requestsTo(fetchMock, reviewApi.list, { id: idea.id })).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryData(ideaKeys.detail(idea.id))).toBeTruthy());
  });

  it('feeds the page, which asks for the idea once', async () => {
    const fetchMock = mockApi(
      serve(ideaApi.get, envelope(idea), { id: idea.id }),
      serve(commentApi.list, envelope(comments), { id: idea.id }),
      serve(reviewApi.list, envelope(reviews), { id: idea.id }),
    );
    renderApp(`/idea/${idea.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop cafe' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, ideaApi.get, { id: idea.id })).toHaveLength(1);
  });
});
