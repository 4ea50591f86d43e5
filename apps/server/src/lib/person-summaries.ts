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

type Entry = { value: Promise<unknown>; until: number };

/**
 * One node's memory of per-person summaries, one map per kind and database handle. A lookup stores
 * the promise of its read at once, so concurrent polls of one person share one read; forgetting a
 * person drops the entry, in flight or not, so a read started before the write is never kept after.
 * A failed read is dropped too, so the next poll tries again.
 */
class SummaryStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  get<V>(accountId: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(accountId);
    if (hit && hit.until > this.now()) return hit.value as Promise<V>;
    if (hit) this.entries.delete(accountId);
    if (this.entries.size >= SUMMARY_MAX_PEOPLE) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    const entry: Entry = { value, until: this.now() + SUMMARY_TTL_MS };
    this.entries.set(accountId, entry);
    value.catch(() => {
      if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
    });
    return value;
  }

  forget(accountIds: Iterable<string>): void {
    for (const accountId of accountIds) this.entries.delete(accountId);
  }

  clear(): void {
    this.entries.clear();
  }
}

const stores = new WeakMap<Database, Record<SummaryKind, SummaryStore>>();
/** Per database handle, how its node tells the others whose summaries changed (set when Redis is). */
const announcers = new WeakMap<Database, (kind: SummaryKind, accountIds: string[]) => void>();

function storesOf(db: Database): Record<SummaryKind, SummaryStore> {
  let found = stores.get(db);
  if (!found) {
    const now = () => Date.now();
    found = { notification: new SummaryStore(now), chat: new SummaryStore(now) };
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
  return storesOf(db)[kind].get(accountId, load);
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
  stores.get(db)?.[kind].forget(accountIds);
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
