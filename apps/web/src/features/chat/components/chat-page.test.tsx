import type { ChatInfo, ChatListItem, ChatMessage } from '@ideamatch/shared';
import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildIdeaDetail, IDEA_OWNER } from '../../../testing/idea-fixtures';
import {
  buildProfile,
  buildPublicProfile,
  callsTo,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
} from '../../../testing/render-app';

const me = buildProfile();
const malee = {
  id: 'malee-1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  profileImageUrl: null,
};
const xss = '<img src=x onerror=alert(1)>';

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

const chat: ChatListItem = {
  id: 'chat-1',
  otherAccount: malee,
  idea: { id: 'idea-1', name: 'Cold brew for offices', category: 'food', imageUrl: null },
  lastMessage: {
    id: 'm2',
    senderId: malee.id,
    text: 'See https://example.com/plan',
    hasImage: false,
    hasIdea: false,
    fileName: null,
    isRemoved: false,
    datetimeCreate: '2026-01-02T09:00:00.000Z',
  },
  unreadCount: 1,
  datetimeUpdate: '2026-01-02T09:00:00.000Z',
};
const info: ChatInfo = {
  id: 'chat-1',
  otherAccount: malee,
  idea: chat.idea,
  otherLastReadAt: '2026-01-01T08:00:00.000Z',
  isBlocked: false,
  datetimeCreate: '2026-01-01T08:00:00.000Z',
};

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  window.localStorage.clear();
  setCookie(TOKEN_COOKIE, 'token-1');
});
afterEach(() => {
  setCookie(TOKEN_COOKIE, '');
  vi.unstubAllGlobals();
});

const baseHandlers = [
  on('/api/account/profile', envelope(me)),
  on('/api/chat/summary', envelope({ unreadChatCount: 1, isAcknowledge: false })),
  on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
];

