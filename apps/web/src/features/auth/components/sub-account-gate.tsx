import { SUB_ACCOUNT_HOME } from '@ideamatch/shared/constants';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session';

const isChatPath = (pathname: string): boolean =>
  pathname === SUB_ACCOUNT_HOME || pathname.startsWith(`${SUB_ACCOUNT_HOME}/`);

/** In a sub-account session every page outside /chat redirects to /chat (SPEC.md section 4). */
export function SubAccountGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { isSubAccount } = useSession();
  if (isSubAccount && !isChatPath(pathname)) return <Navigate to={SUB_ACCOUNT_HOME} replace />;
  return children;
}
