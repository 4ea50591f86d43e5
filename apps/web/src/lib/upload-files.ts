import { storageApi } from '@ideamatch/shared/api/storage';
import type { ReplyData } from '@ideamatch/shared/endpoint';
import { fieldDetail } from '@ideamatch/shared/field-errors';
import { ApiError, call, isApiError, NETWORK_ERROR, readReply } from './api-client';
import { getAccessToken } from './auth-token';

export type UploadInput = {
  files: readonly File[];
  /** `account/<id>` for profile images, `idea` for idea images. */
  modulePath: string;
  acl?: 'public' | 'private';
};

type UploadReply = ReplyData<typeof storageApi.upload>;

function uploadForm({ files, modulePath, acl = 'public' }: UploadInput): FormData {
  const form = new FormData();
  // Plain fields first, so the server knows where the files go before it reads them.
  form.append('acl', acl);
  form.append('modulePath', modulePath);
  files.forEach((file) => form.append('files', file, file.name));
  return form;
}

/**
 * The whole form can pass the body limit (413, from a proxy or the server) before the server reads a
 * single file: such a refusal names the files, so it reads as the file size message.
 */
const uploadError = (error: unknown): unknown => {
  if (!isApiError(error) || error.details.length) return error;
  if (error.status !== 413 && error.errorCode !== 'PAYLOAD_TOO_LARGE') return error;
  return new ApiError({
    status: error.status,
    errorCode: 'PAYLOAD_TOO_LARGE',
    message: error.message,
    details: [fieldDetail('files', 'FILE_TOO_LARGE')],
  });
};

/**
 * `POST /api/storage/upload`: returns the storage keys in the order the files were given. A
 * refused file comes back as an ApiError whose message is one of the image messages.
 */
export async function uploadFiles(input: UploadInput): Promise<string[]> {
  try {
    const { paths } = await call(storageApi.upload, { body: uploadForm(input) });
    return paths;
  } catch (error) {
    throw uploadError(error);
  }
}

/**
 * One file through `POST /api/storage/upload`, telling `onProgress` the share of it sent (0 to 1)
 * as it goes: XMLHttpRequest, since fetch reports no upload progress. Returns its storage key.
 * Aborting `signal` stops the request and rejects with an AbortError.
 */
export function uploadFileWithProgress({
  file,
  modulePath,
  acl,
  onProgress,
  signal,
}: Omit<UploadInput, 'files'> & {
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<string> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
        reject(aborted());
      },
      { once: true },
    );
    xhr.open(storageApi.upload.method, storageApi.upload.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const reply = readReply<UploadReply>(xhr.status, xhr.responseText);
      if (!reply.ok) return reject(uploadError(reply.error));
      onProgress(1);
      resolve(reply.data.paths[0] ?? '');
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError({ status: 0, errorCode: NETWORK_ERROR, message: 'Network request failed' })),
    );
    xhr.send(uploadForm({ files: [file], modulePath, acl }));
  });
}
