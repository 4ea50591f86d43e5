/** The longest path a sign-in returns to (a page with its query), so a link stays a sane length. */
export const RETURN_PATH_MAX = 500;

/**
 * A same-site path to return to after signing in or registering: a path of this site (never another
 * origin, `//host` or `/\host`), no longer than RETURN_PATH_MAX, and never an auth page itself, but
 * for an admin invitation's link (`/register?invite=`), where a person signs in to accept it.
 * Anything else is null (go home).
 */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || from.length > RETURN_PATH_MAX) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(from)) return null;
  if (from.startsWith('/register?invite=')) return from;
  return /^\/(login|register|forgot-password|reset-password|verify-email)\b/.test(from) ? null : from;
}

/** `path` with `?next=<from>` when `from` is a page worth returning to (home is where one lands anyway). */
export function withReturnPath(path: string, from: unknown): string {
  const safe = safeReturnPath(from);
  if (!safe || safe === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(safe)}`;
}
