import { useCallback, useState } from 'react';

const read = (key: string | null): string | null => {
  if (!key) return null;
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * A text being written, kept in the tab's session storage under `key` (null keeps it in memory
 * only) so a failed send or a reload never loses it; `initial` when nothing is kept. Setting it to
 * '' (sent, or dropped on purpose) removes the entry.
 */
export function useSessionDraft(key: string | null, initial = ''): [string, (text: string) => void] {
  const [text, setText] = useState(() => read(key) ?? initial);
  const update = useCallback(
    (next: string) => {
      setText(next);
      if (!key) return;
      try {
        if (next) sessionStorage.setItem(key, next);
        else sessionStorage.removeItem(key);
      } catch {
        // Private mode or full storage: the text still lives in memory.
      }
    },
    [key],
  );
  return [text, update];
}
