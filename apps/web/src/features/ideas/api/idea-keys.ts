import type { IdeaFilters } from '../utils/idea-filters';

/**
 * react-query keys of ideas, built only here. Every key starts with `ideaKeys.all`, so invalidating
 * it refreshes every idea screen; an idea's comments and reviews sit beside its detail.
 */
export const ideaKeys = {
  all: ['ideas'] as const,
  home: () => ['ideas', 'home'] as const,
  list: (filters: IdeaFilters, page: number) => ['ideas', 'list', filters, page] as const,
  /** Search as you type: the first few ideas matching what is typed so far. */
  suggestions: (q: string) => ['ideas', 'suggestions', q] as const,
  /** A profile's ideas; `null` is the signed-in person's own. */
  person: (accountId: string | null, page: number) => ['ideas', 'person', accountId ?? 'mine', page] as const,
  detail: (id: string) => ['ideas', 'detail', id] as const,
  related: (id: string) => ['ideas', 'related', id] as const,
  comments: (ideaId: string) => ['ideas', 'comments', ideaId] as const,
  replies: (ideaId: string, commentId: string) => ['ideas', 'comments', ideaId, 'replies', commentId] as const,
  moderation: (ideaId: string) => ['ideas', 'moderation', ideaId] as const,
  reviews: (ideaId: string) => ['ideas', 'reviews', ideaId] as const,
  reviewPage: (ideaId: string, page: number) => ['ideas', 'reviews', ideaId, page] as const,
  /** The owner's view of who asked for, and read, a confidential idea; and its signed versions. */
  accessRequests: (ideaId: string, status: string, page: number) =>
    ['ideas', 'access', ideaId, 'requests', status, page] as const,
  accessLog: (ideaId: string, page: number) => ['ideas', 'access', ideaId, 'log', page] as const,
  access: (ideaId: string) => ['ideas', 'access', ideaId] as const,
  proof: (ideaId: string) => ['ideas', 'proof', ideaId] as const,
};
