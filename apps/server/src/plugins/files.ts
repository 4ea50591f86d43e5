import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Public uploads from local disk at /files/<key>, with long cache headers (keys are never reused). */
export const filesPlugin = fp<{ uploadsDir: string }>(async (app, { uploadsDir }) => {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
});
