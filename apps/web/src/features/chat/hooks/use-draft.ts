import { useStoredDraft } from '../../../lib/use-stored-draft';

/** The unsent text of one chat, kept in local storage so it survives switching chats and reloads. */
export const useDraft = (chatKey: string): [string, (text: string) => void] =>
  useStoredDraft(`ideamatch.chat-draft.${chatKey}`, { storage: 'local' });
