import { SUB_ACCOUNT_HOME } from '@ideamatch/shared/constants';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session';

const isChatPath = (pathname: string): boolean =>
  pathname === SUB_ACCOUNT_HOME || pathname.startsWith(`${SUB_ACCOUNT_HOME}/`);
/** One idea's page (`/idea/<id>`, not the new or edit forms): a shared idea card in a chat opens it. */
const isIdeaPath = (pathname: string): boolean => /^\/idea\/(?!new$)[^/]+$/.test(pathname);
/** The persona's own profile ("My profile" of its menu), never another person's. */
const isOwnProfilePath = (pathname: string, search: string, personaId: string): boolean => {
  const accountId = new URLSearchParams(search).get('accountId');
  return pathname === '/profile' && (!accountId || accountId === personaId);
};

/**
 * In a sub-account session every page outside /chat redirects to /chat, except the page of an idea
 * shared in a chat and the persona's own profile.
 */
export function SubAccountGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { profile } = useSession();
  const persona = profile?.subAccountInfo;
  if (persona && !isChatPath(pathname) && !isIdeaPath(pathname) && !isOwnProfilePath(pathname, search, persona.id)) {
    return <Navigate to={SUB_ACCOUNT_HOME} replace />;
  }
  return children;
}
