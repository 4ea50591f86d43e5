import { ProfilePage } from '../../features/accounts/components/profile-page';
import { useSession } from '../../features/auth/hooks/use-session';

/** `/profile?accountId=`: the signed-in account's profile comes from the session. */
export function Component() {
  const { profile } = useSession();
  return <ProfilePage myProfile={profile} />;
}
