import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_LIMITS, LIMITS, fieldDetail, fileAclSchema } from '@ideamatch/shared';
import { storageApi } from '@ideamatch/shared/api/storage';
import { AppError, fieldError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { openChatImageLink } from './chat-image-link';
import { contentTypeOf } from './storage.driver';
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
export const storageRoutes = async (app: FastifyInstance) => {
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

  // Sub-account sessions may upload chat images only: a persona only chats.
  route(app, storageApi.upload, {
    access: 'subAccount',
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const session = request.actor();
      const callerId = session.accountId;
      const { files, fields } = await readUploadForm(request);
      const acl = fileAclSchema.safeParse(fields.get('acl') ?? 'public');
      if (!acl.success) throw fieldError('acl', 'ACL_INVALID');
      const modulePath = fields.get('modulePath') ?? '';
      // Chat images are private to the chat's members, whatever the form asks (docs/design.md#files).
      const isChat = modulePath.toLowerCase() === CHAT_LIMITS.modulePath;
      if (session.subAccountId && !isChat) throw new AppError('FORBIDDEN');
      const box = await authorizeModulePath(app.db, callerId, modulePath);
      if (!files.length) throw fieldError('files', 'FILE_REQUIRED');
      const paths = await storeUploads(app.db, driver, {
        ownerAccountId: callerId,
        modulePath,
        acl: isChat ? 'private' : acl.data,
        files,
        box,
      });
      return { paths };
    },
  });

  route(app, storageApi.delete, {
    access: 'user',
    handler: async (request) => {
      await deleteOwnUploads(app.db, driver, request.actor().accountId, request.body.paths);
      return null;
    },
  });

  // Chat images are private files, served only through the signed links the chat's members are
  // given (chat-image-link.ts); the browser may keep one until its link lapses.
  route(app, storageApi.chatImage, {
    access: 'everyone',
    handler: async (request, reply) => {
      const { key, expiresAt } = await openChatImageLink(app.db, { name: request.params.name, ...request.query });
      const file = await driver.get(key, 'private');
      if (!file) throw new AppError('NOT_FOUND');
      const secondsLeft = Math.max(0, expiresAt - Math.floor(Date.now() / 1000));
      reply.header('cache-control', `private, max-age=${secondsLeft}`).type(file.contentType ?? contentTypeOf(key));
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  });
};
