import { fieldDetail } from '@ideamatch/shared/field-errors';
import { ApiError, isApiError, api } from './api-client';

export type UploadInput = {
  files: readonly File[];
  /** `account/<id>` for profile images, `idea` for idea images. */
  modulePath: string;
  acl?: 'public' | 'private';
};

type UploadReply = { paths: string[] };

/**
 * `POST /api/storage/upload`: returns the storage keys in the order the files were given. A
 * refused file comes back as an ApiError whose message is one of the image messages.
 */
export async function uploadFiles({ files, modulePath, acl = 'public' }: UploadInput): Promise<string[]> {
  const form = new FormData();
  // Plain fields first, so the server knows where the files go before it reads them.
  form.append('acl', acl);
  form.append('modulePath', modulePath);
  files.forEach((file) => form.append('files', file, file.name));
  try {
    const { paths } = await api.post<UploadReply>('/api/storage/upload', form);
    return paths;
  } catch (error) {
    // The whole form can pass the body limit before the server reads a single file: name the files.
    if (isApiError(error) && error.errorCode === 'PAYLOAD_TOO_LARGE' && !error.details.length) {
      const { status, errorCode, message } = error;
      throw new ApiError({ status, errorCode, message, details: [fieldDetail('files', 'FILE_TOO_LARGE')] });
    }
    throw error;
  }
}
