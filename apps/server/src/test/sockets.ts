import { io, type Socket } from 'socket.io-client';
import { REALTIME, type ClientToServerEvents, type ServerToClientEvents } from '@ideamatch/shared';
import type { FastifyInstance } from 'fastify';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts the app on a free loopback port (once) and returns its base address. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/**
 * A real socket.io client as the web app opens it (websocket only, token in the handshake).
 * Resolves once connected; rejects with the server's handshake error message.
 */
export function connectSocket(
  baseUrl: string,
  token: string,
  { query }: { query?: Record<string, string> } = {},
): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    path: REALTIME.path,
    transports: [...REALTIME.transports],
    auth: { token },
    query,
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * Resolves with the first `event` whose payload satisfies `matches`, for a test that may also hear
 * an earlier update still on its way (through Redis, an emit can arrive after a later connect).
 */
export function eventWhere<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Resolves with the reason once the socket is disconnected (by the server: 'io server disconnect'). */
export const disconnected = (socket: TestSocket): Promise<string> =>
  new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

/**
 * The sockets a test file opens against its app: `connect` starts the app listening on a free port
 * (once) and keeps the socket so that `closeAll` (in afterEach or afterAll) closes every one.
 * `app` is read at each call, so the helper can be made before `beforeAll` builds the app.
 */
export function socketClients(app: () => FastifyInstance) {
  const open: TestSocket[] = [];
  return {
    async connect(token: string, options: { query?: Record<string, string> } = {}): Promise<TestSocket> {
      const socket = await connectSocket(await listenOnFreePort(app()), token, options);
      open.push(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}

/** Resolves with the next payload of an event, or rejects after `timeoutMs`. */
export const nextEvent = <E extends keyof ServerToClientEvents>(socket: TestSocket, event: E, timeoutMs = 5000) =>
  eventWhere(socket, event, () => true, timeoutMs);
