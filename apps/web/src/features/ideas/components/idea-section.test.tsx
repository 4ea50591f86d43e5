import type { IdeaCard } from '@ideamatch/shared';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { envelope, errorReply, mockApi, renderApp, requestsTo, serve } from '../../../testing/render-app';

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
  rating: 4,
  reviewCount: 1,
  commentCount: 0,
  views: 3,
  postDate: '2026-11-01T03:00:00.000Z',
  isAdminSuggest: false,
  visibility: 'public',
  owner: { id: 'o-1', username: 'malee', firstName: 'Malee', middleName: null, lastName: null, profileImageUrl: null },
};

describe('home page sections', () => {
  it('offer a retry when the ideas could not be loaded, and show them once it works', async () => {
    // The server fails until it is back up (every load of the page asks, the loader's and the page's).
    let isUp = false;
    const down = serve(ideaApi.home, errorReply(503, 'SERVICE_UNAVAILABLE', 'Unavailable'));
    const up = serve(ideaApi.home, envelope({ trending: [], topRating: [card] }));
    const fetchMock = mockApi((url, init) => (isUp ? up : down)(url, init));
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Top rated' });
    expect(
      await within(section).findByText("We couldn't load ideas right now. Please try again in a moment."),
    ).toBeInTheDocument();
    const asked = requestsTo(fetchMock, ideaApi.home).length;
    isUp = true;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Hydroponic farm')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ideaApi.home)).toHaveLength(asked + 1);
  });
});
