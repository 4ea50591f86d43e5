import { chatApi } from '@ideamatch/shared/api/chat';
import { call } from '../../../lib/api-client';

/** `PATCH /api/chat/{id}/read`: marks the chat read; the server pushes the new summary and "seen". */
export const markChatRead = (chatId: string) => call(chatApi.markRead, { params: { id: chatId } });
