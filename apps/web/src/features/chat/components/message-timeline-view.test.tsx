import { MantineProvider } from '@mantine/core';
import type { ChatMessage } from '@ideamatch/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { MessageTimelineView } from './message-timeline-view';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});

const photo: ChatMessage = {
  id: 'm1',
  chatId: 'chat-1',
  clientId: null,
  senderId: 'malee-1',
  text: '',
  imageUrl: '/uploads/chat/gone.jpg',
  sharedIdea: null,
  file: null,
  datetimeCreate: '2026-01-02T09:00:00.000Z',
  datetimeEdit: null,
  isRemoved: false,
  reactions: [],
  replyTo: null,
};

/** Fails every copy of the image inside `box` (its WebP set, then the original), as a missing file does. */
function breakImages(box: HTMLElement) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const img = box.querySelector('img');
    if (!img) return;
    fireEvent.error(img);
  }
}

const timeline = (messages: ChatMessage[]) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MessageTimelineView
            messages={messages}
            myId="me-1"
            otherLastReadAt={null}
            hasOlder={false}
            isLoadingOlder={false}
            onLoadOlder={() => undefined}
            onRetry={() => undefined}
            onDiscard={() => undefined}
            otherName="Malee"
            onReply={() => undefined}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('chat images', () => {
  it('shows an image from the signed link the server gives members, its smaller copies signed alike', () => {
    const signed = '/api/storage/chat/0190a0b0-0000-7000-8000-000000000001.png?exp=1800000000&sig=s1gn';
    timeline([{ ...photo, imageUrl: signed }]);
    const img = screen.getByRole('img', { name: 'Image in the chat' });
    expect(img).toHaveAttribute('src', signed);
    expect(img.getAttribute('srcset')).toContain(
      '/api/storage/chat/0190a0b0-0000-7000-8000-000000000001.w480.webp?exp=1800000000&sig=s1gn 480w',
    );
  });
});

describe('chat image lightbox', () => {
  it('shows the placeholder instead of a broken image when the picture fails to load', async () => {
    timeline([photo]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image in the chat' });
    const img = within(dialog).getByRole('img', { name: 'Image in the chat' });
    expect(img.tagName).toBe('IMG');

    breakImages(dialog);

    const placeholder = within(dialog).getByRole('img', { name: 'Image in the chat' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(dialog.querySelector('img')).toBeNull();
  });
});

describe('quoted replies', () => {
  const reply = (id: string, replyTo: ChatMessage['replyTo']): ChatMessage => ({
    ...photo,
    id,
    senderId: 'me-1',
    imageUrl: null,
    text: 'Love it',
    datetimeCreate: '2026-01-02T09:05:00.000Z',
    replyTo,
  });
  const quote = {
    id: 'm1',
    senderId: 'malee-1',
    text: '',
    hasImage: true,
    hasIdea: false,
    fileName: null,
    isRemoved: false,
  };

  it('shows who wrote the original and "Photo" for an image, and goes to the original when clicked', async () => {
    timeline([photo, reply('m2', quote)]);
    const button = screen.getByTestId('chat-quote');
    expect(button).toHaveTextContent('Malee');
    expect(button).toHaveTextContent('Photo');
    await userEvent.setup().click(button);
    expect(document.querySelector('[data-message-id="m1"]')).toHaveAttribute('data-highlight');
  });

  it('says "Message removed" for an unsent original, and "You" for my own', () => {
    timeline([reply('m3', { ...quote, senderId: 'me-1', hasImage: false, isRemoved: true })]);
    const button = screen.getByTestId('chat-quote');
    expect(button).toHaveTextContent('You');
    expect(button).toHaveTextContent('Message removed');
  });
});

describe('documents in the chat', () => {
  it('shows a file card with its name, size and a download link, and upload progress while sending', () => {
    const file = {
      url: '/api/chat/file/0190a0b0-0000-7000-8000-000000000001.pdf?exp=1&sig=s&n=menu.pdf',
      name: 'menu.pdf',
      sizeBytes: 2.4 * 1024 * 1024,
      type: 'pdf' as const,
    };
    timeline([
      { ...photo, imageUrl: null, file },
      {
        ...photo,
        id: 'pending-1',
        imageUrl: null,
        file: { ...file, url: '', name: 'plan.docx', type: 'docx' },
        status: 'sending',
        progress: 0.42,
      } as ChatMessage,
    ]);
    const [stored, sending] = screen.getAllByTestId('chat-file');
    expect(stored).toHaveTextContent('menu.pdf');
    expect(stored).toHaveTextContent('2.4 MB');
    expect(within(stored!).getByRole('link', { name: 'Download menu.pdf' })).toHaveAttribute('href', file.url);
    expect(sending).toHaveTextContent('Uploading 42%');
    expect(within(sending!).queryByRole('link')).toBeNull();
  });
});
