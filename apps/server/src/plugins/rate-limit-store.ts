import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** What the plugin hands a store: its merged options (only these two matter here). */
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
type StoreInstance = FastifyRateLimitStore & {
  incr: (key: string, callback: Callback, timeWindow: number, max: number) => void;
  child: (routeOptions: Record<string, unknown>) => StoreInstance;
};
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => StoreInstance;
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => StoreInstance;

// The plugin's own stores (CommonJS, without type declarations of their own).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

/** Counters kept in memory per route while Redis is away (as many keys as the plugin's own default). */
const LOCAL_CACHE_SIZE = 5000;

/**
 * A rate-limit store that counts in Redis while Redis is connected, so limits hold across nodes,
 * and in this process's memory while it is not: a request never waits for an absent Redis (the
 * client refuses commands at once when disconnected and times them out after a few hundred ms),
 * and the limits keep applying during an outage, per node.
 */
export function createFallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly remote: StoreInstance = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        nameSpace,
      ),
      private readonly local: StoreInstance = new LocalStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        LOCAL_CACHE_SIZE,
      ),
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      this.remote.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = routeOptions as unknown as Record<string, unknown> & StoreOptions;
      return new FallbackStore(options, this.remote.child(options), this.local.child(options));
    }
  }
  return FallbackStore;
}
