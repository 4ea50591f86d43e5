/**
 * Chat images come as signed links that lapse (`exp`, in epoch seconds, in the query): the server
 * signs them for the chat's members, valid one to two hours. These helpers find when to ask for
 * fresh ones.
 */

/** When a signed chat image link lapses, in ms since the epoch; null for any other address (a local preview). */
export function linkExpiresAt(url: string | null | undefined): number | null {
  if (!url) return null;
  const query = url.split('?', 2)[1];
  const exp = query ? Number(new URLSearchParams(query).get('exp')) : NaN;
  return Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
}

/** The first lapse among the messages' image links, or null when none has a signed link. */
export function firstLinkExpiry(messages: readonly { imageUrl: string | null }[]): number | null {
  let first: number | null = null;
  for (const { imageUrl } of messages) {
    const at = linkExpiresAt(imageUrl);
    if (at !== null && (first === null || at < first)) first = at;
  }
  return first;
}

/** Fresh links are asked for this long before the first one lapses. */
export const LINK_RENEW_MARGIN_MS = 2 * 60_000;
/** Never sooner than this after the last ask, even with a device clock far from the server's. */
export const LINK_RENEW_MIN_DELAY_MS = 5 * 60_000;

/** How long to wait before asking for fresh links, given the first lapse. */
export const renewDelay = (expiresAt: number, now = Date.now()): number =>
  Math.max(expiresAt - LINK_RENEW_MARGIN_MS - now, LINK_RENEW_MIN_DELAY_MS);
