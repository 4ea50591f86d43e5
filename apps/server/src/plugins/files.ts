import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config/env';
import { AppError } from '../lib/app-error';
import { setPublicFilesBase } from '../lib/files';
import {
  PUBLIC_CACHE_CONTROL,
  createStorageDriver,
  publicUploadsDir,
  type StorageDriver,
} from '../modules/storage/storage.driver';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are stored: the local disk, or the S3 bucket when S3_BUCKET is set. */
    storage: StorageDriver;
  }
}

/**
 * The storage driver, and public uploads at /files/<key> with long cache headers (keys are never
 * reused): from the local disk, or streamed from the bucket. With S3_PUBLIC_URL, replies link
 * public files to the bucket directly and /files stays for links made before.
 */
export const filesPlugin = fp<{ config: AppConfig; storage?: StorageDriver }>(async (app, { config, storage }) => {
  const driver = storage ?? createStorageDriver(config);
  app.decorate('storage', driver);
  setPublicFilesBase(driver.kind === 's3' ? config.S3_PUBLIC_URL : null);
  app.addHook('onClose', async () => setPublicFilesBase(null));

  if (driver.kind === 'local') {
    const uploadsDir = publicUploadsDir(config.dataDir);
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', PUBLIC_CACHE_CONTROL),
    });
    return;
  }

  app.get('/files/*', { config: { access: 'everyone' }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = key && !key.startsWith('.') ? await driver.get(key, 'public') : null;
    if (!file) throw new AppError('NOT_FOUND');
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    reply.type(file.contentType ?? 'application/octet-stream');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
});
