import { useCallback, useState } from 'react';

const keyOf = (chatKey: string) => `ideamatch.chat-draft.${chatKey}`;

const read = (chatKey: string): string => {
  try {
    return localStorage.getItem(keyOf(chatKey)) ?? '';
  } catch {
    return '';
  }
};

/** The unsent text of one chat, kept in local storage so it survives switching chats and reloads. */
export function useDraft(chatKey: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => read(chatKey));
  const update = useCallback(
    (text: string) => {
      setDraft(text);
      try {
        if (text) localStorage.setItem(keyOf(chatKey), text);
        else localStorage.removeItem(keyOf(chatKey));
      } catch {
        // Private mode or full storage: the draft still lives in memory.
      }
    },
    [chatKey],
  );
  return [draft, update];
}
