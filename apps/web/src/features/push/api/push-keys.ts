/** react-query keys of web push, built only here. */
export const pushKeys = {
  all: ['push'] as const,
  publicKey: () => ['push', 'key'] as const,
  settings: () => ['push', 'settings'] as const,
  device: (accountId: string | null) => ['push', 'device', accountId] as const,
};
