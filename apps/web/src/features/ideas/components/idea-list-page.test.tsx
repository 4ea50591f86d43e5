import type { IdeaCard, IdeaListPage } from '@ideamatch/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { envelope, mockApi, on, renderApp } from '../../../testing/render-app';

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
});
