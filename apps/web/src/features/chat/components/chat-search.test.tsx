import type { ChatInfo, ChatListItem, ChatMessage, PartnerRelation } from '@ideamatch/shared';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildProfile, callsTo, envelope, mockApi, on, renderApp } from '../../../testing/render-app';

const me = buildProfile();
const malee = {
  id: 'malee-1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  profileImageUrl: null,
};
const at = new Date(Date.now() - 60_000).toISOString();
const theirs: ChatMessage = {
  id: 'm1',
  chatId: 'chat-1',
  clientId: null,
  senderId: malee.id,
  text: 'Send me the menu?',
  imageUrl: null,
  sharedIdea: null,
  file: null,
  datetimeCreate: at,
  datetimeEdit: null,
  isRemoved: false,
  reactions: [],
  replyTo: null,
};
const chat = (lastMessage: ChatListItem['lastMessage']): ChatListItem => ({
  id: 'chat-1',
  otherAccount: malee,
  idea: null,
  lastMessage,
  unreadCount: 0,
  datetimeUpdate: at,
});
const info: ChatInfo = {
  id: 'chat-1',
  otherAccount: malee,
  idea: null,
  otherLastReadAt: null,
  isBlocked: false,
  datetimeCreate: at,
};
const last = { id: 'm1', senderId: malee.id, text: '', hasIdea: false, isRemoved: false, datetimeCreate: at };

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  window.localStorage.clear();
  setCookie(TOKEN_COOKIE, 'token-1');
});
afterEach(() => setCookie(TOKEN_COOKIE, ''));

const relation = (isBlockedByMe: boolean): PartnerRelation => ({
  accountId: malee.id,
  state: 'none',
  requestId: null,
  isBlockedByMe,
  isPersona: false,
});

const older = {
  ...theirs,
  id: 'm0',
  text: 'ร้านกาแฟสดเปิดใหม่',
  datetimeCreate: new Date(Date.now() - 3_600_000).toISOString(),
};

describe('searching messages', () => {
  it('lists matching messages under the chats and opens the chat at the one clicked', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
      on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
      on(
        '/api/chat',
        envelope({
          currentPage: 1,
          pageSize: 50,
          totalItems: 1,
          totalPages: 1,
          result: [chat({ ...last, hasImage: false, fileName: null })],
        }),
      ),
      on(
        '/api/chat/search',
        envelope({
          currentPage: 1,
          pageSize: 20,
          totalItems: 1,
          totalPages: 1,
          result: [{ message: older, chat: { id: 'chat-1', otherAccount: malee } }],
        }),
      ),
      on('/api/chat/chat-1', envelope({ result: [theirs, older], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(info)),
      on(`/api/partner/relation/${malee.id}`, envelope(relation(false))),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: at }), 'PATCH'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.type(await screen.findByRole('textbox', { name: 'Search chats' }), 'กาแฟ');
    const results = await screen.findByRole('list', { name: 'Messages found' });
    const hit = within(results).getByTestId('chat-search-hit');
    expect(hit).toHaveTextContent('ร้านกาแฟสดเปิดใหม่');
    expect(hit).toHaveTextContent('Malee Sukjai');
    const url = new URL(String(callsTo(fetchMock, '/api/chat/search').at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('q')).toBe('กาแฟ');
    await user.click(hit);
    await waitFor(() => expect(document.querySelector('[data-message-id="m0"]')).toHaveAttribute('data-highlight'));
  });

  it('searches within the chat from its menu, and Escape closes the search', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
      on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
      on(
        '/api/chat',
        envelope({
          currentPage: 1,
          pageSize: 50,
          totalItems: 1,
          totalPages: 1,
          result: [chat({ ...last, hasImage: false, fileName: null })],
        }),
      ),
      on('/api/chat/search', envelope({ currentPage: 1, pageSize: 20, totalItems: 0, totalPages: 0, result: [] })),
      on('/api/chat/chat-1', envelope({ result: [theirs, older], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(info)),
      on(`/api/partner/relation/${malee.id}`, envelope(relation(false))),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: at }), 'PATCH'),
    );
    const user = userEvent.setup();
    renderApp('/chat?id=chat-1');
    await screen.findByText('Send me the menu?');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Search in this chat' }));
    const box = screen.getByRole('textbox', { name: 'Search in this chat' });
    await user.type(box, 'ชา');
    expect(await screen.findByText('No messages match.')).toBeInTheDocument();
    const url = new URL(String(callsTo(fetchMock, '/api/chat/search').at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('chatId')).toBe('chat-1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Search in this chat' })).toBeNull();
  });
});
