/** react-query keys of members' public profiles, built only here. */
export const accountKeys = {
  all: ['account'] as const,
  detail: (id: string) => ['account', id] as const,
};
