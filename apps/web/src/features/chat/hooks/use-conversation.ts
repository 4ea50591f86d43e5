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
import { readUnsent, writeUnsent, type UnsentMessage } from '../utils/unsent-messages';

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

/** A message kept from an earlier visit, shown as not sent: the person sends it again or discards it. */
const restored = (message: UnsentMessage, chatId: string | null): Pending => ({
  id: `pending-${message.clientId}`,
  chatId: chatId ?? '',
  clientId: message.clientId,
  senderId: '',
  text: message.text,
  imageUrl: null,
  sharedIdea: message.sharedIdea,
  file: null,
  datetimeCreate: message.datetimeCreate,
  datetimeEdit: null,
  isRemoved: false,
  reactions: [],
  replyTo: message.replyTo,
  status: 'failed',
  outgoing: {
    text: message.text,
    ...(message.sharedIdea ? { sharedIdea: message.sharedIdea } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  },
});

/** What of a pending message can be kept across a reload: all of it unless it carries a file. */
const keepable = (item: Pending): UnsentMessage | null =>
  item.outgoing.image || item.outgoing.document || !item.clientId
    ? null
    : {
        clientId: item.clientId,
        text: item.outgoing.text ?? '',
        sharedIdea: item.outgoing.sharedIdea ?? null,
        replyTo: item.outgoing.replyTo ?? null,
        datetimeCreate: item.datetimeCreate,
      };

const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One conversation: its stored messages (older pages on demand), my optimistic sends reconciled by
 * clientId, the room joined on the socket, catch-up after a reconnect and the read mark. A message
 * not stored yet (sending, or failed offline) is kept in local storage until it is, so a reload
 * shows it again as not sent, to send again (same clientId: never stored twice) or discard.
 */
export function useConversation({ chatId, myId, toAccountId, ideaId, onStarted }: ConversationOptions) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const query = useChatMessages(chatId);
  // Unsent messages are kept per account: another account on this browser never sees them.
  const chatKey = myId ? (chatId ?? (toAccountId ? `to:${toAccountId}` : null)) : null;
  const [pending, setPending] = useState<Pending[]>(() =>
    myId && chatKey ? readUnsent(myId, chatKey).map((message) => restored(message, chatId)) : [],
  );
  const stored = useMemo(() => storedMessages(query.data), [query.data]);
  // The first message of a new chat is answered after a moment; by then the person may have left it
  // (its shared idea's card opens the idea at once, or they opened another chat). Only a conversation
  // still shown takes the new chat's address: otherwise it would pull them back from where they went.
  const isShown = useRef(false);
  useEffect(() => {
    isShown.current = true;
    return () => {
      isShown.current = false;
    };
  }, []);
  const messages = useMemo(
    () =>
      mergeMessages(
        stored,
        pending.map((item) => (item.senderId ? item : { ...item, senderId: myId ?? '' })),
      ),
    [stored, pending, myId],
  );

  // The unsent messages follow `pending` into storage; one whose stored copy has arrived is done.
  useEffect(() => {
    if (!chatKey || !myId) return;
    const storedIds = new Set(stored.map((message) => message.clientId).filter(Boolean));
    const unsent = pending.filter((item) => !storedIds.has(item.clientId)).map(keepable);
    writeUnsent(
      myId,
      chatKey,
      unsent.filter((item): item is UnsentMessage => item !== null),
    );
  }, [myId, chatKey, pending, stored]);

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
          if (isShown.current) onStarted?.(message.chatId);
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
