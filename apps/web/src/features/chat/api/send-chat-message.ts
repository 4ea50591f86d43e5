import type { SendChatMessageBody } from '@ideamatch/shared';
import { CHAT_LIMITS } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import { call } from '../../../lib/api-client';
import { uploadFiles } from '../../../lib/upload-files';

/** `POST /api/chat`: stores the message (opening the chat when none exists) and returns it. */
export const sendChatMessage = (body: SendChatMessageBody) => call(chatApi.send, { body });

/** Uploads one chat image (jpeg/png, at most 5 MB), private to the chat, and returns its storage key. */
export const uploadChatImage = async (file: File): Promise<string> =>
  (await uploadFiles({ files: [file], modulePath: CHAT_LIMITS.modulePath, acl: 'private' }))[0]!;
