import type { ProfileScope } from './get-profile';

/** react-query keys of the signed-in session, built only here. */
export const authKeys = {
  /** Every profile of the session, member and dashboard alike. */
  profiles: () => ['profile'] as const,
  profile: (scope: ProfileScope, token: string | null) => ['profile', scope, token] as const,
  /** Every cached list of the session's sub-accounts. */
  subAccountLists: () => ['sub-accounts'] as const,
  subAccounts: (token: string | null) => ['sub-accounts', token] as const,
};
