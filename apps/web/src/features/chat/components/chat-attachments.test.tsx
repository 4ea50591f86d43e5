import type { ChatListItem } from '@ideamatch/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatInfo,
  chatListItem,
  chatMe,
  chatScreenHandlers,
  partnerMessage,
  signedInChatTests,
} from '../../../testing/chat-fixtures';
import { FakeUploadXhr } from '../../../testing/fake-upload-xhr';
import { callsTo, envelope, mockApi, on, renderApp } from '../../../testing/render-app';

signedInChatTests();

const originalCreate = URL.createObjectURL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
});

const open = (list: ChatListItem, extra: Parameters<typeof mockApi> = []) =>
  mockApi(
    ...chatScreenHandlers(list),
    on('/api/chat/chat-1', envelope({ result: [partnerMessage], hasMore: false })),
    on('/api/chat/chat-1/info', envelope(chatInfo)),
    ...extra,
  );

describe('chat attachments', () => {
  it('previews a picked image in the composer, sends it only with Send, with the text as caption', async () => {
    const sent = {
      ...partnerMessage,
      id: 'm2',
      senderId: chatMe.id,
      text: 'here',
      imageUrl: '/api/storage/chat/x.png',
    };
    const fetchMock = await open(chatListItem(), [
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
    await open(chatListItem({ fileName: 'menu.pdf' }));
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

  it('keeps a waiting photo when a file is picked too, and sends both', async () => {
    FakeUploadXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
    const sent = {
      ...partnerMessage,
      id: 'm2',
      senderId: chatMe.id,
      text: 'menu',
      imageUrl: '/api/storage/chat/x.png',
    };
    const fetchMock = await open(chatListItem(), [
      on('/api/storage/upload', envelope({ paths: ['chat/abc.png'] }), 'POST'),
      on('/api/chat', envelope(sent), 'POST'),
    ]);
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    await user.upload(
      screen.getByTestId('chat-image-input'),
      new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }),
    );
    await user.upload(screen.getByTestId('chat-file-input'), new File(['%PDF-1.4'], 'menu.pdf'));
    const preview = screen.getByRole('group', { name: 'Attachment to send' });
    expect(within(preview).getByTestId('chat-image-preview')).toBeInTheDocument();
    expect(within(preview).getByTestId('chat-file')).toHaveTextContent('menu.pdf');

    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'menu{Enter}');
    // The document uploads with its progress; then two messages: the photo with the text, and the file.
    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(1));
    act(() => FakeUploadXhr.sent[0]!.respond(200, envelope({ key: 'chat-file/menu.pdf', sizeBytes: 8 }).body));
    await waitFor(() => expect(callsTo(fetchMock, '/api/chat', 'POST')).toHaveLength(2));
    const bodies = callsTo(fetchMock, '/api/chat', 'POST').map(([, init]) => JSON.parse(String(init!.body)));
    expect(bodies[0]).toMatchObject({ text: 'menu', imageKey: 'chat/abc.png' });
    expect(bodies[1]).not.toHaveProperty('imageKey');
    expect(bodies[1]).toMatchObject({ file: { key: 'chat-file/menu.pdf', name: 'menu.pdf' } });
    expect(screen.queryByRole('group', { name: 'Attachment to send' })).toBeNull();
  });

  it('says "Photo" in the list for a chat whose last message is an image', async () => {
    await open(chatListItem({ hasImage: true }));
    renderApp('/chat');
    expect(await screen.findByText('Photo')).toBeInTheDocument();
  });
});
