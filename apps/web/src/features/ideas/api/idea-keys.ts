import type { IdeaFilters } from '../utils/idea-filters';

/**
 * react-query keys of ideas, built only here. Every key starts with `ideaKeys.all`, so invalidating
 * it refreshes every idea screen; an idea's comments and reviews sit beside its detail.
 */
export const ideaKeys = {
  all: ['ideas'] as const,
  home: () => ['ideas', 'home'] as const,
  list: (filters: IdeaFilters, page: number) => ['ideas', 'list', filters, page] as const,
  /** A profile's ideas; `null` is the signed-in person's own. */
  person: (accountId: string | null, page: number) => ['ideas', 'person', accountId ?? 'mine', page] as const,
  detail: (id: string) => ['ideas', 'detail', id] as const,
  comments: (ideaId: string) => ['ideas', 'comments', ideaId] as const,
  replies: (ideaId: string, commentId: string) => ['ideas', 'comments', ideaId, 'replies', commentId] as const,
  moderation: (ideaId: string) => ['ideas', 'moderation', ideaId] as const,
  reviews: (ideaId: string) => ['ideas', 'reviews', ideaId] as const,
  reviewPage: (ideaId: string, page: number) => ['ideas', 'reviews', ideaId, page] as const,
};
