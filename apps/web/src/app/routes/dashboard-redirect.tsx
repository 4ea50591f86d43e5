import { Navigate } from 'react-router';
import { DASHBOARD_HOME } from '../../components/layouts/dashboard-nav';

/**
 * `/dashboard` (where the dashboard sign-in leads) and unknown dashboard addresses open the
 * overview, which every staff member may read whatever their permissions.
 */
export function Component() {
  return <Navigate to={DASHBOARD_HOME} replace />;
}
