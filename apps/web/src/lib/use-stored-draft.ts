import { useCallback, useEffect, useState } from 'react';

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
  const [state, setState] = useState(() => ({ key, text: read(storage, key) ?? initial }));
  let { text } = state;
  if (state.key !== key) {
    // The key became known (the account loaded) or changed: read what is kept under it; a text
    // typed while the key was unknown stays.
    text = read(storage, key) ?? (state.key === null ? state.text : initial);
    setState({ key, text });
  }
  const setText = useCallback((next: string) => setState({ key, text: next }), [key]);
  // A text typed before the key was known is kept under it once it is.
  const pending = state.key === key ? text : '';
  useEffect(() => {
    if (!key || !pending) return;
    try {
      if (!storageOf(storage).getItem(key)) storageOf(storage).setItem(key, pending);
    } catch {
      // As below: memory only.
    }
    // Only when the key changes; later edits are written by `update`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, storage]);
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
    [key, storage, setText],
  );
  return [text, update];
}
