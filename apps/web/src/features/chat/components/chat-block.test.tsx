import type { ChatInfo, ChatListItem, ChatMessage, PartnerRelation } from '@ideamatch/shared';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { chatApi } from '@ideamatch/shared/api/chat';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { buildProfile, callsTo, envelope, mockApi, on, renderApp, serve } from '../../../testing/render-app';

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

describe('block and report from the chat', () => {
  it('blocks after a confirmation; the composer then says so and offers unblock', async () => {
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
      on('/api/chat/chat-1', envelope({ result: [theirs], hasMore: false })),
      serve(chatApi.info, [envelope(info), envelope({ ...info, isBlocked: true })], { id: 'chat-1' }),
      serve(partnerApi.relation, [envelope(relation(false)), envelope(relation(true))], { accountId: malee.id }),
      on('/api/partner/block', envelope(relation(true)), 'POST'),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: at }), 'PATCH'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('menuitem', { name: 'Report this person' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/block', 'POST')).toHaveLength(1));
    const notice = await screen.findByTestId('chat-blocked-by-me');
    expect(notice).toHaveTextContent('You blocked Malee Sukjai');
    expect(within(notice).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeDisabled();
  });

  it('reports the person with the report dialog and its reasons', async () => {
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
      on('/api/chat/chat-1', envelope({ result: [theirs], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(info)),
      on(`/api/partner/relation/${malee.id}`, envelope(relation(false))),
      on(`/api/account/${malee.id}/report`, envelope({ id: 'report-1' }), 'POST'),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: at }), 'PATCH'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Malee Sukjai' });
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(callsTo(fetchMock, `/api/account/${malee.id}/report`, 'POST')).toHaveLength(1));
  });
});
