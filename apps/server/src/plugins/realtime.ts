import { createAdapter } from '@socket.io/redis-streams-adapter';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  accountRoom,
  REALTIME,
  REALTIME_MAX_PACKET_BYTES,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@ideamatch/shared';
import { resolveSessionCached, type SessionInfo } from '../modules/auth/session.service';
import { closeRedisClient, createSubscriberClient } from './redis';

type SocketData = {
  session: SessionInfo;
  /** The identity the socket acts as: the sub-account in a sub-account session, else the account. */
  actingAccountId: string;
  /** Rooms handshake checks granted; joined once connected (a socket cannot join before). */
  grantedRooms?: string[];
};

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

type Emit = <E extends keyof ServerToClientEvents>(
  room: string,
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
) => void;

export type Realtime = {
  io: RealtimeServer;
  /** Emits into `account:<id>` on every node (through Redis when REDIS_URL is set). */
  emitToAccount: <E extends keyof ServerToClientEvents>(
    accountId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ) => void;
  /** Emits into any room (e.g. `chat:<id>`) on every node. */
  emitToRoom: Emit;
  /** Ends every socket of a main account's sessions, sub-account ones too, on every node (deactivation). */
  disconnectAccount: (accountId: string) => void;
  /** Runs for each authenticated socket once it has joined its account room (feature handlers). */
  onConnection: (handler: (socket: RealtimeSocket) => void | Promise<void>) => void;
  /**
   * Runs at each handshake after the token check; throwing refuses the connection with the error's
   * message (e.g. a chat screen's `chatId` the account is not a member of).
   */
  onHandshake: (check: (socket: RealtimeSocket) => Promise<void>) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Every socket of a main account's sessions, its sub-account sessions included: what logout
 * everywhere and deactivation end. Never emitted to.
 */
export const sessionsRoom = (mainAccountId: string): string => `sessions:${mainAccountId}`;

/** Every socket of one session: what ending that session disconnects. Never emitted to. */
const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** How long start-up waits for the adapter's subscriptions before going on without Redis. */
const ADAPTER_READY_TIMEOUT_MS = 1_000;

/** Resolves when the client is connected, or after `timeoutMs` (it keeps retrying on its own). */
function waitUntilReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
  });
}

/**
 * Stream entries (cross-node emits) held while Redis is away, at most: about a minute of a busy
 * node's traffic. Past it, emits reach this node's sockets only (and are logged).
 */
export const ADAPTER_MAX_HELD_EMITS = 50_000;

/**
 * The client as the socket.io streams adapter sees it. A cross-node emit (`XADD` to the stream) is
 * handed to Redis without waiting for its reply, so this node's sockets hear it at once; while Redis
 * is away it is held in order (up to {@link ADAPTER_MAX_HELD_EMITS}) and appended when Redis returns,
 * and the other nodes, reading the stream from where they stopped, deliver it then: nothing sent
 * during an outage is lost. Every other command (publish, the node count of a `fetchSockets`) fails
 * at once while Redis is away, as the app's own client does, so nothing waits on an absent Redis.
 */
