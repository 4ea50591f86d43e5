import type { IdeaCard, IdeaListPage } from '@ideamatch/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { callsTo, envelope, mockApi, on, renderApp } from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => vi.unstubAllGlobals());

const card: IdeaCard = {
  id: 'idea-1',
  name: 'Hydroponic farm',
  description: 'Greens all year',
  category: 'food',
  coverImageUrl: null,
  rating: 0,
  reviewCount: 0,
  commentCount: 0,
  views: 3,
  postDate: '2026-11-01T03:00:00.000Z',
  isAdminSuggest: false,
  visibility: 'public',
  owner: { id: 'o-1', username: 'malee', firstName: 'Malee', middleName: null, lastName: null, profileImageUrl: null },
};
const page = (totalItems: number, isTotalCapped: boolean): IdeaListPage => ({
  currentPage: 1,
  pageSize: 20,
  totalItems,
  totalPages: Math.ceil(totalItems / 20),
  isTotalCapped,
  result: [card],
});

describe('idea list', () => {
  it('shows the exact count', async () => {
    mockApi(on('/api/idea', envelope(page(3, false))));
    renderApp('/idea');
    expect(await screen.findByText('3 ideas found')).toBeInTheDocument();
    expect(screen.getByText('Hydroponic farm')).toBeInTheDocument();
  });

  it('says "more than" when the server capped the count of a search', async () => {
    mockApi(on('/api/idea', envelope(page(1000, true))));
    renderApp('/idea?q=farm');
    expect(await screen.findByText('More than 1,000 ideas found')).toBeInTheDocument();
  });

  it('offers the did-you-mean spelling and popular categories when a search finds nothing', async () => {
    const empty: IdeaListPage = {
      ...page(0, false),
      totalPages: 0,
      result: [],
      suggestion: 'coffee',
      popularCategories: ['food', 'technology'],
    };
    const fetchMock = mockApi(on('/api/idea', envelope(empty)));
    const { router } = renderApp('/idea?q=zzqx');
    const suggestion = await screen.findByRole('button', { name: 'coffee' });
    expect(screen.getByText('Did you mean')).toBeInTheDocument();
    expect(screen.getByText('Popular categories')).toBeInTheDocument();
    fireEvent.click(suggestion);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('coffee'));
    fireEvent.click(screen.getByRole('button', { name: 'Technology' }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=technology&sortBy=1'));
    // A search is sent ordered by best match.
    const first = new URL(String(callsTo(fetchMock, '/api/idea')[0]![0]), 'http://localhost');
    expect(first.searchParams.get('sortBy')).toBe('5');
  });

  it('says when the results are for a corrected spelling, with a link to search the text as typed', async () => {
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/idea'
        ? url.searchParams.get('isAsTyped') === 'true'
          ? envelope({ ...page(0, false), totalPages: 0, result: [], suggestion: 'coffee' })
          : envelope({ ...page(1, false), suggestion: 'coffee', correctedQuery: 'coffee' })
        : undefined,
    );
    const { router } = renderApp('/idea?q=cofee&categoryId=food');
    const notice = await screen.findByTestId('idea-corrected-query');
    expect(notice).toHaveTextContent('Showing results for “coffee”. Search instead for “cofee”.');
    expect(screen.getByText('Hydroponic farm')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: '“cofee”' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'cofee',
        categoryId: 'food',
        sortBy: '5',
        isAsTyped: 'true',
      }),
    );
    // The text as typed found nothing: the page says so and offers the spelling instead.
    expect(await screen.findByRole('button', { name: 'coffee' })).toBeInTheDocument();
    expect(screen.queryByTestId('idea-corrected-query')).not.toBeInTheDocument();
    const asked = callsTo(fetchMock, '/api/idea').map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.at(-1)?.searchParams.get('isAsTyped')).toBe('true');
  });
});
