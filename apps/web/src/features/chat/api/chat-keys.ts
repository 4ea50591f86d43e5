/** react-query keys of chat, built only here; everything under `['chat']` belongs to the signed-in session. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => ['chat', 'list'] as const,
  list: (q: string) => ['chat', 'list', q] as const,
  /** Every "chat with this person" lookup. */
  withAnyone: () => ['chat', 'with'] as const,
  withAccount: (accountId: string) => ['chat', 'with', accountId] as const,
  messages: (chatId: string) => ['chat', 'messages', chatId] as const,
  info: (chatId: string) => ['chat', 'info', chatId] as const,
  summary: (token: string | null) => ['chat', 'summary', token] as const,
  search: (q: string, chatId: string | null) => ['chat', 'search', q, chatId ?? ''] as const,
  shareableIdeas: (q: string) => ['chat', 'share-ideas', q] as const,
};
