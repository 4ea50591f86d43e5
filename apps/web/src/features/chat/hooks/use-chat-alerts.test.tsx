import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { ChatSoundCard } from '../components/chat-sound-card';
import { isChatSoundOn } from '../utils/chat-sound';
import { useChatTitleBadge } from './use-chat-alerts';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  window.localStorage.clear();
  document.title = 'Chat | IdeaMatch';
});

describe('the tab title counts chats with unread messages', () => {
  it('puts the count before the title, keeps it when a page changes the title, and clears it at zero', async () => {
    const { rerender, unmount } = renderHook(({ count }) => useChatTitleBadge(count), { initialProps: { count: 3 } });
    expect(document.title).toBe('(3) Chat | IdeaMatch');
    document.title = 'Settings | IdeaMatch';
    // The observer puts the count back after the page's own title change.
    await act(async () => undefined);
    expect(document.title).toBe('(3) Settings | IdeaMatch');
    rerender({ count: 1 });
    expect(document.title).toBe('(1) Settings | IdeaMatch');
    rerender({ count: 0 });
    expect(document.title).toBe('Settings | IdeaMatch');
    rerender({ count: 120 });
    expect(document.title).toBe('(99+) Settings | IdeaMatch');
    unmount();
    expect(document.title).toBe('Settings | IdeaMatch');
  });
});

describe('the chat sound switch', () => {
  it('is off by default and is remembered on this browser when turned on', async () => {
    render(
      <MantineProvider env="test">
        <ChatSoundCard />
      </MantineProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Play a sound when a new message arrives' });
    expect(toggle).not.toBeChecked();
    expect(isChatSoundOn()).toBe(false);
    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
    expect(isChatSoundOn()).toBe(true);
  });
});