function tolerant(client: Redis, onError: (err: unknown) => void, copies: Redis[]): Redis {
  let held = 0;
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'duplicate') {
        // The adapter's stream reader and subscriber: kept so closing the app closes them at once.
        return (...args: Parameters<Redis['duplicate']>) => {
          const copy = target.duplicate(...args);
          copies.push(copy);
          return subscriptionsHandled(copy, onError);
        };
      }
      const call = (args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
      if (property === 'xadd') {
        return (...args: unknown[]) => {
          const away = target.status !== 'ready';
          if (away && held >= ADAPTER_MAX_HELD_EMITS) {
            onError(new Error('realtime: too many emits held while Redis is away; this one stays on this node'));
            return Promise.resolve('');
          }
          if (away) held += 1;
          const sent = call(args) as Promise<unknown>;
          sent.catch(onError).finally(() => {
            if (away) held -= 1;
          });
          return Promise.resolve('');
        };
      }
      if (typeof property === 'string' && FAIL_FAST.has(property)) {
        return (...args: unknown[]) => {
          if (target.status !== 'ready') {
            const away = Promise.reject(new Error('Redis is away'));
            // A publish's promise is dropped by the adapter: its failure must not go unhandled.
            if (property === 'publish') away.catch(onError);
            return away;
          }
          const result = call(args);
          if (property === 'publish' && result instanceof Promise) result.catch(onError);
          return result;
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/**
 * The adapter's subscriber as the adapter sees it: it subscribes without waiting for the reply, so a
 * subscription cut short (the app closing before Redis answered) would be a rejection nobody handles.
 */
function subscriptionsHandled(client: Redis, onError: (err: unknown) => void): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'subscribe' && property !== 'psubscribe' && property !== 'ssubscribe') return value.bind(target);
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) result.catch(onError);
        return result;
      };
    },
  });
}

/** The adapter's commands that fail at once while Redis is away instead of waiting for it. */
const FAIL_FAST = new Set(['publish', 'pubsub', 'set', 'getdel', 'xrange']);

/**
 * Each socket's event budget, a token bucket: {@link SOCKET_EVENT_BURST} events at once, refilled at
 * {@link SOCKET_EVENTS_PER_SECOND} a second. An event past it is dropped unhandled (its ack, if any,
 * says `RATE_LIMITED`); a socket that has {@link SOCKET_REFUSALS_BEFORE_CUT} events refused within
 * {@link SOCKET_REFUSAL_WINDOW_MS} is disconnected.
 */
export const SOCKET_EVENTS_PER_SECOND = 20;
export const SOCKET_EVENT_BURST = 40;
export const SOCKET_REFUSALS_BEFORE_CUT = 100;
export const SOCKET_REFUSAL_WINDOW_MS = 10_000;

/** Spends one event of a socket's budget; false when none is left. */
function createEventBudget(now: () => number = Date.now) {
  let tokens = SOCKET_EVENT_BURST;
  let refilledAt = now();
  let refusals = 0;
  let refusalWindowStart = 0;
  return {
    take(): boolean {
      const at = now();
      tokens = Math.min(SOCKET_EVENT_BURST, tokens + ((at - refilledAt) / 1000) * SOCKET_EVENTS_PER_SECOND);
      refilledAt = at;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      return false;
    },
    /** Counts a refused event; true when the socket has kept going long enough to be cut. */
    refuse(): boolean {
      const at = now();
      if (at - refusalWindowStart > SOCKET_REFUSAL_WINDOW_MS) {
        refusalWindowStart = at;
        refusals = 0;
      }
      refusals += 1;
      return refusals >= SOCKET_REFUSALS_BEFORE_CUT;
    },
  };
}

/**
 * socket.io on the Fastify HTTP server (docs/design.md#realtime): websocket transport only, the session token
 * checked at the handshake, each socket in its account's room. With Redis the rooms span nodes.
 */
