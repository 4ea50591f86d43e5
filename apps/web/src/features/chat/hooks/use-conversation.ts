import { chatFileTypeOf, type ChatFile, type ChatIdea, type ChatMessage, type ChatQuote } from '@ideamatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { useSocket, useSocketReconnect } from '../../../lib/realtime';
import { chatKeys } from '../api/chat-keys';
import { getMessagesSince, useChatMessages, type MessagePages } from '../api/get-chat-messages';
import { markChatRead } from '../api/mark-chat-read';
import { sendChatMessage, uploadChatFile, uploadChatImage } from '../api/send-chat-message';
import { firstLinkExpiry, renewDelay } from '../utils/image-links';
import { insertMessage, storedMessages } from '../utils/message-cache';
import { mergeMessages, type DisplayMessage } from '../utils/message-timeline';

export type Outgoing = { text?: string; image?: File; document?: File; sharedIdea?: ChatIdea; replyTo?: ChatQuote };
type Pending = DisplayMessage & { outgoing: Outgoing };

type ConversationOptions = {
  chatId: string | null;
  myId: string | null;
  /** A new conversation: whom the first message goes to, and the idea it starts from. */
  toAccountId?: string | null;
  ideaId?: string | null;
  /** Called with the new chat's id after the first message of a new conversation is stored. */
  onStarted?: (chatId: string) => void;
};

/** The card a document shows while it uploads (no link yet). */
const pendingFile = (file: File | undefined): ChatFile | null => {
  const type = file ? chatFileTypeOf(file.name) : null;
  return file && type ? { url: '', name: file.name, sizeBytes: file.size, type } : null;
};

const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One conversation: its stored messages (older pages on demand), my optimistic sends reconciled by
 * clientId, the room joined on the socket, catch-up after a reconnect and the read mark.
 */
export function useConversation({ chatId, myId, toAccountId, ideaId, onStarted }: ConversationOptions) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const query = useChatMessages(chatId);
  const [pending, setPending] = useState<Pending[]>([]);
  const stored = useMemo(() => storedMessages(query.data), [query.data]);
  const messages = useMemo(() => mergeMessages(stored, pending), [stored, pending]);

  const put = useCallback(
    (message: ChatMessage) =>
      queryClient.setQueryData<MessagePages>(chatKeys.messages(message.chatId), (data) => insertMessage(data, message)),
    [queryClient],
  );

  // The chat's room carries typing; rejoin after every reconnect.
  useEffect(() => {
    if (!socket || !chatId) return;
    const join = () => socket.emit('chat_join', { chatId }, () => undefined);
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit('chat_leave', { chatId });
    };
  }, [socket, chatId]);

  // Fetch what arrived while the socket was away, after the newest message already shown.
  // (useSocketReconnect always calls the latest closure, so `stored` is current.)
  useSocketReconnect(() => {
    if (!chatId) return;
    const newest = [...stored].sort((a, b) => b.datetimeCreate.localeCompare(a.datetimeCreate))[0];
    if (!newest) return void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    getMessagesSince(chatId, newest).then((missed) => missed.forEach(put), notifyError);
  });

  // Image links lapse within two hours: ask for the messages (and fresh links) again before they do.
  const linksLapseAt = useMemo(() => firstLinkExpiry(stored), [stored]);
  useEffect(() => {
    if (!chatId || linksLapseAt === null) return;
    const renew = () => void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    const timer = setTimeout(renew, renewDelay(linksLapseAt));
    return () => clearTimeout(timer);
  }, [chatId, linksLapseAt, queryClient]);

  // Mark read whenever a message of the other person is the newest one shown and the page is visible.
  const newestOther = [...stored]
    .sort((a, b) => b.datetimeCreate.localeCompare(a.datetimeCreate))
    .find((m) => m.senderId !== myId);
  const markedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!chatId || !newestOther) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || markedRef.current === newestOther.id) return;
      markedRef.current = newestOther.id;
      markChatRead(chatId).then(
        () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
        () => (markedRef.current = null),
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [chatId, newestOther, queryClient]);

  const deliver = useCallback(
    async (clientId: string, outgoing: Outgoing) => {
      setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, status: 'sending' } : p)));
      try {
        const imageKey = outgoing.image ? await uploadChatImage(outgoing.image) : undefined;
        const progress = (fraction: number) =>
          setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, progress: fraction } : p)));
        const uploaded = outgoing.document ? await uploadChatFile(outgoing.document, progress) : undefined;
        const message = await sendChatMessage({
          ...(chatId ? { chatId } : { toAccountId: toAccountId ?? undefined, ideaId: ideaId ?? undefined }),
          text: outgoing.text ?? '',
          imageKey,
          file: uploaded && outgoing.document ? { key: uploaded.key, name: outgoing.document.name } : undefined,
          sharedIdeaId: outgoing.sharedIdea?.id,
          replyToId: outgoing.replyTo?.id,
          clientId,
        });
        put(message);
        setPending((list) => list.filter((p) => p.clientId !== clientId));
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        if (!chatId) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.withAnyone() });
          onStarted?.(message.chatId);
        }
      } catch (error) {
        setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, status: 'failed' } : p)));
        notifyError(error);
      }
    },
    [chatId, toAccountId, ideaId, put, queryClient, onStarted],
  );

  /** Shows the message at once (optimistic), then stores it; the stored copy replaces it by clientId. */
  const send = useCallback(
    (outgoing: Outgoing) => {
      const clientId = newClientId();
      const optimistic: Pending = {
        id: `pending-${clientId}`,
        chatId: chatId ?? '',
        clientId,
        senderId: myId ?? '',
        text: outgoing.text?.trim() ?? '',
        imageUrl: outgoing.image ? URL.createObjectURL(outgoing.image) : null,
        sharedIdea: outgoing.sharedIdea ?? null,
        file: pendingFile(outgoing.document),
        datetimeCreate: new Date().toISOString(),
        datetimeEdit: null,
        isRemoved: false,
        reactions: [],
        replyTo: outgoing.replyTo ?? null,
        status: 'sending',
        outgoing,
      };
      setPending((list) => [...list, optimistic]);
      void deliver(clientId, outgoing);
    },
    [chatId, myId, deliver],
  );

  /** Sends a failed message again with the same clientId, so it is never stored twice. */
  const retry = useCallback(
    (clientId: string) => {
      const item = pending.find((p) => p.clientId === clientId);
      if (item) void deliver(clientId, item.outgoing);
    },
    [pending, deliver],
  );
  const discard = useCallback(
    (clientId: string) => setPending((list) => list.filter((p) => p.clientId !== clientId)),
    [],
  );

  return { query, messages, send, retry, discard };
}
