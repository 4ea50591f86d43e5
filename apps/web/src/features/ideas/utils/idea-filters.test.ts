import { describe, expect, it } from 'vitest';
import { DEFAULT_IDEA_FILTERS, ideaFiltersToSearch, parseIdeaFilters } from './idea-filters';

describe('idea filters in the address', () => {
  it('round-trips every filter', () => {
    const filters = {
      q: 'ร้านกาแฟ',
      categoryId: 'food',
      rating: 4,
      postStartDate: '2026-01-01',
      postEndDate: '2026-02-01',
      sortBy: 3,
    } as const;
    const search = ideaFiltersToSearch(filters);
    expect(search).toBe(
      `?q=${encodeURIComponent('ร้านกาแฟ')}&categoryId=food&rating=4&postStartDate=2026-01-01&postEndDate=2026-02-01&sortBy=3`,
    );
    expect(parseIdeaFilters(new URLSearchParams(search))).toEqual(filters);
  });

  it('falls back to the defaults for unknown values', () => {
    expect(parseIdeaFilters(new URLSearchParams('?categoryId=cars&rating=9&sortBy=7&postStartDate=yesterday'))).toEqual(
      DEFAULT_IDEA_FILTERS,
    );
  });

  it('leaves the "all" category and empty filters out of the address', () => {
    expect(ideaFiltersToSearch(DEFAULT_IDEA_FILTERS)).toBe('?sortBy=1');
    expect(ideaFiltersToSearch(DEFAULT_IDEA_FILTERS, { withSort: false })).toBe('');
  });
});
