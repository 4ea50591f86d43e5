import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';

/** A limit: at most `max` counted attempts per key in a window of `windowMs` that starts at the first. */
export type ThrottleRule = { name: string; max: number; windowMs: number };

/** How an attempt ended: what it returned, or what it threw. */
export type AttemptOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * One counter an attempt is charged to: a rule, the key it counts under (an address, an account), and
 * which outcomes keep the attempt counted (every outcome when left out).
 */
export type ThrottleCharge = { rule: ThrottleRule; key: string; counts?: (outcome: AttemptOutcome) => boolean };

/** Counts kept under string keys, each in a window that starts at its first count. */
type CounterStore = {
  /** Adds one; the count and the window's remaining milliseconds after it. */
  add: (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;
  /** Takes one back from a window still open (never below zero, never starting a window). */
  remove: (key: string) => Promise<void>;
  /** Ends the key's window: it starts again from nothing. */
  clear: (key: string) => Promise<void>;
};

/** Counters in this process's memory, for one node or while Redis is away; the oldest go past `capacity`. */
function memoryStore(capacity = 10_000): CounterStore {
  const counters = new Map<string, { count: number; endsAt: number }>();
  return {
    add: async (key, windowMs) => {
      const now = Date.now();
      let counter = counters.get(key);
      if (!counter || counter.endsAt <= now) {
        counters.delete(key);
        if (counters.size >= capacity) {
          for (const [name, entry] of counters) if (entry.endsAt <= now) counters.delete(name);
          if (counters.size >= capacity) counters.delete(counters.keys().next().value!);
        }
        counter = { count: 0, endsAt: now + windowMs };
        counters.set(key, counter);
      }
      counter.count += 1;
      return { count: counter.count, ttlMs: counter.endsAt - now };
    },
    remove: async (key) => {
      const counter = counters.get(key);
      if (counter && counter.endsAt > Date.now() && counter.count > 0) counter.count -= 1;
    },
    clear: async (key) => {
      counters.delete(key);
    },
  };
}

const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const REMOVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/** Counters in Redis, shared by every node: each change is one atomic script. */
function redisStore(redis: Redis): CounterStore {
  return {
    add: async (key, windowMs) => {
      const [count, ttlMs] = (await redis.eval(ADD_SCRIPT, 1, key, windowMs)) as [number, number];
      return { count, ttlMs };
    },
    remove: async (key) => {
      await redis.eval(REMOVE_SCRIPT, 1, key);
    },
    clear: async (key) => {
      await redis.del(key);
    },
  };
}

/**
 * Redis while it is connected, so limits hold across nodes; this process's memory while it is not
 * (or when a command fails), so a request never waits on an absent Redis and limits still apply per node.
 */
function fallbackStore(redis: Redis | null): CounterStore {
  const local = memoryStore();
  if (!redis) return local;
  const remote = redisStore(redis);
  const pick = async <T>(use: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return use(local);
    try {
      return await use(remote);
    } catch {
      return use(local);
    }
  };
  return {
    add: (key, windowMs) => pick((store) => store.add(key, windowMs)),
    remove: (key) => pick((store) => store.remove(key)),
    // Both places: a count kept in memory while Redis was away must not outlive the reset either.
    clear: async (key) => {
      await local.clear(key);
      if (redis.status === 'ready') await remote.clear(key).catch(() => undefined);
    },
  };
}

/** Seconds a refused client should wait, at least one. */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** 429 RATE_LIMITED, telling when to try again (reply header `Retry-After` and `retryAfterSeconds`). */
export const rateLimited = (waitMs: number): AppError =>
  new AppError('RATE_LIMITED', { retryAfterSeconds: retryAfterSeconds(waitMs) });

/**
 * Limits on attempts that a route's own address-based limit cannot express: counted per account or
 * email, or counting only some outcomes (failed sign-ins, accounts created). Counted in Redis when
 * it is configured and connected, otherwise in this process.
 */
export type Throttle = {
  /**
   * Runs `attempt` when every charge's counter has room for it, else refuses with 429 without
   * running it (and without counting it). The attempt is counted before it runs, so attempts made
   * at the same moment cannot all slip under a limit, and is given back where its outcome does not
   * count.
   */
  run: <T>(charges: ThrottleCharge[], attempt: () => Promise<T>) => Promise<T>;
  /** Forgets what a rule counted under a key (a password reset lifts the account's sign-in lock). */
  reset: (rule: ThrottleRule, key: string) => Promise<void>;
};

/** A Throttle whose counter keys start with `prefix`; the keys they count under are stored hashed. */
export function createThrottle(redis: Redis | null, prefix: string): Throttle {
  const store = fallbackStore(redis);
  // An email or username is never kept in Redis or memory as it was typed.
  const counterKey = ({ rule, key }: Pick<ThrottleCharge, 'rule' | 'key'>) =>
    `${prefix}${rule.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
  const giveBack = (charges: ThrottleCharge[]) =>
    Promise.all(charges.map((charge) => store.remove(counterKey(charge))));

  async function run<T>(charges: ThrottleCharge[], attempt: () => Promise<T>): Promise<T> {
    const counted = await Promise.all(charges.map((charge) => store.add(counterKey(charge), charge.rule.windowMs)));
    const spent = counted.filter(({ count }, i) => count > charges[i]!.rule.max);
    if (spent.length) {
      await giveBack(charges);
      throw rateLimited(Math.max(...spent.map(({ ttlMs }) => ttlMs)));
    }
    let outcome: AttemptOutcome;
    let value: T | undefined;
    try {
      value = await attempt();
      outcome = { ok: true };
    } catch (error) {
      outcome = { ok: false, error };
    }
    await giveBack(charges.filter((charge) => charge.counts && !charge.counts(outcome)));
    if (!outcome.ok) throw outcome.error;
    return value as T;
  }
  return { run, reset: (rule, key) => store.clear(counterKey({ rule, key })) };
}

/** A `counts` for charges that count failures with one of these error codes only. */
export const failedWith =
  (...codes: AppError['code'][]) =>
  (outcome: AttemptOutcome): boolean =>
    !outcome.ok && outcome.error instanceof AppError && codes.includes(outcome.error.code);

/** A `counts` for charges that count only attempts that succeeded. */
export const succeeded = (outcome: AttemptOutcome): boolean => outcome.ok;
