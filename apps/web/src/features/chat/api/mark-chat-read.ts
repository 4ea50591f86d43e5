import { api } from '../../../lib/api-client';

/** `PATCH /api/chat/{id}/read`: marks the chat read; the server pushes the new summary and "seen". */
export const markChatRead = (chatId: string) =>
  api.patch<{ chatId: string; lastReadAt: string }>(`/api/chat/${encodeURIComponent(chatId)}/read`);
