import { TtlCache } from './ttl-cache';
import type { Database } from '../db/client';

/** The per-person summaries polled by every signed-in tab: the bell's and the chat badge's. */
export type SummaryKind = 'notification' | 'chat';

/**
 * How long a person's summary is answered from memory at most. Every write that changes a summary
 * and is pushed to the person's tabs forgets it first (on every node, through Redis), so this only
 * bounds what a write outside those paths (a job, a cascade of a deletion) leaves stale. A tab polls
 * every 10 s, so two polls in three are answered from memory even for a person nobody writes to.
 */
export const SUMMARY_TTL_MS = 30_000;
/** Most people remembered per kind on a node; the least recently stored goes first. */
export const SUMMARY_MAX_PEOPLE = 20_000;

type Store = TtlCache<Promise<unknown>>;

const stores = new WeakMap<Database, Record<SummaryKind, Store>>();
/** Per database handle, how its node tells the others whose summaries changed (set when Redis is). */
const announcers = new WeakMap<Database, (kind: SummaryKind, accountIds: string[]) => void>();

/** One node's memory of per-person summaries: one cache per kind and database handle. */
function storesOf(db: Database): Record<SummaryKind, Store> {
  let found = stores.get(db);
  if (!found) {
    found = {
      notification: new TtlCache(SUMMARY_TTL_MS, SUMMARY_MAX_PEOPLE),
      chat: new TtlCache(SUMMARY_TTL_MS, SUMMARY_MAX_PEOPLE),
    };
    stores.set(db, found);
  }
  return found;
}

/** A person's summary of `kind`: from this node's memory, or `load()`'s (then remembered). */
export function cachedSummary<V>(
  db: Database,
  kind: SummaryKind,
  accountId: string,
  load: () => Promise<V>,
): Promise<V> {
  const store = storesOf(db)[kind];
  const hit = store.get(accountId);
  if (hit) return hit as Promise<V>;
  // The promise of the read is stored at once, so concurrent polls of one person share one read;
  // forgetting the person drops it, in flight or not, so a read started before a write is never
  // kept after it. A failed read is dropped, so the next poll tries again.
  const value = load();
  store.set(accountId, value);
  value.catch(() => {
    if (store.get(accountId) === value) store.delete(accountId);
  });
  return value;
}

/**
 * Forgets these people's summaries of `kind`, here and on every other node; call once the write
 * that changed them has committed (before reading the fresh summary to push it).
 */
export function invalidateSummaries(db: Database, kind: SummaryKind, accountIds: readonly string[]): void {
  if (!accountIds.length) return;
  forgetSummaries(db, kind, accountIds);
  announcers.get(db)?.(kind, [...accountIds]);
}

/** Forgets these people's summaries on this node only (another node announced a change). */
export function forgetSummaries(db: Database, kind: SummaryKind, accountIds: Iterable<string>): void {
  const store = stores.get(db)?.[kind];
  if (store) for (const accountId of accountIds) store.delete(accountId);
}

/** Forgets every summary of `db` on this node (the announcements may have been missed). */
export function forgetAllSummaries(db: Database): void {
  const found = stores.get(db);
  found?.notification.clear();
  found?.chat.clear();
}

/** Registers (or, with null, removes) how `db`'s node announces summary changes to the other nodes. */
export function setSummaryAnnouncer(
  db: Database,
  announce: ((kind: SummaryKind, accountIds: string[]) => void) | null,
): void {
  if (announce) announcers.set(db, announce);
  else announcers.delete(db);
}
