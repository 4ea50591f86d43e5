import type { IdeaListPage, IdeaListQuery } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * Short-lived caches of the public idea list, one set per database handle:
 * - `counts`: the capped total per filter set and viewer. Counting up to the cap joins up to 10,001
 *   rows to their owners, ten times the cost of the page itself.
 * - `visitorPages`: the first VISITOR_PAGE_LIMIT pages a visitor (no session) asks for. A signed-in
 *   viewer's page is always read fresh, so an author sees their own change at once. A cached page
 *   keeps its reply text with it (`memoizeReply`), so it is serialised once per entry.
 * An entry is refreshed in the background once it is REFRESH_AFTER_MS old (requests meanwhile get
 * the entry they had, so a refill never stalls the list) and is never served once MAX_AGE_MS have
 * passed since its query started. Any idea write clears both caches after its commit
 * (`invalidateIdeaLists`): on this node at once, and on the other nodes as they hear it on Redis
 * (plugins/cache-events.ts). Without Redis, or while it is away, other nodes show a change within
 * MAX_AGE_MS. What a cached page holds is the same for every visitor (no viewer field: bookmarks and
 * blocks only exist for a session, and a signed-in viewer's page is never cached).
 */
export const MAX_AGE_MS = 2_000;
export const REFRESH_AFTER_MS = 1_000;
export const VISITOR_PAGE_LIMIT = 3;

/** The query's promise, so concurrent requests for the same list share one query. */
type Entry<V> = { value: Promise<V>; startedAt: number; refreshing: boolean };
type ListCaches = {
  counts: TtlCache<Entry<number>>;
  visitorPages: TtlCache<Entry<IdeaListPage>>;
  now: () => number;
  /** Bumped by every invalidation: a query started before it is never stored after it. */
  generation: number;
};
const caches = new WeakMap<Database, ListCaches>();

export function ideaListCaches(db: Database, now: () => number = () => Date.now()): ListCaches {
  let found = caches.get(db);
  if (!found) {
    found = {
      counts: new TtlCache(MAX_AGE_MS, 500, now),
      visitorPages: new TtlCache(MAX_AGE_MS, 500, now),
      now,
      generation: 0,
    };
    caches.set(db, found);
  }
  return found;
}

/** Per database handle, how its node tells the other nodes that lists changed (set when Redis is). */
const announcers = new WeakMap<Database, () => void>();

/** Registers (or, with null, removes) how `db`'s node announces list changes to the other nodes. */
export function setIdeaListAnnouncer(db: Database, announce: (() => void) | null): void {
  if (announce) announcers.set(db, announce);
  else announcers.delete(db);
}

/**
 * Forgets every cached list and count of `db`, on this node at once and on the other nodes through
 * Redis; call after an idea write commits.
 */
export function invalidateIdeaLists(db: Database): void {
  forgetIdeaLists(db);
  announcers.get(db)?.();
}

/** Forgets every cached list and count of `db` on this node only (another node announced a change). */
export function forgetIdeaLists(db: Database): void {
  const found = caches.get(db);
  if (!found) return;
  found.generation += 1;
  found.counts.clear();
  found.visitorPages.clear();
}

/**
 * The value of `key`: a fresh enough entry of `cache`, or `load()`'s. A failed load is forgotten, so
 * the next request tries again.
 */
export function cached<V>(
  caches: Pick<ListCaches, 'now' | 'generation'>,
  cache: TtlCache<Entry<V>>,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  const { now } = caches;
  const start = (): Entry<V> => {
    const generation = caches.generation;
    const entry: Entry<V> = { value: load(), startedAt: now(), refreshing: false };
    entry.value.then(
      () => {
        if (caches.generation !== generation) return;
        // A newer entry (or a clear) wins over this one.
        const current = cache.get(key);
        if (!current || current === entry || current.startedAt < entry.startedAt)
          cache.set(key, entry, entry.startedAt + MAX_AGE_MS);
      },
      () => {
        if (cache.get(key) === entry) cache.delete(key);
      },
    );
    return entry;
  };
  const hit = cache.get(key);
  if (hit) {
    if (!hit.refreshing && now() - hit.startedAt >= REFRESH_AFTER_MS) {
      hit.refreshing = true;
      start().value.catch(() => {
        hit.refreshing = false;
      });
    }
    return hit.value;
  }
  const entry = start();
  cache.set(key, entry, entry.startedAt + MAX_AGE_MS);
  return entry.value;
}

/** The cache key of a list's filter set (what the count depends on), with the viewer. */
export const countKey = (query: IdeaListQuery, viewerId: string | null): string =>
  JSON.stringify([
    query.q ?? '',
    query.categoryId ?? '',
    query.rating ?? '',
    query.postStartDate ?? '',
    query.postEndDate ?? '',
    viewerId ?? '',
  ]);

/** The cache key of one page (filters, order, paging, and whether it is an uncounted autocomplete page). */
export const pageKey = (query: IdeaListQuery): string =>
  `${countKey(query, null)}|${query.sortBy ?? ''}|${query.page}|${query.pageSize}|${query.isAutocomplete ? 'a' : ''}`;
