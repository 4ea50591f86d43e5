import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { emptyReplySchema } from '../schemas/common.js';
import {
  chatImageParamsSchema,
  chatImageQuerySchema,
  deleteUploadsBodySchema,
  ideaImageQuerySchema,
  uploadReplySchema,
} from '../schemas/storage.js';

const tag = 'storage';

/** Uploading images, deleting one's own uploads, and private chat images by their signed links. */
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
  chatImage: endpoint({
    method: 'GET',
    path: '/api/storage/chat/:name',
    summary: 'Get a chat image by its signed link',
    tag,
    params: chatImageParamsSchema,
    query: chatImageQuerySchema,
    errors: ['FORBIDDEN'],
    rawReply: {
      status: 200,
      schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'The image (JPEG, PNG or WebP)' }),
    },
  }),
  ideaImage: endpoint({
    method: 'GET',
    path: '/api/storage/idea/:name',
    summary: "Get a confidential idea's image by its signed link",
    tag,
    params: chatImageParamsSchema,
    query: ideaImageQuerySchema,
    errors: ['FORBIDDEN'],
    rawReply: {
      status: 200,
      schema: z
        .unknown()
        .meta({ type: 'string', format: 'binary', description: 'The image, watermarked (JPEG or WebP)' }),
    },
  }),
};
