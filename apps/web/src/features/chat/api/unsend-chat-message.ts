import { chatApi } from '@ideamatch/shared/api/chat';
import { call } from '../../../lib/api-client';

/** `DELETE /api/chat/message/{id}`: unsends my message for both people. */
export const unsendChatMessage = (id: string) => call(chatApi.removeMessage, { params: { id } });
