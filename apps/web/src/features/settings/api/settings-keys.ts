/** react-query keys of the account center (settings), built only here. */
export const settingsKeys = {
  all: ['settings'] as const,
  security: () => ['settings', 'security'] as const,
  sessions: () => ['settings', 'sessions'] as const,
  preferences: () => ['settings', 'preferences'] as const,
  unsubscribeLink: (token: string) => ['settings', 'unsubscribe-link', token] as const,
};
