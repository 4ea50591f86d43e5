/** Chat summary of the header badge (SPEC.md section 3: unreadChatCount, isAcknowledge). */
export type ChatSummary = { unreadChatCount: number; isAcknowledge: boolean };

const EMPTY_SUMMARY: ChatSummary = { unreadChatCount: 0, isAcknowledge: true };

/**
 * The signed-in user's chat summary. Until the chat issue wires `GET /api/chat/summary` and the
 * realtime `chat_summary_update` event, nothing is unread.
 */
export function useChatSummary(): ChatSummary {
  return EMPTY_SUMMARY;
}
