import { z } from 'zod';
import { LIMITS, MB } from '../constants.js';
import { codesOf, envelope } from './common.js';

/** Field error codes of uploads. */
export const STORAGE_MESSAGES = {
  MULTIPART_REQUIRED: 'Send the images as multipart/form-data.',
  FILES_FIELD_REQUIRED: 'Send images in the files field.',
  FORM_FIELD_TOO_LONG: 'This field is too long.',
  TOO_MANY_FORM_FIELDS: 'Too many form fields.',
  FILE_REQUIRED: 'Please choose an image.',
  FILE_TOO_LARGE: `The image is too large. The maximum size is ${LIMITS.imageMaxBytes / MB} MB.`,
  TOO_MANY_FILES: `You can upload up to ${LIMITS.ideaImagesMax} images.`,
  IMAGE_TYPE_UNSUPPORTED: 'Only JPEG and PNG images are allowed.',
  IMAGE_TOO_MANY_PIXELS: 'The image is too large. The maximum is 40 megapixels.',
  ACL_INVALID: 'acl must be public or private.',
  MODULE_PATH_INVALID: 'modulePath must be idea, chat or account/<id>.',
  /** A key that is not one of the caller's own uploads. */
  UPLOAD_NOT_YOURS: 'This image was not uploaded by you. Please upload it again.',
} as const;
const C = codesOf(STORAGE_MESSAGES);

/** Who may read an uploaded file: public files are served at /files/<key>, private ones are not. */
export const fileAclSchema = z.enum(['public', 'private'], { error: C.ACL_INVALID });

/** `POST /api/storage/upload` reply: the stored keys, in the order the files were sent. */
export const uploadReplySchema = envelope(z.object({ paths: z.array(z.string()) }));
export type UploadReply = z.infer<typeof uploadReplySchema>;

/** `DELETE /api/storage` body: keys of the caller's own uploads. */
export const deleteUploadsBodySchema = z.object({
  paths: z.array(z.string().trim().min(1).max(300)).min(1).max(50),
});
export type DeleteUploadsBody = z.infer<typeof deleteUploadsBodySchema>;

/**
 * `GET /api/storage/chat/{name}`: a chat image by its file name (`<uuid>.jpg|png`, or a `.w<width>.webp`
 * copy) and the signature a member's message list carries (`exp` in epoch seconds). Chat images are
 * private to the chat's members: a link works only as given, and only until `exp`.
 */
export const chatImageParamsSchema = z.object({ name: z.string().min(1).max(64) });
export const chatImageQuerySchema = z.object({
  exp: z.coerce.number().int().positive().optional(),
  sig: z.string().max(64).optional(),
});

/**
 * `GET /api/storage/idea/{name}`: an image of a confidential idea by the link its detail gave one
 * viewer (`viewer`), lapsing at `exp` (epoch seconds); served with that viewer's name as a light
 * watermark, and only while the viewer may still read the idea's details.
 */
export const ideaImageQuerySchema = chatImageQuerySchema.extend({ viewer: z.uuid().optional() });
