import type { ChatReaction } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { call } from '../../../lib/api-client';

/** `PATCH /api/chat/message/{id}`: new text for my own text message (within 15 minutes). */
export const editChatMessage = (id: string, text: string) =>
  call(chatApi.editMessage, { params: { id }, body: { text } });

/** `DELETE /api/chat/message/{id}`: unsends my message for both people. */
export const unsendChatMessage = (id: string) => call(chatApi.removeMessage, { params: { id } });

/** `PUT /api/chat/message/{id}/reaction`: my reaction, replacing an earlier one. */
export const reactToChatMessage = (id: string, emoji: ChatReaction) =>
  call(chatApi.react, { params: { id }, body: { emoji } });

/** `DELETE /api/chat/message/{id}/reaction`: removes my reaction. */
export const removeChatReaction = (id: string) => call(chatApi.unreact, { params: { id } });
