import { LIMITS } from '@ideamatch/shared/constants';

/** Field error code of a refused image (only jpeg/png, at most 5 MB). */
export type ImageFileProblem = 'IMAGE_TYPE_UNSUPPORTED' | 'FILE_TOO_LARGE';

/** Checks an image before it is uploaded: JPEG or PNG, at most 5 MB. Null when it is fine. */
export function checkImageFile(file: File): ImageFileProblem | null {
  if (!LIMITS.imageMimeTypes.includes(file.type)) return 'IMAGE_TYPE_UNSUPPORTED';
  if (file.size > LIMITS.imageMaxBytes) return 'FILE_TOO_LARGE';
  return null;
}

/** The `accept` attribute of image pickers. */
export const IMAGE_ACCEPT = LIMITS.imageMimeTypes.join(',');
