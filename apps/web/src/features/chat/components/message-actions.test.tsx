import type { ChatInfo, ChatListItem, ChatMessage } from '@ideamatch/shared';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildProfile, envelope, mockApi, on, renderApp } from '../../../testing/render-app';

const me = buildProfile();
const malee = {
  id: 'malee-1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  profileImageUrl: null,
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const message = (id: string, senderId: string, text: string, at: string): ChatMessage => ({
  id,
  chatId: 'chat-1',
  clientId: null,
  senderId,
  text,
  imageUrl: null,
  sharedIdea: null,
  file: null,
  datetimeCreate: at,
  datetimeEdit: null,
  isRemoved: false,
  reactions: [],
  replyTo: null,
});
const mine = message('m2', me.id, 'Helo there', minutesAgo(1));
const theirs = message('m1', malee.id, 'Hi!', minutesAgo(2));
const chat: ChatListItem = {
  id: 'chat-1',
  otherAccount: malee,
  idea: null,
  lastMessage: {
    id: 'm2',
    senderId: me.id,
    text: 'Helo there',
    hasImage: false,
    hasIdea: false,
    fileName: null,
    isRemoved: false,
    datetimeCreate: mine.datetimeCreate,
  },
  unreadCount: 0,
  datetimeUpdate: mine.datetimeCreate,
};
const info: ChatInfo = {
  id: 'chat-1',
  otherAccount: malee,
  idea: null,
  otherLastReadAt: null,
  isBlocked: false,
  datetimeCreate: theirs.datetimeCreate,
};

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  window.localStorage.clear();
  setCookie(TOKEN_COOKIE, 'token-1');
});
afterEach(() => setCookie(TOKEN_COOKIE, ''));

describe('message actions', () => {
  it('edits my message, reacts to theirs and unsends mine after a confirmation, all by keyboard-reachable buttons', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
      on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [chat] })),
      on('/api/chat/chat-1', envelope({ result: [mine, theirs], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(info)),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: mine.datetimeCreate }), 'PATCH'),
      on('/api/chat/message/m2', envelope({ ...mine, text: 'Hello there', datetimeEdit: minutesAgo(0) }), 'PATCH'),
      on(
        '/api/chat/message/m1/reaction',
        envelope({ ...theirs, reactions: [{ accountId: me.id, emoji: '❤️' }] }),
        'PUT',
      ),
      on('/api/chat/message/m2', envelope({ ...mine, text: '', isRemoved: true }), 'DELETE'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Helo there');
    const [theirRow, myRow] = within(log).getAllByTestId('chat-message');

    // Edit: Enter saves, the bubble shows the new text and "edited".
    await user.click(within(myRow!).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = within(myRow!).getByRole('textbox', { name: 'Edit message' });
    await user.clear(editor);
    await user.type(editor, 'Hello there{Enter}');
    expect(await within(myRow!).findByText('Hello there')).toBeInTheDocument();
    expect(within(myRow!).getByTestId('chat-edited')).toHaveTextContent('edited');
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/chat/message/m2') && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch![1]!.body))).toEqual({ text: 'Hello there' });

    // React to their message: the count shows under it, pressed as mine. Theirs has no edit or unsend.
    await user.click(within(theirRow!).getByRole('button', { name: 'Message actions' }));
    expect(screen.queryByRole('button', { name: 'Unsend' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'React with ❤️' }));
    const chip = await within(theirRow!).findByRole('button', { name: 'Remove my reaction ❤️' });
    expect(chip).toHaveTextContent('❤️ 1');
    expect(chip).toHaveAttribute('aria-pressed', 'true');

    // Unsend asks first, then shows "Message removed".
    await user.click(within(myRow!).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('button', { name: 'Unsend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsend this message?' });
    // Its two answers cannot be mistaken for each other.
    expect(within(dialog).getByRole('button', { name: 'Keep message' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unsend message' }));
    expect(await within(myRow!).findByText('Message removed')).toBeInTheDocument();
    expect(within(myRow!).queryByText('Hello there')).toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/chat/message/m2') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it("opens a message's actions with a long press, touch or mouse, and keeps the menu button for the keyboard", async () => {
    mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
      on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [chat] })),
      on('/api/chat/chat-1', envelope({ result: [mine, theirs], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(info)),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: mine.datetimeCreate }), 'PATCH'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    const bubble = await within(log).findByText('Hi!');

    // A finger held on their message: the menu opens without a tap on "⋯".
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    expect(await screen.findByRole('button', { name: 'Reply' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'React with ❤️' })).toBeInTheDocument();
    fireEvent.pointerUp(bubble, { pointerType: 'touch' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull());

    // The mouse held on my message does the same, with my own actions.
    const myBubble = within(log).getByText('Helo there');
    fireEvent.pointerDown(myBubble, { pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
    expect(await screen.findByRole('button', { name: 'Unsend' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy text' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('offers no edit once 15 minutes have passed, and no reactions in a blocked chat', async () => {
    const old = message('m3', me.id, 'Old words', minutesAgo(20));
    mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
      on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [chat] })),
      on('/api/chat/chat-1', envelope({ result: [old, theirs], hasMore: false })),
      on('/api/chat/chat-1/info', envelope({ ...info, isBlocked: true })),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: old.datetimeCreate }), 'PATCH'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Old words');
    const [myRow, theirRow] = within(log).getAllByTestId('chat-message');
    await waitFor(() => expect(within(theirRow!).queryByRole('button', { name: 'Message actions' })).toBeNull());
    await user.click(within(myRow!).getByRole('button', { name: 'Message actions' }));
    expect(await screen.findByRole('button', { name: 'Unsend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /React with/ })).toBeNull();
  });

  it('replies to their message: the bar shows whom, Escape cancels, and the sent reply quotes it', async () => {
    const sentReply = {
      ...message('m9', me.id, 'Sure!', minutesAgo(0)),
      replyTo: {
        id: 'm1',
        senderId: malee.id,
        text: 'Hi!',
        hasImage: false,
        hasIdea: false,
        fileName: null,
        isRemoved: false,
      },
    };
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true })),
      on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [chat] })),
      on('/api/chat/chat-1', envelope({ result: [mine, theirs], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(info)),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: mine.datetimeCreate }), 'PATCH'),
      on('/api/chat', envelope(sentReply), 'POST'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Hi!');
    const [theirRow] = within(log).getAllByTestId('chat-message');

    await user.click(within(theirRow!).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const bar = await screen.findByTestId('chat-reply-bar');
    expect(bar).toHaveTextContent('Replying to Malee Sukjai');
    expect(bar).toHaveTextContent('Hi!');
    const composer = screen.getByRole('textbox', { name: 'Write a message' });
    expect(composer).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chat-reply-bar')).toBeNull();

    await user.click(within(theirRow!).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'Sure!{Enter}');
    expect(screen.queryByTestId('chat-reply-bar')).toBeNull();
    const quote = await within(log).findByTestId('chat-quote');
    expect(quote).toHaveTextContent('Malee Sukjai');
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(
        ([url, init]) => String(url).endsWith('/api/chat') && init?.method === 'POST',
      );
      expect(JSON.parse(String(post![1]!.body))).toMatchObject({ chatId: 'chat-1', text: 'Sure!', replyToId: 'm1' });
    });
  });
});
