import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { createSecretBox, loadSecretKey, parseSecretKey, type SecretBox } from '../lib/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts secrets at rest (AES-256-GCM) with SECRET_KEY or the key file under DATA_DIR. */
    secretBox: SecretBox;
  }
}

/** The secret box of this configuration: SECRET_KEY, else the key file under DATA_DIR. */
export function secretBoxFor(config: AppConfig): SecretBox {
  const secretKey = config.SECRET_KEY ? (parseSecretKey(config.SECRET_KEY) ?? undefined) : undefined;
  return createSecretBox(loadSecretKey({ secretKey, dataDir: config.dataDir }));
}

/** `app.secretBox`; `prepareDatabase` encrypts, after migrating, TOTP secrets stored in plain text. */
export const secretBoxPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  if (!config.SECRET_KEY && !config.isEmbedded) {
    app.log.warn('SECRET_KEY is not set: secrets are encrypted with DATA_DIR/secret.key, which every node must share');
  }
  app.decorate('secretBox', secretBoxFor(config));
});
