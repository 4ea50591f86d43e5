import { safeReturnPath, withReturnPath } from '@ideamatch/shared/return-path';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Where a sign-in or registration started from this page returns to: the page itself, or on the
 * auth pages the `next` they were opened with (so "register" from the login page, or the mail's
 * verification link, still leads back to the idea).
 */
export function useReturnPath(): string | null {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const onAuthPage = /^\/(login|register|forgot-password|reset-password|verify-email)\b/.test(location.pathname);
  if (onAuthPage) {
    return (
      safeReturnPath((location.state as { from?: unknown } | null)?.from) ?? safeReturnPath(searchParams.get('next'))
    );
  }
  return safeReturnPath(`${location.pathname}${location.search}`);
}

/** `/login` (or another auth page) with `?next=` the page to come back to. */
export function useAuthLink(path: string): string {
  return withReturnPath(path, useReturnPath());
}
