/**
 * Drafts the app keeps in the browser (a new idea, a comment, a chat message not sent yet) belong
 * to the account that wrote them: each is stored under that account's id, so another account signed
 * in on the same browser never sees it, and signing out (or a session the server ended) removes
 * every one of them from the device.
 */
const DRAFT_ROOT = 'ideamatch.draft.';

/** Keys drafts were stored under before they were kept per account: cleared with the rest. */
const UNSCOPED_DRAFT_PREFIXES = [
  'ideaDraft:',
  'ideamatch.chat-draft.',
  'ideamatch.chat-unsent.',
  'ideamatch.comment-draft.',
];

/**
 * The storage key of one draft of one account (`kind` and `name` say which: `idea`, `new`), or null
 * while the account is not known (the draft then lives in memory only).
 */
export const accountDraftKey = (accountId: string | null | undefined, kind: string, name: string): string | null =>
  accountId ? `${DRAFT_ROOT}${accountId}.${kind}.${name}` : null;

const isDraftKey = (key: string) =>
  key.startsWith(DRAFT_ROOT) || UNSCOPED_DRAFT_PREFIXES.some((prefix) => key.startsWith(prefix));

const clearIn = (storage: () => Storage) => {
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key !== null && isDraftKey(key),
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
};

/** Removes every draft kept on this device, of any account (sign-out, an ended session). */
export function clearDrafts(): void {
  clearIn(() => localStorage);
  clearIn(() => sessionStorage);
}
