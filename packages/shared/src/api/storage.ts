import { endpoint } from '../endpoint.js';
import { emptyReplySchema } from '../schemas/common.js';
import { deleteUploadsBodySchema, uploadReplySchema } from '../schemas/storage.js';

const tag = 'storage';

/** Uploading images and deleting one's own uploads. */
export const storageApi = {
  /** Multipart: `acl` and `modulePath` fields first, then the `files`. */
  upload: endpoint({
    method: 'POST',
    path: '/api/storage/upload',
    summary: 'Upload images',
    tag,
    form: true,
    errors: ['UNSUPPORTED_IMAGE'],
    reply: uploadReplySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/storage',
    summary: 'Delete my uploads',
    tag,
    body: deleteUploadsBodySchema,
    reply: emptyReplySchema,
  }),
};
