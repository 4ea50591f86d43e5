import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { forgetAllSummaries, forgetSummaries, setSummaryAnnouncer, type SummaryKind } from '../lib/person-summaries';
import { forgetIdeaLists, setIdeaListAnnouncer } from '../modules/ideas/idea-list-cache';
import { closeRedisClient, createSubscriberClient } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Emits `ideaLists` each time this node clears its idea list caches for another node's write,
     * and `summaries` when it forgets summaries for one; `subscribed` settles once this node
     * listens (at once without Redis).
     */
    cacheEvents: EventEmitter & { subscribed: Promise<void> };
  }
}

type SummaryEvent = { from: string; kind: SummaryKind; ids: string[] };

/**
 * Keeps the in-memory read caches of every node in step through Redis pub/sub:
 * - `<prefix>idea-lists`: an idea write on one node clears its own list caches and publishes its
 *   node id; every other node clears its caches as it hears it.
 * - `<prefix>summaries`: a write that changes people's notification or chat summary forgets them on
 *   its node and publishes `{ from, kind, ids }`; every other node forgets them too.
 * Whenever the subscription (re)connects the node drops both caches, since announcements may have
 * been missed while Redis was away. Without Redis nothing is published: each cache's own lifetime
 * bounds what another node shows.
 */
export const cacheEventsPlugin = fp<{ redis: Redis | null; keyPrefix: string }>(async (app, { redis, keyPrefix }) => {
  const events = Object.assign(new EventEmitter(), { subscribed: Promise.resolve() });
  app.decorate('cacheEvents', events);
  if (!redis) return;
  const listsChannel = `${keyPrefix}idea-lists`;
  const summariesChannel = `${keyPrefix}summaries`;
  const nodeId = randomUUID();
  const { db } = app;
  // Redis away: the other nodes' entries lapse within their caches' lifetime.
  setIdeaListAnnouncer(db, () => {
    redis.publish(listsChannel, nodeId).catch(() => undefined);
  });
  setSummaryAnnouncer(db, (kind, ids) => {
    const event: SummaryEvent = { from: nodeId, kind, ids };
    redis.publish(summariesChannel, JSON.stringify(event)).catch(() => undefined);
  });

  const subscriber = createSubscriberClient(redis);
  subscriber.on('error', (err) => app.log.warn({ err }, 'cache events redis error'));
  subscriber.on('ready', () => {
    forgetIdeaLists(db);
    forgetAllSummaries(db);
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === listsChannel) {
      if (message === nodeId) return;
      forgetIdeaLists(db);
      events.emit('ideaLists');
    } else if (channel === summariesChannel) {
      let event: SummaryEvent;
      try {
        event = JSON.parse(message) as SummaryEvent;
      } catch {
        return;
      }
      if (
        event.from === nodeId ||
        (event.kind !== 'notification' && event.kind !== 'chat') ||
        !Array.isArray(event.ids)
      )
        return;
      forgetSummaries(db, event.kind, event.ids);
      events.emit('summaries', event.kind, event.ids);
    }
  });
  events.subscribed = subscriber.subscribe(listsChannel, summariesChannel).then(
    () => undefined,
    (err: unknown) => app.log.warn({ err }, 'cache events subscription failed'),
  );
  app.addHook('onClose', async () => {
    setIdeaListAnnouncer(db, null);
    setSummaryAnnouncer(db, null);
    await closeRedisClient(subscriber);
  });
});
