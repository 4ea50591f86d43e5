import { io, type Socket } from 'socket.io-client';
import { REALTIME, type ClientToServerEvents, type ServerToClientEvents } from '@ideamatch/shared';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime connection of one session (docs/design.md#realtime): this host, path /socket.io,
 * websocket only, the bearer token in the handshake, reconnecting after 1 s up to 5 s.
 */
export function createSocket(
  token: string,
  { query, autoConnect = true }: { query?: Record<string, string>; autoConnect?: boolean } = {},
): AppSocket {
  return io({
    path: REALTIME.path,
    transports: [...REALTIME.transports],
    auth: { token },
    query,
    autoConnect,
    reconnectionDelay: REALTIME.reconnectionDelay,
    reconnectionDelayMax: REALTIME.reconnectionDelayMax,
    timeout: REALTIME.timeout,
  });
}
