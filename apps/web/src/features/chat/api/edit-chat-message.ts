import { chatApi } from '@ideamatch/shared/api/chat';
import { call } from '../../../lib/api-client';

/** `PATCH /api/chat/message/{id}`: new text for my own text message (within 15 minutes). */
export const editChatMessage = (id: string, text: string) =>
  call(chatApi.editMessage, { params: { id }, body: { text } });
