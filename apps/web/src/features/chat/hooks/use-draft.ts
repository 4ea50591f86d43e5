import { accountDraftKey } from '../../../lib/drafts';
import { useStoredDraft } from '../../../lib/use-stored-draft';

/**
 * The unsent text of one chat, kept in local storage (per account: another account on this browser
 * never sees it) so it survives switching chats and reloads.
 */
export const useDraft = (myId: string | null, chatKey: string): [string, (text: string) => void] =>
  useStoredDraft(accountDraftKey(myId, 'chat', chatKey), { storage: 'local' });
