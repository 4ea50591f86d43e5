import { isStaffRole } from '@ideamatch/shared/constants';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { useSession } from '../hooks/use-session';
import type { ProfileScope } from '../api/get-profile';

/** Where a refused visitor goes: the dashboard login variant for dashboard pages. */
export const loginPathFor = (scope: ProfileScope): string =>
  scope === 'dashboard' ? '/login?isDashboard=true' : '/login';

type RequireSessionProps = {
  scope: ProfileScope;
  /** What it guards; the route's child routes when absent. */
  children?: ReactNode;
};

/** Navigation state of the page a person has just logged out on. */
export type LoggedOutState = { loggedOut: true };
const isLoggedOut = (state: unknown): boolean => (state as Partial<LoggedOutState> | null)?.loggedOut === true;

/**
 * Route guard of member and dashboard pages: no token, or a 401/403 on the
 * profile, sends the visitor to the login page; dashboard pages also need a staff role.
 */
export function RequireSession({ scope, children }: RequireSessionProps) {
  const location = useLocation();
  const session = useSession();
  const from = `${location.pathname}${location.search}`;
  const toLogin = <Navigate to={loginPathFor(scope)} replace state={{ from }} />;

  // Right after a logout the person goes home, not to a login page they did not ask for.
  if (!session.token && isLoggedOut(location.state)) return <Navigate to="/" replace />;
  if (!session.token || session.isRejected) return toLogin;
  if (session.isLoading) return <PageLoader />;
  if (session.error || !session.profile) {
    return <ErrorPanel message={parseError(session.error)} onRetry={session.refetch} />;
  }
  if (scope === 'dashboard' && !isStaffRole(session.profile.role)) return toLogin;
  return children ?? <Outlet />;
}
