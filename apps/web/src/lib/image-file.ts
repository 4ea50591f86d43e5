import { LIMITS } from '@ideamatch/shared/constants';

/** Key under `messages` of a refused image (only jpeg/png, at most 5 MB). */
export type ImageFileProblem = 'imageType' | 'imageTooLarge';

/** Checks an image before it is uploaded: JPEG or PNG, at most 5 MB. Null when it is fine. */
export function checkImageFile(file: File): ImageFileProblem | null {
  if (!LIMITS.imageMimeTypes.includes(file.type)) return 'imageType';
  if (file.size > LIMITS.imageMaxBytes) return 'imageTooLarge';
  return null;
}

/** The `accept` attribute of image pickers. */
export const IMAGE_ACCEPT = LIMITS.imageMimeTypes.join(',');
