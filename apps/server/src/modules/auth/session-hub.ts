import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SessionInfo } from './session.service';

/** How long a resolved session is reused on this node without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Most sessions remembered per node; the oldest entry goes first. */
const SESSION_CACHE_MAX = 10_000;

/** What one node tells the others: these sessions ended, or this account's sessions changed. */
type SessionEvent = { from: string; endedSessionIds?: string[]; changedAccountId?: string };

type Entry = { session: SessionInfo; until: number };

/**
 * This node's view of sessions: a short-lived cache of resolved sessions, and the channel through
 * which ended sessions are announced to every node.
 *
 * How the cache is invalidated: an entry lives at most {@link SESSION_CACHE_TTL_MS} (and never past
 * the session's own expiry). When a session ends (logout, password reset or change, deactivation,
 * revocation) or an account's role or permissions change, the node doing it drops the entries at
 * once and publishes the event on Redis (`<prefix>sessions`) when REDIS_URL is set; every other node
 * drops them as it hears it, so an ended session is refused at once everywhere. A lookup that was
 * already reading the database when an event arrived is not cached, and the whole cache is dropped
 * whenever the subscription (re)connects, since events may have been missed while Redis was away.
 */
export class SessionHub {
  private readonly cache = new Map<string, Entry>();
  private readonly endedListeners: ((sessionIds: string[]) => void)[] = [];
  private readonly nodeId = randomUUID();
  /** Bumped by every event: a lookup started before the latest event is not cached. */
  private generation = 0;

  constructor(
    private readonly publisher: Redis | null = null,
    private readonly channel = 'sessions',
  ) {}

  /** A cached session for this token hash, or null. */
  get(tokenHash: string, now = Date.now()): SessionInfo | null {
    const entry = this.cache.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.cache.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  /** The generation to hand back to {@link set}, read before the database lookup. */
  begin(): number {
    return this.generation;
  }

  /** Remembers a resolved session, unless an event arrived while it was being read. */
  set(tokenHash: string, session: SessionInfo, expiresAt: Date, startedAt: number, now = Date.now()): void {
    if (startedAt !== this.generation) return;
    if (this.cache.size >= SESSION_CACHE_MAX) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(tokenHash, { session, until: Math.min(now + SESSION_CACHE_TTL_MS, expiresAt.getTime()) });
  }

  /** Runs on every node for sessions that ended anywhere (the realtime layer cuts their sockets). */
  onEnded(listener: (sessionIds: string[]) => void): void {
    this.endedListeners.push(listener);
  }

  /** Announces, here and on every other node, that these sessions ended. */
  announceEnded(sessionIds: string[]): void {
    if (!sessionIds.length) return;
    this.publish({ from: this.nodeId, endedSessionIds: sessionIds });
  }

  /** Announces, here and on every other node, that an account's role or permissions changed. */
  announceAccountChanged(accountId: string): void {
    this.publish({ from: this.nodeId, changedAccountId: accountId });
  }

  /** Applies an event heard on the channel (events of this node were applied when published). */
  receive(message: string): void {
    let event: SessionEvent;
    try {
      event = JSON.parse(message) as SessionEvent;
    } catch {
      return;
    }
    if (event.from !== this.nodeId) this.apply(event);
  }

  /** Forgets every cached session (the subscription reconnected: events may have been missed). */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private publish(event: SessionEvent): void {
    this.apply(event);
    // Redis away: the other nodes' entries still lapse within the cache's lifetime.
    this.publisher?.publish(this.channel, JSON.stringify(event)).catch(() => undefined);
  }

  private apply(event: SessionEvent): void {
    this.generation += 1;
    const ended = new Set(event.endedSessionIds ?? []);
    for (const [tokenHash, { session }] of this.cache) {
      if (ended.has(session.sessionId) || session.accountId === event.changedAccountId) this.cache.delete(tokenHash);
    }
    if (ended.size) for (const listener of this.endedListeners) listener([...ended]);
  }
}
