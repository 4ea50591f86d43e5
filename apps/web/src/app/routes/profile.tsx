import type { Profile } from '@ideamatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ProfilePage } from '../../features/accounts/components/profile-page';
import { authKeys } from '../../features/auth/api/auth-keys';
import { BackToMainAccountButton } from '../../features/auth/components/sub-accounts-section';
import { useSession } from '../../features/auth/hooks/use-session';

/** `/profile?accountId=`: the signed-in account's profile comes from the session. */
export function Component() {
  const { profile, isSubAccount } = useSession();
  const queryClient = useQueryClient();
  const handleProfileSaved = useCallback(
    (saved: Profile) => {
      // The reply is the whole profile: the header and popover update without another request.
      queryClient.setQueriesData<Profile>({ queryKey: authKeys.profiles() }, (old) =>
        old ? { ...old, ...saved } : old,
      );
      void queryClient.invalidateQueries({ queryKey: authKeys.profiles() });
    },
    [queryClient],
  );
  return (
    <ProfilePage
      myProfile={profile}
      onProfileSaved={handleProfileSaved}
      subAccountAction={
        isSubAccount ? <BackToMainAccountButton onDone={() => undefined} fullWidth={false} /> : undefined
      }
    />
  );
}
