import type { IdeaCard, IdeaListPage } from '@ideamatch/shared';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { envelope, mockApi, renderApp, requestsTo } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const card = (id: string, name: string): IdeaCard => ({
  id,
  name,
  description: 'A description',
  category: 'food',
  coverImageUrl: null,
  rating: 0,
  reviewCount: 0,
  commentCount: 0,
  views: 0,
  postDate: '2026-11-01T03:00:00.000Z',
  isAdminSuggest: false,
  visibility: 'public',
  owner: { id: 'o-1', username: 'malee', firstName: 'Malee', middleName: null, lastName: null, profileImageUrl: null },
});
const listOf = (result: IdeaCard[]): IdeaListPage => ({
  currentPage: 1,
  pageSize: 5,
  totalItems: result.length,
  totalPages: result.length ? 1 : 0,
  isTotalCapped: false,
  result,
});

/** The list answers suggestions from `ideas` by name (any case), and any other list call with nothing. */
function serveIdeas(ideas: IdeaCard[]) {
  return mockApi((url) => {
    if (url.pathname !== '/api/idea') return undefined;
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found =
      url.searchParams.get('isAutocomplete') === 'true' ? ideas.filter((i) => i.name.toLowerCase().includes(q)) : [];
    return envelope(listOf(found));
  });
}

const box = () => screen.getByRole('combobox', { name: /Search|ค้นหา/ });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });
const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('search as you type on the home page', () => {
  beforeEach(async () => {
    await act(() => changeLanguage('EN'));
  });

  it('suggests ideas, categories and provinces from two letters, as a listbox the arrows move through', async () => {
    const fetchMock = serveIdeas([card('idea-1', 'Chiang Mai coffee tours'), card('idea-2', 'Durian chips')]);
    const { router } = renderApp('/');
    const input = await screen.findByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox).toHaveAttribute('role', 'listbox');

    type('c');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    type('chiang');
    expect(await within(listbox).findByRole('option', { name: 'Chiang Mai coffee tours, Food' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Chiang Mai coffee toursFood',
      'Chiang Maiเชียงใหม่',
      'Chiang Raiเชียงราย',
    ]);
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Chiang Mai coffee tours, Food',
      'Chiang Mai',
      'Chiang Rai',
    ]);
    expect(within(listbox).getByRole('group', { name: 'Ideas' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Provinces' })).toBeInTheDocument();
    expect(screen.getByTestId('idea-search-status')).toHaveTextContent('3 suggestions');
    // Ideas are asked for as you type: uncounted, best match, a few.
    expect(requestsTo(fetchMock, ideaApi.list).at(-1)?.query).toMatchObject({
      q: 'chiang',
      isAutocomplete: 'true',
      pageSize: '5',
      sortBy: '5',
    });

    key('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    // Past the last option the first is active again; up from the first goes to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    key('ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);

    key('Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('chiang');

    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-1'));
  });

  it('runs the list filtered by a chosen category, or searches a chosen province by name', async () => {
    serveIdeas([]);
    const { router } = renderApp('/');
    await screen.findByRole('combobox', { name: 'Search' });
    // A Thai name finds the category on the English page.
    type('อาหาร');
    fireEvent.click(await screen.findByRole('option', { name: 'Food' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea'));
    expect(searchOf(router)).toEqual({ categoryId: 'food', sortBy: '1' });

    await act(() => router.navigate('/'));
    type('chiangmai');
    fireEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea'));
    expect(searchOf(router)).toEqual({ q: 'Chiang Mai', sortBy: '5' });
  });

  it('says when the ideas suggested are for a corrected spelling', async () => {
    mockApi((url) =>
      url.pathname === '/api/idea'
        ? envelope({ ...listOf([card('idea-3', 'Durian chips')]), suggestion: 'durian', correctedQuery: 'durian' })
        : undefined,
    );
    renderApp('/');
    await screen.findByRole('combobox', { name: 'Search' });
    type('durain');
    const group = await screen.findByRole('group', { name: 'Ideas for “durian”' });
    expect(within(group).getByRole('option', { name: 'Durian chips, Food' })).toBeInTheDocument();
  });

  it('says when nothing is suggested, and Enter searches the text as typed', async () => {
    serveIdeas([]);
    const { router } = renderApp('/');
    await screen.findByRole('combobox', { name: 'Search' });
    type('zqxw');
    await waitFor(() =>
      expect(screen.getByTestId('idea-search-message')).toHaveTextContent(
        'No suggestions for “zqxw”. Press Enter to search all ideas.',
      ),
    );
    expect(screen.getByTestId('idea-search-status')).toHaveTextContent('No suggestions for “zqxw”.');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea'));
    expect(searchOf(router)).toEqual({ q: 'zqxw', sortBy: '5' });
  });

  it('is a plain GET form to /idea?q= that works without JavaScript', async () => {
    serveIdeas([]);
    renderApp('/');
    const form = (await screen.findByRole('search', { name: 'Search ideas by keyword' })) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/idea');
    expect(box()).toHaveAttribute('name', 'q');
  });

  it('speaks Thai on a Thai page, finding English names too', async () => {
    await act(() => changeLanguage('TH'));
    serveIdeas([]);
    renderApp('/');
    const input = await screen.findByRole('combobox', { name: 'ค้นหา' });
    fireEvent.change(input, { target: { value: 'food' } });
    expect(await screen.findByRole('option', { name: 'อาหาร' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'หมวดหมู่' })).toBeInTheDocument();
  });
});

describe('the keyword box on /idea', () => {
  beforeEach(async () => {
    await act(() => changeLanguage('EN'));
  });

  it('sits outside the folded filters, shows the searched text and keeps the other filters', async () => {
    serveIdeas([]);
    const { router } = renderApp('/idea?q=farm&categoryId=food&rating=4');
    const input = await screen.findByRole('combobox', { name: 'Search' });
    expect(input).toHaveValue('farm');
    expect(document.getElementById('idea-filters')).not.toContainElement(input);
    const form = input.closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ categoryId: 'food', rating: '4', q: 'farm' });

    type('durian');
    fireEvent.submit(form);
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ q: 'durian', categoryId: 'food', rating: '4', sortBy: '5' }),
    );
    // Back to the earlier search: the box follows the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box()).toHaveValue('farm'));
  });
});