export const realtimePlugin = fp<{ redis: Redis | null; keyPrefix: string }>(async (app, { redis, keyPrefix }) => {
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME.path,
    transports: [...REALTIME.transports],
    maxHttpBufferSize: REALTIME_MAX_PACKET_BYTES,
    serveClient: false,
    // Same origin only: the SPA is served by this process (and proxied by Vite in development).
    cors: undefined,
  });

  // Cross-node emits go through a Redis stream (the streams adapter), not pub/sub: each node reads
  // the stream from where it stopped, so what is sent while Redis is away arrives when it returns.
  // The stream reader and the subscriptions (for fetchSockets replies) are copies of this client:
  // they wait for Redis however long it takes and resume after every reconnection.
  const adapterClient = redis ? createSubscriberClient(redis) : null;
  const adapterCopies: Redis[] = [];
  if (adapterClient) {
    const onError = (err: unknown) => app.log.warn({ err }, 'realtime redis error');
    adapterClient.on('error', onError);
    await waitUntilReady(adapterClient, ADAPTER_READY_TIMEOUT_MS);
    io.adapter(
      createAdapter(tolerant(adapterClient, onError, adapterCopies), {
        streamName: `${keyPrefix}socket.io`,
        // Room for everything held through an outage, so a node catching up is not trimmed past.
        maxLen: 2 * ADAPTER_MAX_HELD_EMITS,
        readCount: 500,
        // Every emit is JSON: no search for binary parts in each packet.
        onlyPlaintext: true,
        channelPrefix: `${keyPrefix}socket.io`,
        sessionKeyPrefix: `${keyPrefix}socket.io:session:`,
      }),
    );
  }

  const handshakeChecks: ((socket: RealtimeSocket) => Promise<void>)[] = [];
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('UNAUTHORIZED'));
    resolveSessionCached(app, token).then(
      (session) => {
        if (!session) return next(new Error('UNAUTHORIZED'));
        socket.data.session = session;
        socket.data.actingAccountId = session.subAccountId ?? session.accountId;
        return handshakeChecks
          .reduce((chain, check) => chain.then(() => check(socket)), Promise.resolve())
          .then(
            () => next(),
            (err: unknown) => next(err instanceof Error ? err : new Error('FORBIDDEN')),
          );
      },
      (err: unknown) => {
        app.log.error({ err }, 'realtime handshake failed');
        next(new Error('INTERNAL_ERROR'));
      },
    );
  });

  const handlers: ((socket: RealtimeSocket) => void | Promise<void>)[] = [];
  io.on('connection', (socket) => {
    const budget = createEventBudget();
    socket.use((packet, next) => {
      if (budget.take()) return next();
      const ack: unknown = packet[packet.length - 1];
      if (typeof ack === 'function') (ack as (reply: unknown) => void)({ ok: false, errorCode: 'RATE_LIMITED' });
      if (budget.refuse()) {
        app.log.warn({ accountId: socket.data.actingAccountId }, 'socket cut: event flood');
        socket.disconnect(true);
      }
    });
    void socket.join([
      accountRoom(socket.data.actingAccountId),
      sessionsRoom(socket.data.session.accountId),
      sessionRoom(socket.data.session.sessionId),
      ...(socket.data.grantedRooms ?? []),
    ]);
    for (const handler of handlers) {
      Promise.resolve(handler(socket)).catch((err: unknown) => app.log.error({ err }, 'realtime handler failed'));
    }
  });

  // A session ended anywhere: every node (each hears the event) disconnects its own sockets of it.
  app.sessionHub.onEnded((sessionIds) => {
    io.local.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });

  const emitToRoom: Emit = (room, event, ...args) => {
    io.to(room).emit(event, ...args);
  };

  app.decorate<Realtime>('realtime', {
    io,
    emitToRoom,
    emitToAccount: (accountId, event, ...args) => emitToRoom(accountRoom(accountId), event, ...args),
    disconnectAccount: (accountId) => {
      io.in(sessionsRoom(accountId)).disconnectSockets(true);
    },
    onConnection: (handler) => void handlers.push(handler),
    onHandshake: (check) => void handshakeChecks.push(check),
  });

  // Open websockets would keep the HTTP server from closing: refuse new ones first (a client cut
  // here reconnects at once, and its websocket would otherwise hold the closing server open until
  // the shutdown timeout), then end this node's sockets and the connections under them.
  app.addHook('preClose', async () => {
    io.engine.opts.allowRequest = (_request, callback) => callback('SERVER_CLOSING', false);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    // The stream reader may be blocked in a read: it is dropped, not asked to quit.
    for (const copy of adapterCopies) copy.disconnect();
    if (adapterClient) await closeRedisClient(adapterClient);
  });
});
