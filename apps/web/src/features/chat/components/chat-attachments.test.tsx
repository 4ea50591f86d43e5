import type { ChatInfo, ChatListItem, ChatMessage } from '@ideamatch/shared';
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

const originalCreate = URL.createObjectURL;
beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  window.localStorage.clear();
  setCookie(TOKEN_COOKIE, 'token-1');
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  setCookie(TOKEN_COOKIE, '');
  URL.createObjectURL = originalCreate;
});

const open = async (list: ChatListItem, extra: Parameters<typeof mockApi> = []) => {
  const fetchMock = mockApi(
    on('/api/account/profile', envelope(me)),
    on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
    on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
    on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [list] })),
    on('/api/chat/chat-1', envelope({ result: [theirs], hasMore: false })),
    on('/api/chat/chat-1/info', envelope(info)),
    on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: at }), 'PATCH'),
    ...extra,
  );
  return fetchMock;
};

describe('chat attachments', () => {
  it('previews a picked image in the composer, sends it only with Send, with the text as caption', async () => {
    const sent = { ...theirs, id: 'm2', senderId: me.id, text: 'here', imageUrl: '/api/storage/chat/x.png' };
    const fetchMock = await open(chat({ ...last, hasImage: false, fileName: null }), [
      on('/api/storage/upload', envelope({ paths: ['chat/abc.png'] }), 'POST'),
      on('/api/chat', envelope(sent), 'POST'),
    ]);
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-image-input'), png);
    const preview = screen.getByRole('group', { name: 'Attachment to send' });
    expect(within(preview).getByTestId('chat-image-preview')).toHaveAttribute('src', 'blob:preview');
    expect(callsTo(fetchMock, '/api/storage/upload', 'POST')).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Remove attachment' }));
    expect(screen.queryByRole('group', { name: 'Attachment to send' })).toBeNull();

    await user.upload(screen.getByTestId('chat-image-input'), png);
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'here{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, '/api/chat', 'POST')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/chat', 'POST')[0]!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ imageKey: 'chat/abc.png', text: 'here' });
    expect(screen.queryByRole('group', { name: 'Attachment to send' })).toBeNull();
  });

  it('shows a picked document as a card before sending, and refuses a file that is no document', async () => {
    await open(chat({ ...last, hasImage: false, fileName: 'menu.pdf' }));
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/chat');
    // The list says what the last message carried.
    expect(await screen.findByText('File: menu.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    await user.upload(screen.getByTestId('chat-file-input'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(/Send a PDF or an office document/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Attachment to send' })).toBeNull();

    await user.upload(screen.getByTestId('chat-file-input'), new File(['%PDF-1.4'], 'menu.pdf'));
    const preview = screen.getByRole('group', { name: 'Attachment to send' });
    expect(within(preview).getByTestId('chat-file')).toHaveTextContent('menu.pdf');
    expect(within(preview).getByTestId('chat-file')).toHaveTextContent('8 B');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says "Photo" in the list for a chat whose last message is an image', async () => {
    await open(chat({ ...last, hasImage: true, fileName: null }));
    renderApp('/chat');
    expect(await screen.findByText('Photo')).toBeInTheDocument();
  });
});
