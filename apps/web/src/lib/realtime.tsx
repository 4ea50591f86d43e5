import type { ServerToClientEvents } from '@ideamatch/shared';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAccessToken } from './auth-token';
import type { AppSocket } from './socket';

const SocketContext = createContext<AppSocket | null>(null);

/**
 * One realtime connection per session: opened when a token appears, replaced when it changes. The
 * socket client's code is loaded only then, so visitors never download it.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    let opened: AppSocket | null = null;
    let isCancelled = false;
    void import('./socket').then(({ createSocket }) => {
      if (isCancelled) return;
      opened = createSocket(token, { autoConnect: false });
      opened.connect();
      setSocket(opened);
    });
    return () => {
      isCancelled = true;
      opened?.close();
      setSocket(null);
    };
  }, [token]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

/** The session's socket, or null when logged out (or before it is opened). */
export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

/** A ref that always holds the latest value, so an effect can call a handler without re-subscribing. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Calls `handler` for every `event` the server sends on the session's socket. The latest handler
 * is always used, so callers need not memoise it.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const handlerRef = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (handlerRef.current as (...a: typeof args) => void)(...args)) as never;
    socket.on(event, listener);
    return () => void socket.off(event, listener);
  }, [socket, event, handlerRef]);
}

/** Calls `handler` each time the socket (re)connects, e.g. to fetch what was missed meanwhile. */
export function useSocketReconnect(handler: () => void): void {
  const socket = useSocket();
  const handlerRef = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    let hasConnected = socket.connected;
    const listener = () => {
      if (hasConnected) handlerRef.current();
      hasConnected = true;
    };
    socket.on('connect', listener);
    return () => void socket.off('connect', listener);
  }, [socket, handlerRef]);
}
