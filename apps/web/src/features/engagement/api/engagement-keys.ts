/**
 * react-query keys of saved ideas, follows and idea updates, built only here. Every key starts with
 * `engagementKeys.all`.
 */
export const engagementKeys = {
  all: ['engagement'] as const,
  bookmarks: (page: number) => ['engagement', 'bookmarks', page] as const,
  bookmarkLists: () => ['engagement', 'bookmarks'] as const,
  follow: (accountId: string) => ['engagement', 'follow', accountId] as const,
  followList: (accountId: string, side: 'followers' | 'following', page: number) =>
    ['engagement', 'follow', accountId, side, page] as const,
  updates: (ideaId: string) => ['engagement', 'updates', ideaId] as const,
  updatePage: (ideaId: string, page: number) => ['engagement', 'updates', ideaId, page] as const,
};
