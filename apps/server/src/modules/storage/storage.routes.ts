import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIMITS,
  deleteUploadsBodySchema,
  envelope,
  fieldDetail,
  fileAclSchema,
  uploadReplySchema,
} from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import { AppError, fieldError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { authorizeModulePath, deleteOwnUploads, storeUploads } from './storage.service';

/** 413 for a file over the size limit, naming the files field. */
const fileTooLarge = () => {
  const detail = fieldDetail('files', 'FILE_TOO_LARGE');
  return new AppError('PAYLOAD_TOO_LARGE', { message: detail.message, details: [detail] });
};

type UploadForm = { files: Buffer[]; fields: Map<string, string> };

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;

/** Reads the whole form into memory (at most 7 files of 5 MB), translating the parser's limits. */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw fieldError('files', 'MULTIPART_REQUIRED');
  const form: UploadForm = { files: [], fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') throw fieldError(part.fieldname, 'FILES_FIELD_REQUIRED');
        const body = await part.toBuffer();
        // Never keep a file the parser cut short.
        if (part.file.truncated) throw fileTooLarge();
        form.files.push(body);
      } else {
        if (part.valueTruncated) throw fieldError(part.fieldname, 'FORM_FIELD_TOO_LONG');
        form.fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileTooLarge();
    }
    if (code === 'FST_FILES_LIMIT') throw fieldError('files', 'TOO_MANY_FILES');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fieldError('request', 'TOO_MANY_FORM_FIELDS');
    throw error;
  }
  return form;
}

/**
 * Uploads (docs/design.md#files): multipart with explicit limits, images checked by their bytes and
 * re-encoded, stored by the storage driver (local disk or S3). Uploads nobody claims within 24 hours are removed by the clean-up job.
 */
export const storageRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  const driver = app.storage;

  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.imageMaxBytes,
      files: LIMITS.ideaImagesMax,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
    },
  });

  app.post(
    '/api/storage/upload',
    {
      // Sub-account sessions may upload chat images only: a persona only chats.
      config: { access: 'subAccount', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Upload images',
        tags: ['storage'],
        consumes: ['multipart/form-data'],
        response: { 200: uploadReplySchema },
      },
    },
    async (request) => {
      const session = request.actor();
      const callerId = session.accountId;
      const { files, fields } = await readUploadForm(request);
      const acl = fileAclSchema.safeParse(fields.get('acl') ?? 'public');
      if (!acl.success) throw fieldError('acl', 'ACL_INVALID');
      const modulePath = fields.get('modulePath') ?? '';
      if (session.subAccountId && modulePath !== 'chat') throw new AppError('FORBIDDEN');
      const box = await authorizeModulePath(app.db, callerId, modulePath);
      if (!files.length) throw fieldError('files', 'FILE_REQUIRED');
      const paths = await storeUploads(app.db, driver, {
        ownerAccountId: callerId,
        modulePath,
        acl: acl.data,
        files,
        box,
      });
      return ok({ paths });
    },
  );

  app.delete(
    '/api/storage',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete my uploads',
        tags: ['storage'],
        body: deleteUploadsBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteOwnUploads(app.db, driver, request.actor().accountId, request.body.paths);
      return ok(null);
    },
  );
};
