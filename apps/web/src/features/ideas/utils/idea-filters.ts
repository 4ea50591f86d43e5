import { CATEGORIES, IDEA_SORTS, IdeaSort } from '@ideamatch/shared/constants';
import type { Category } from '@ideamatch/shared';
import type { ideaApi } from '@ideamatch/shared/api/idea';
import type { QueryOf } from '../../../lib/api-client';

/** Filters of the idea list, as kept in the address (`/idea?categoryId=food&rating=4&sortBy=1`). */
export type IdeaFilters = {
  /** Free text over name and description; '' for none. */
  q: string;
  categoryId: Category;
  /** Minimum average rating, 1 to 5; null for any. */
  rating: number | null;
  /** YYYY-MM-DD. */
  postStartDate: string | null;
  postEndDate: string | null;
  sortBy: IdeaSort;
  /** Search `q` as typed, never replaced by a corrected spelling ("search instead for"). */
  isAsTyped: boolean;
};

export const DEFAULT_IDEA_FILTERS: IdeaFilters = {
  q: '',
  categoryId: 'all',
  rating: null,
  postStartDate: null,
  postEndDate: null,
  sortBy: IdeaSort.LatestPost,
  isAsTyped: false,
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const asDate = (value: string | null): string | null => (value && DATE_PATTERN.test(value) ? value : null);
const isCategory = (value: string | null): value is Category => CATEGORIES.some((c) => c === value);
const isSort = (value: number): value is IdeaSort => IDEA_SORTS.some((s) => s === value);

/** The order a list opens with: best match for a text search, otherwise latest. */
export const defaultSortFor = (q: string): IdeaSort => (q.trim() ? IdeaSort.Relevance : IdeaSort.LatestPost);

/**
 * The sort after the search text changes: a new search is ordered by best match; clearing the text
 * drops "best match", which needs one.
 */
export function sortAfterSearch(previous: IdeaFilters, nextQ: string): IdeaSort {
  if (nextQ.trim() && nextQ.trim() !== previous.q.trim()) return IdeaSort.Relevance;
  if (!nextQ.trim() && previous.sortBy === IdeaSort.Relevance) return IdeaSort.LatestPost;
  return previous.sortBy;
}

/**
 * Reads filters from the address; anything unknown falls back to the default. The search text is
 * `q`, or `keyword` as some links write it.
 */
export function parseIdeaFilters(params: URLSearchParams): IdeaFilters {
  const category = params.get('categoryId');
  const rating = Number(params.get('rating'));
  const sortBy = Number(params.get('sortBy'));
  const q = (params.get('q') ?? params.get('keyword') ?? '').trim().slice(0, 100);
  return {
    q,
    categoryId: isCategory(category) ? category : 'all',
    rating: Number.isFinite(rating) && rating >= 1 && rating <= 5 ? rating : null,
    postStartDate: asDate(params.get('postStartDate')),
    postEndDate: asDate(params.get('postEndDate')),
    sortBy: isSort(sortBy) && (sortBy !== IdeaSort.Relevance || q) ? sortBy : defaultSortFor(q),
    isAsTyped: q !== '' && params.get('isAsTyped') === 'true',
  };
}

/** Query parameters of the filters; defaults are left out except `sortBy`. */
export function ideaFiltersToQuery(filters: IdeaFilters, { withSort = true } = {}): QueryOf<typeof ideaApi.list> {
  return {
    q: filters.q.trim() || null,
    categoryId: filters.categoryId === 'all' ? null : filters.categoryId,
    rating: filters.rating,
    postStartDate: filters.postStartDate,
    postEndDate: filters.postEndDate,
    sortBy: withSort ? filters.sortBy : null,
    isAsTyped: filters.isAsTyped && filters.q.trim() ? 'true' : null,
  };
}

/** Search string of the filters (`?categoryId=food&sortBy=1`). */
export function ideaFiltersToSearch(filters: IdeaFilters, options?: { withSort?: boolean }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(ideaFiltersToQuery(filters, options))) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many filters differ from the defaults (search text, category, rating, each date); sort is not a filter. */
export function activeFilterCount(filters: IdeaFilters): number {
  return [
    filters.q.trim() !== '',
    filters.categoryId !== 'all',
    filters.rating !== null,
    filters.postStartDate !== null,
    filters.postEndDate !== null,
  ].filter(Boolean).length;
}
