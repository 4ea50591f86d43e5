import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime';
import { chatKeys } from '../api/chat-keys';
import type { MessagePages } from '../api/get-chat-messages';
import { insertMessage, replaceMessage, withOtherRead } from '../utils/message-cache';

/**
 * Keeps the chat screen's caches in step with the socket: a new message joins its loaded
 * conversation and refreshes the list; a changed one replaces its copy; a new partnership (and its
 * empty chat) refreshes the list; a read mark of the other person moves "seen"; a reconnect
 * refreshes the list.
 */
export function useChatEvents(myId: string | null): void {
  const queryClient = useQueryClient();
  useSocketEvent('chat_message', (message) => {
    queryClient.setQueryData<MessagePages>(chatKeys.messages(message.chatId), (data) => insertMessage(data, message));
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  });
  // An edit, unsend or reaction replaces the loaded copy; an unsend may change the list's preview.
  useSocketEvent('chat_message_update', (message) => {
    queryClient.setQueryData<MessagePages>(chatKeys.messages(message.chatId), (data) => replaceMessage(data, message));
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  });
  // New partners get a chat of their own on accepting, so the list shows it without a reload.
  useSocketEvent('partner_update', () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists() }));
  // Whatever happened while the socket was away: the list (order, previews, unread counts) is refetched.
  useSocketReconnect(() => void queryClient.invalidateQueries({ queryKey: chatKeys.lists() }));
  useSocketEvent('chat_read', (event) => {
    if (event.accountId === myId) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      return;
    }
    queryClient.setQueryData(chatKeys.info(event.chatId), (info: Parameters<typeof withOtherRead>[0]) =>
      withOtherRead(info, event.lastReadAt),
    );
  });
}
