import type { ChatReaction } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { call } from '../../../lib/api-client';

/** `PUT /api/chat/message/{id}/reaction`: my reaction, replacing an earlier one. */
export const reactToChatMessage = (id: string, emoji: ChatReaction) =>
  call(chatApi.react, { params: { id }, body: { emoji } });
