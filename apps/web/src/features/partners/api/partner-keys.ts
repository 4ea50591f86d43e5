/**
 * react-query keys of partners, built only here. Every key starts with `partnerKeys.all`, so one
 * partner action (or a pushed notification) refreshes every partner screen.
 */
export const partnerKeys = {
  all: ['partners'] as const,
  relation: (accountId: string) => ['partners', 'relation', accountId] as const,
  people: (source: 'mine' | 'search', q: string, page: number) => ['partners', source, q, page] as const,
  requests: (direction: 'incoming' | 'outgoing', page: number) => ['partners', 'requests', direction, page] as const,
  suggestions: (page: number) => ['partners', 'suggested', page] as const,
  blocked: (page: number) => ['partners', 'blocked', page] as const,
  matchProfile: () => ['partners', 'match-profile'] as const,
  questions: (accountId: string) => ['partners', 'questions', accountId] as const,
};
