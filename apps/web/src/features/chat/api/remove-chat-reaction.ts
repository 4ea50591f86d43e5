import { chatApi } from '@ideamatch/shared/api/chat';
import { call } from '../../../lib/api-client';

/** `DELETE /api/chat/message/{id}/reaction`: removes my reaction. */
export const removeChatReaction = (id: string) => call(chatApi.unreact, { params: { id } });
