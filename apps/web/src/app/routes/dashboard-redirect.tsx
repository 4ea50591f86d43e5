import { Navigate } from 'react-router';
import { firstDashboardPath } from '../../components/layouts/dashboard-nav';
import { useSession } from '../../features/auth/hooks/use-session';
import { permissionsOf } from '../../features/dashboard/hooks/use-dashboard-access';

/** `/dashboard` and unknown dashboard addresses open the first page the admin may use. */
export function Component() {
  const { profile } = useSession();
  return <Navigate to={firstDashboardPath(permissionsOf(profile))} replace />;
}
