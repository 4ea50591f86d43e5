import type { ChatListItem, ChatMessage, Paged } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { displayName } from '@ideamatch/shared/format';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-client';
import { useSocketEvent } from '../../../lib/realtime';
import { chatKeys } from '../api/chat-keys';
import { playChatSound, isChatSoundOn } from '../utils/chat-sound';

const PREVIEW_CHARS = 80;

/** The acting account of a profile: the persona in a sub-account session. */
export const myIdOf = (profile: { id: string; subAccountInfo?: { id: string } | null } | null): string | null =>
  profile ? (profile.subAccountInfo?.id ?? profile.id) : null;
const BADGE = /^\(\d+\+?\) /;

/** Whether the chat is the one on screen: its conversation is open and the tab is visible. */
const isOnScreen = (chatId: string) =>
  document.visibilityState === 'visible' &&
  window.location.pathname.startsWith('/chat') &&
  new URLSearchParams(window.location.search).get('id') === chatId;

/**
 * Keeps "(3) " before the tab title while chats hold unread messages (cleared as they are read).
 * Pages set their own titles; the prefix is put back whenever one does.
 */
export function useChatTitleBadge(unreadChatCount: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(BADGE, '');
      const next = unreadChatCount > 0 ? `(${unreadChatCount > 99 ? '99+' : unreadChatCount}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : null;
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = document.title.replace(BADGE, '');
    };
  }, [unreadChatCount]);
}

/**
 * A message from someone else in a chat that is not on screen: a toast with the sender and a preview
 * (clicking it opens the chat), and a short sound when the person turned it on in Settings.
 */
export function useChatAlerts(myId: string | null): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** The other person's name: from a loaded chat list, else from the chat's header. */
  const senderName = async (message: ChatMessage): Promise<string> => {
    for (const [, data] of queryClient.getQueriesData<Paged<ChatListItem>>({ queryKey: chatKeys.lists() })) {
      const chat = data?.result?.find((item) => item.id === message.chatId);
      if (chat) return chat.otherAccount.isDeleted ? t('deletedAccount') : displayName(chat.otherAccount);
    }
    const info = await queryClient.fetchQuery({
      queryKey: chatKeys.info(message.chatId),
      queryFn: ({ signal }) => call(chatApi.info, { params: { id: message.chatId }, signal }),
    });
    return displayName(info.otherAccount);
  };

  const previewOf = (message: ChatMessage) => {
    const text = message.text.trim();
    if (text) return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
    if (message.imageUrl) return t('chat.photo');
    if (message.file) return t('chatFiles.fileLabel', { name: message.file.name });
    return message.sharedIdea ? t('chat.sharedIdea') : '';
  };

  useSocketEvent('chat_message', (message) => {
    if (!myId || message.senderId === myId || isOnScreen(message.chatId)) return;
    if (isChatSoundOn()) playChatSound();
    void senderName(message)
      .catch(() => '')
      .then((name) => {
        const open = () => {
          notifications.hide(`chat-${message.chatId}`);
          void navigate(`/chat?id=${message.chatId}`);
        };
        // One toast per chat: a newer message replaces the one still on screen.
        const toast = {
          id: `chat-${message.chatId}`,
          title: name || t('chatAlerts.newMessage'),
          message: createElement(
            'button',
            {
              type: 'button',
              onClick: open,
              'data-testid': 'chat-toast',
              'aria-label': t('chatAlerts.open', { name: name || t('chatAlerts.newMessage') }),
              style: { all: 'unset', cursor: 'pointer', display: 'block', width: '100%' },
            },
            previewOf(message),
          ),
          autoClose: 6000,
          withBorder: true,
        };
        notifications.update(toast);
        notifications.show(toast);
      });
  });
}
