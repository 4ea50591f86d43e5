import type { ChatInfo, ChatListItem, ChatMessage, PartnerRelation } from '@ideamatch/shared';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setCookie } from '../lib/cookies';
import { changeLanguage } from '../lib/i18n';
import { buildProfile, envelope, on } from './render-app';

/** The signed-in person of the chat screen tests, and the one they chat with in `chat-1`. */
export const chatMe = buildProfile();
export const chatPartner = {
  id: 'malee-1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  profileImageUrl: null,
};
/** When the partner's message of `chat-1` was sent: a minute before the tests ran. */
export const chatAt = new Date(Date.now() - 60_000).toISOString();

/** The partner's message in `chat-1`. */
export const partnerMessage: ChatMessage = {
  id: 'm1',
  chatId: 'chat-1',
  clientId: null,
  senderId: chatPartner.id,
  text: 'Send me the menu?',
  imageUrl: null,
  sharedIdea: null,
  file: null,
  datetimeCreate: chatAt,
  datetimeEdit: null,
  isRemoved: false,
  reactions: [],
  replyTo: null,
};

/** `chat-1` in the chat list, with `lastMessage` (the partner's message, text-only, unless overridden). */
export const chatListItem = (lastMessage: Partial<NonNullable<ChatListItem['lastMessage']>> = {}): ChatListItem => ({
  id: 'chat-1',
  otherAccount: chatPartner,
  idea: null,
  lastMessage: {
    id: 'm1',
    senderId: chatPartner.id,
    text: '',
    hasIdea: false,
    hasImage: false,
    fileName: null,
    isRemoved: false,
    datetimeCreate: chatAt,
    ...lastMessage,
  },
  unreadCount: 0,
  datetimeUpdate: chatAt,
});

export const chatInfo: ChatInfo = {
  id: 'chat-1',
  otherAccount: chatPartner,
  idea: null,
  otherLastReadAt: null,
  isBlocked: false,
  datetimeCreate: chatAt,
};

/** The viewer's relation to the partner, blocked by the viewer or not. */
export const partnerRelation = (isBlockedByMe: boolean): PartnerRelation => ({
  accountId: chatPartner.id,
  state: 'none',
  requestId: null,
  isBlockedByMe,
  isPersona: false,
});

/**
 * What every chat screen asks for besides the chat itself: the profile, both badges, the list with
 * `list` in it, and the read mark. A test's own handlers go before these (the first match answers).
 */
export const chatScreenHandlers = (list: ChatListItem = chatListItem()) => [
  on('/api/account/profile', envelope(chatMe)),
  on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
  on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
  on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [list] })),
  on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: chatAt }), 'PATCH'),
];

/** Each test signed in, in English, with nothing kept from the last one. */
export function signedInChatTests() {
  beforeEach(async () => {
    await act(() => changeLanguage('EN'));
    window.localStorage.clear();
    setCookie(TOKEN_COOKIE, 'token-1');
  });
  afterEach(() => setCookie(TOKEN_COOKIE, ''));
}
