import { z } from 'zod';
import { envelope } from './common.js';

/** Who may read an uploaded file: public files are served at /files/<key>, private ones are not. */
export const fileAclSchema = z.enum(['public', 'private'], { error: 'acl must be public or private.' });

/** `POST /api/storage/upload` reply: the stored keys, in the order the files were sent. */
export const uploadReplySchema = envelope(z.object({ paths: z.array(z.string()) }));
export type UploadReply = z.infer<typeof uploadReplySchema>;

/** `DELETE /api/storage` body: keys of the caller's own uploads. */
export const deleteUploadsBodySchema = z.object({
  paths: z.array(z.string().trim().min(1).max(300)).min(1).max(50),
});
export type DeleteUploadsBody = z.infer<typeof deleteUploadsBodySchema>;
