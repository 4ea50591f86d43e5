import { Navigate } from 'react-router';

/** `/dashboard` and unknown dashboard addresses open user management. */
export const Component = () => <Navigate to="/dashboard/user" replace />;
