import { createAdapter } from '@socket.io/redis-adapter';
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
import { resolveSession, type SessionInfo } from '../modules/auth/session.service';

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
const sessionsRoom = (mainAccountId: string): string => `sessions:${mainAccountId}`;

/** How long start-up waits for the adapter's Redis connections before going on without waiting. */
const ADAPTER_READY_TIMEOUT_MS = 5_000;

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
 * socket.io on the Fastify HTTP server (DESIGN.md 3.5): websocket transport only, the session token
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

  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : [];
  if (adapterClients.length === 2) {
    for (const client of adapterClients) client.on('error', (err) => app.log.warn({ err }, 'realtime redis error'));
    // The adapter subscribes at once; a subscription still in flight when the app closes would
    // reject with nobody listening, so start it on connected clients (ioredis retries if Redis is late).
    await Promise.all(adapterClients.map((client) => waitUntilReady(client, ADAPTER_READY_TIMEOUT_MS)));
    io.adapter(createAdapter(adapterClients[0], adapterClients[1], { key: `${keyPrefix}socket.io` }));
  }

  const handshakeChecks: ((socket: RealtimeSocket) => Promise<void>)[] = [];
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('UNAUTHORIZED'));
    resolveSession(app.db, token).then(
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
    void socket.join([
      accountRoom(socket.data.actingAccountId),
      sessionsRoom(socket.data.session.accountId),
      ...(socket.data.grantedRooms ?? []),
    ]);
    for (const handler of handlers) {
      Promise.resolve(handler(socket)).catch((err: unknown) => app.log.error({ err }, 'realtime handler failed'));
    }
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

  // Open websockets would keep the HTTP server from closing: end this node's sockets first.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    await Promise.all(adapterClients.map((client) => client.quit().catch(() => client.disconnect())));
  });
});