describe('chat page', () => {
  it('shows the empty state with a find-idea link when there are no chats', async () => {
    mockApi(
      ...baseHandlers,
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 0, totalPages: 0, result: [] })),
    );
    renderApp('/chat');
    expect(await screen.findByText('No chat message')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an idea' })).toHaveAttribute('href', '/idea');
    expect(screen.getByRole('link', { name: 'Find partners' })).toHaveAttribute('href', '/partner?tab=search');
  });

  it('lists the chat of a new partner before anyone wrote, inviting a hello', async () => {
    const partnerChat: ChatListItem = { ...chat, idea: null, lastMessage: null, unreadCount: 0 };
    mockApi(
      ...baseHandlers,
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [partnerChat] })),
    );
    renderApp('/chat');
    const row = await screen.findByTestId('chat-row');
    expect(within(row).getByText('Malee Sukjai')).toBeInTheDocument();
    expect(within(row).getByText('No messages yet. Say hello!')).toBeInTheDocument();
  });

  it('acknowledges chat activity while the chat page is open, so the header loses its dot', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: false })),
      on('/api/chat/summary', envelope({ unreadChatCount: 0, isAcknowledge: true }), 'PATCH'),
      on('/api/notification/summary', envelope({ id: null, isAcknowledge: true, unreadCount: 0 })),
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 0, totalPages: 0, result: [] })),
    );
    renderApp('/chat');
    expect(await screen.findByText('No chat message')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => String(input).endsWith('/api/chat/summary') && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
  });

  it('starts a conversation from an idea page without fetching the idea again (a fetch counts a view)', async () => {
    const fetchMock = mockApi(
      ...baseHandlers,
      on('/api/idea/idea-1', envelope(buildIdeaDetail())),
      on('/api/account/owner-1', envelope(buildPublicProfile({ ...IDEA_OWNER, isDeleted: false }))),
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 0, totalPages: 0, result: [] })),
    );
    const user = userEvent.setup();
    renderApp('/idea/idea-1');
    // The owner card and the phone's bottom action bar both link to the chat.
    const [messageLink] = await screen.findAllByRole('link', { name: 'Message' });
    await user.click(messageLink!);

    expect(await screen.findByText('Say hello to Malee Sukjai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About: Cold brew for offices' })).toHaveAttribute('href', '/idea/idea-1');
    expect(callsTo(fetchMock, '/api/idea/idea-1')).toHaveLength(1);
  });

  it('lists chats, opens one with safe text and links, and sends on Enter with a new line on Shift+Enter', async () => {
    const fetchMock = mockApi(
      ...baseHandlers,
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [chat] })),
      on(
        '/api/chat/chat-1',
        envelope({
          result: [
            message('m2', malee.id, 'See https://example.com/plan', '2026-01-02T09:00:00.000Z'),
            message('m1', me.id, xss, '2026-01-01T08:00:00.000Z'),
          ],
          hasMore: false,
        }),
      ),
      on('/api/chat/chat-1/info', envelope(info)),
      on('/api/chat/chat-1/read', envelope({ chatId: 'chat-1', lastReadAt: '2026-01-02T09:00:00.000Z' }), 'PATCH'),
      (url, init) =>
        url.pathname === '/api/chat' && init?.method === 'POST'
          ? envelope({
              ...message('m3', me.id, JSON.parse(String(init.body)).text, '2026-01-02T10:00:00.000Z'),
              clientId: JSON.parse(String(init.body)).clientId,
            })
          : undefined,
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));

    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(xss)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(log).getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(log).getByTestId('chat-seen')).toHaveTextContent('Seen');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/chat/chat-1/read') && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );

    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(window.localStorage.getItem('ideamatch.draft.01900000-0000-7000-8000-000000000001.chat.chat-1')).toBe(
      'First line\nsecond line',
    );
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(await within(log).findByText(/First line\s+second line/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/chat') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post![1]!.body))).toMatchObject({
      chatId: 'chat-1',
      text: 'First line\nsecond line',
      clientId: expect.any(String),
    });
    expect(window.localStorage.getItem('ideamatch.draft.01900000-0000-7000-8000-000000000001.chat.chat-1')).toBeNull();
  });

  it('offers a retry when the chat list could not be loaded', async () => {
    let isUp = false;
    mockApi(...baseHandlers, (url, init) =>
      url.pathname === '/api/chat' && (init?.method ?? 'GET') === 'GET'
        ? isUp
          ? envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [chat] })
          : errorReply(503, 'SERVICE_UNAVAILABLE', 'Unavailable')
        : undefined,
    );
    renderApp('/chat');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isUp = true;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('button', { name: /Malee Sukjai/ })).toBeInTheDocument();
  });

  it('keeps a message that could not be sent across a reload, and sends it again with the same clientId', async () => {
    let isUp = false;
    const fetchMock = mockApi(
      ...baseHandlers,
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 1, totalPages: 1, result: [chat] })),
      on('/api/chat/chat-1', envelope({ result: [], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(info)),
      (url, init) => {
        if (url.pathname !== '/api/chat' || init?.method !== 'POST') return undefined;
        const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
        return isUp
          ? envelope({ ...message('m9', me.id, body.text, '2026-01-02T10:00:00.000Z'), clientId: body.clientId })
          : errorReply(503, 'SERVICE_UNAVAILABLE', 'Unavailable');
      },
    );
    const user = userEvent.setup();
    const first = renderApp('/chat?id=chat-1');
    await user.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'Are you free on Monday?{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();

    // A reload: the message is there again, not sent, with its retry.
    first.unmount();
    renderApp('/chat?id=chat-1');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Are you free on Monday?')).toBeInTheDocument();
    expect(within(log).getByText('Not sent')).toBeInTheDocument();

    isUp = true;
    await user.click(within(log).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(log).queryByText('Not sent')).not.toBeInTheDocument());
    const posts = callsTo(fetchMock, '/api/chat', 'POST').map(
      ([, init]) => (JSON.parse(String(init!.body)) as { clientId: string }).clientId,
    );
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
    await waitFor(() =>
      expect(
        window.localStorage.getItem('ideamatch.draft.01900000-0000-7000-8000-000000000001.chat-unsent.chat-1'),
      ).toBeNull(),
    );
  });
});

describe('a new chat whose first message is answered after the person left', () => {
  it('leaves them where they went instead of pulling them back to the chat', async () => {
    const fetchMock = mockApi(
      ...baseHandlers,
      on('/api/idea/idea-1', envelope(buildIdeaDetail())),
      on('/api/account/owner-1', envelope(buildPublicProfile({ ...IDEA_OWNER, isDeleted: false }))),
      on('/api/chat', envelope({ currentPage: 1, pageSize: 50, totalItems: 0, totalPages: 0, result: [] })),
    );
    // The message is stored only when the test says so, after the person has left the chat.
    let store: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (store = resolve));
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/chat') && init?.method === 'POST') {
        await answered;
        const body = JSON.parse(String(init.body)) as { text: string; clientId: string };
        const stored = { ...message('m9', me.id, body.text, '2026-01-02T10:00:00.000Z'), chatId: 'chat-9' };
        return new Response(JSON.stringify(envelope({ ...stored, clientId: body.clientId }).body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return serve(input, init);
    });
    const user = userEvent.setup();
    const { router } = renderApp('/chat?to=owner-1&ideaId=idea-1');
    expect(await screen.findByText('Say hello to Malee Sukjai')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'Hello{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, '/api/chat', 'POST')).toHaveLength(1));

    await act(() => router.navigate('/idea/idea-1'));
    await act(async () => store());
    await waitFor(() => expect(callsTo(fetchMock, '/api/chat', 'GET').length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/idea/idea-1');
    expect(router.state.location.search).toBe('');
  });
});
