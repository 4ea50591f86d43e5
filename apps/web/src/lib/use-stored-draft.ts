import { useCallback, useState } from 'react';

/** Where a draft is kept: for this tab only (`session`) or for the browser (`local`). */
export type DraftStorage = 'session' | 'local';

const storageOf = (where: DraftStorage): Storage => (where === 'local' ? localStorage : sessionStorage);

const read = (where: DraftStorage, key: string | null): string | null => {
  if (!key) return null;
  try {
    return storageOf(where).getItem(key);
  } catch {
    return null;
  }
};

/**
 * A text being written, kept in the browser's storage under `key` (null keeps it in memory only)
 * so a failed send or a reload never loses it; `initial` when nothing is kept. Setting it to ''
 * (sent, or dropped on purpose) removes the entry.
 */
export function useStoredDraft(
  key: string | null,
  { storage = 'session', initial = '' }: { storage?: DraftStorage; initial?: string } = {},
): [string, (text: string) => void] {
  const [text, setText] = useState(() => read(storage, key) ?? initial);
  const update = useCallback(
    (next: string) => {
      setText(next);
      if (!key) return;
      try {
        if (next) storageOf(storage).setItem(key, next);
        else storageOf(storage).removeItem(key);
      } catch {
        // Private mode or full storage: the text still lives in memory.
      }
    },
    [key, storage],
  );
  return [text, update];
}
