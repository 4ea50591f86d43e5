import { CHAT_LIMITS } from '@ideamatch/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket, useSocketEvent } from '../../../lib/realtime';

/** While typing, "still typing" is repeated this often; silence this long means "stopped". */
const REPEAT_MS = 2000;
const IDLE_MS = 3000;

/**
 * Typing in one chat: whether the other person is typing (expiring on its own after
 * CHAT_LIMITS.typingTtlMs without news), and `notifyTyping`/`stopTyping` for my own composer.
 */
export function useTyping(chatId: string | null, myId: string | null) {
  const socket = useSocket();
  const [isOtherTyping, setOtherTyping] = useState(false);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(0);

  const clearOther = useCallback(() => {
    clearTimeout(expiry.current);
    setOtherTyping(false);
  }, []);

  useSocketEvent('typing', (event) => {
    if (event.chatId !== chatId || event.accountId === myId) return;
    clearTimeout(expiry.current);
    setOtherTyping(event.isTyping);
    if (event.isTyping) expiry.current = setTimeout(() => setOtherTyping(false), CHAT_LIMITS.typingTtlMs);
  });
  // Their message arrived: they are done typing it.
  useSocketEvent('chat_message', (message) => {
    if (message.chatId === chatId && message.senderId !== myId) clearOther();
  });

  const stopTyping = useCallback(() => {
    clearTimeout(idle.current);
    if (!socket || !chatId || lastSent.current === 0) return;
    lastSent.current = 0;
    socket.emit('typing', { chatId, isTyping: false });
  }, [socket, chatId]);

  const notifyTyping = useCallback(() => {
    if (!socket || !chatId) return;
    const now = Date.now();
    if (now - lastSent.current > REPEAT_MS) {
      lastSent.current = now;
      socket.emit('typing', { chatId, isTyping: true });
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, IDLE_MS);
  }, [socket, chatId, stopTyping]);

  useEffect(
    () => () => {
      clearTimeout(expiry.current);
      clearTimeout(idle.current);
    },
    [],
  );
  return { isOtherTyping, notifyTyping, stopTyping };
}
