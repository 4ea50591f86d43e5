import type { Profile } from '@ideamatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ProfilePage } from '../../features/accounts/components/profile-page';
import { authKeys } from '../../features/auth/api/auth-keys';
import { BackToMainAccountButton } from '../../features/auth/components/sub-accounts-section';
import { RequireSession } from '../../features/auth/components/require-session';
import { useSession } from '../../features/auth/hooks/use-session';

/**
 * `/profile?accountId=`: a person's public profile, which anyone may see (visitors get it rendered by
 * the server); `/profile` alone is the signed-in account's own, from the session, behind sign-in.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const page = <Profile />;
  return searchParams.get('accountId') ? page : <RequireSession scope="member">{page}</RequireSession>;
}

function Profile() {
  const { profile, isSubAccount, isLoggedIn } = useSession();
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
      isSignedIn={isLoggedIn}
      onProfileSaved={handleProfileSaved}
      subAccountAction={
        isSubAccount ? <BackToMainAccountButton onDone={() => undefined} fullWidth={false} /> : undefined
      }
    />
  );
}
