import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  chatInfo,
  chatMe,
  chatPartner,
  chatScreenHandlers,
  partnerMessage,
  partnerRelation,
  signedInChatTests,
} from '../../../testing/chat-fixtures';
import { callsTo, envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';

signedInChatTests();

const older = {
  ...partnerMessage,
  id: 'm0',
  text: 'ร้านกาแฟสดเปิดใหม่',
  datetimeCreate: new Date(Date.now() - 3_600_000).toISOString(),
};

describe('searching messages', () => {
  it('lists matching messages under the chats and opens the chat at the one clicked', async () => {
    const fetchMock = mockApi(
      ...chatScreenHandlers(),
      on(
        '/api/chat/search',
        envelope({
          currentPage: 1,
          pageSize: 20,
          totalItems: 1,
          totalPages: 1,
          result: [{ message: older, chat: { id: 'chat-1', otherAccount: chatPartner }, matches: ['กาแฟ'] }],
        }),
      ),
      on('/api/chat/chat-1', envelope({ result: [partnerMessage, older], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(chatInfo)),
      on(`/api/partner/relation/${chatPartner.id}`, envelope(partnerRelation(false))),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.type(await screen.findByRole('textbox', { name: 'Search chats' }), 'กาแฟ');
    const results = await screen.findByRole('list', { name: 'Messages found' });
    const hit = within(results).getByTestId('chat-search-hit');
    expect(hit).toHaveTextContent('ร้านกาแฟสดเปิดใหม่');
    expect(hit).toHaveTextContent('Malee Sukjai');
    // Typed slowly (a loaded machine), a first letter may be searched on its own before the word.
    const lastQuery = () =>
      new URL(String(callsTo(fetchMock, '/api/chat/search').at(-1)![0]), 'http://localhost').searchParams.get('q');
    await waitFor(() => expect(lastQuery()).toBe('กาแฟ'));
    await user.click(hit);
    await waitFor(() => expect(document.querySelector('[data-message-id="m0"]')).toHaveAttribute('data-highlight'));
    // The chat opens at the message with the text found marked in it.
    const row = document.querySelector<HTMLElement>('[data-message-id="m0"]')!;
    expect(
      within(row)
        .getAllByTestId('chat-search-mark')
        .map((mark) => mark.textContent),
    ).toEqual(['กาแฟ']);
    expect(within(row).getByTestId('chat-search-mark').tagName).toBe('MARK');
    expect(document.querySelectorAll('mark[data-testid="chat-search-mark"]')).toHaveLength(1);
  });

  it("marks the text found in the message an in-chat search goes to, in either person's message", async () => {
    const mine = { ...older, id: 'm9', senderId: chatMe.id, text: 'The PACKAGING mock-up, ส่งรูปแพ็กเกจมาให้แล้ว' };
    mockApi(
      ...chatScreenHandlers(),
      on(
        '/api/chat/search',
        envelope({
          currentPage: 1,
          pageSize: 20,
          totalItems: 1,
          totalPages: 1,
          result: [{ message: mine, chat: { id: 'chat-1', otherAccount: chatPartner }, matches: ['แพ็กเกจ'] }],
        }),
      ),
      on('/api/chat/chat-1', envelope({ result: [partnerMessage, mine], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(chatInfo)),
      on(`/api/partner/relation/${chatPartner.id}`, envelope(partnerRelation(false))),
    );
    const user = userEvent.setup();
    renderApp('/chat?id=chat-1');
    await screen.findByText('Send me the menu?');
    expect(document.querySelector('mark')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Search in this chat' }));
    await user.type(screen.getByRole('textbox', { name: 'Search in this chat' }), 'แพ็กเกจ');
    await user.click(await screen.findByTestId('chat-search-hit'));
    const row = document.querySelector<HTMLElement>('[data-message-id="m9"]')!;
    await waitFor(() => expect(within(row).getByTestId('chat-search-mark')).toHaveTextContent('แพ็กเกจ'));
    expect(row).toHaveTextContent('The PACKAGING mock-up, ส่งรูปแพ็กเกจมาให้แล้ว');
  });

  it('searches within the chat from its menu, and Escape closes the search', async () => {
    const fetchMock = mockApi(
      ...chatScreenHandlers(),
      on('/api/chat/search', envelope({ currentPage: 1, pageSize: 20, totalItems: 0, totalPages: 0, result: [] })),
      on('/api/chat/chat-1', envelope({ result: [partnerMessage, older], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(chatInfo)),
      on(`/api/partner/relation/${chatPartner.id}`, envelope(partnerRelation(false))),
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

  it('offers a retry when the search fails, and shows what it finds once it works', async () => {
    let isUp = false;
    mockApi(...chatScreenHandlers(), (url) =>
      url.pathname === '/api/chat/search'
        ? isUp
          ? envelope({
              currentPage: 1,
              pageSize: 20,
              totalItems: 1,
              totalPages: 1,
              result: [{ message: older, chat: { id: 'chat-1', otherAccount: chatPartner }, matches: ['กาแฟ'] }],
            })
          : errorReply(503, 'SERVICE_UNAVAILABLE', 'Unavailable')
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.type(await screen.findByRole('textbox', { name: 'Search chats' }), 'กาแฟ');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    isUp = true;
    await user.click(retry);
    const results = await screen.findByRole('list', { name: 'Messages found' });
    expect(within(results).getByTestId('chat-search-hit')).toHaveTextContent('ร้านกาแฟสดเปิดใหม่');
  });
});
