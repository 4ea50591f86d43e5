import type { SendChatMessageBody } from '@ideamatch/shared';
import { CHAT_LIMITS } from '@ideamatch/shared';
import { chatApi } from '@ideamatch/shared/api/chat';
import type { ReplyData } from '@ideamatch/shared/endpoint';
import { ApiError, call, NETWORK_ERROR, readReply } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-token';
import { uploadFiles } from '../../../lib/upload-files';

/** `POST /api/chat`: stores the message (opening the chat when none exists) and returns it. */
export const sendChatMessage = (body: SendChatMessageBody) => call(chatApi.send, { body });

/** Uploads one chat image (jpeg/png, at most 5 MB), private to the chat, and returns its storage key. */
export const uploadChatImage = async (file: File): Promise<string> =>
  (await uploadFiles({ files: [file], modulePath: CHAT_LIMITS.modulePath, acl: 'private' }))[0]!;

type FileUploadReply = ReplyData<typeof chatApi.uploadFile>;

/**
 * `POST /api/chat/file`: uploads one document (PDF or office file, at most 10 MB), private to the chat,
 * telling `onProgress` the share sent (0 to 1): XMLHttpRequest, since fetch reports no upload progress.
 */
export function uploadChatFile(file: File, onProgress: (fraction: number) => void): Promise<FileUploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(chatApi.uploadFile.method, chatApi.uploadFile.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const reply = readReply<FileUploadReply>(xhr.status, xhr.responseText);
      if (!reply.ok) return reject(reply.error);
      onProgress(1);
      resolve(reply.data);
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError({ status: 0, errorCode: NETWORK_ERROR, message: 'Network request failed' })),
    );
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
