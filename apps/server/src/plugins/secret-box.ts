import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { createSecretBox, loadSecretKey, parseSecretKey, type SecretBox } from '../lib/secret-box';
import { sealPlainTwoFactorSecrets } from '../modules/account-center/two-factor.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts secrets at rest (AES-256-GCM) with SECRET_KEY or the key file under DATA_DIR. */
    secretBox: SecretBox;
  }
}

/** The secret box; at start, TOTP secrets stored before encryption are encrypted in place. */
export const secretBoxPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const secretKey = config.SECRET_KEY ? (parseSecretKey(config.SECRET_KEY) ?? undefined) : undefined;
  if (!secretKey && !config.isEmbedded) {
    app.log.warn('SECRET_KEY is not set: secrets are encrypted with DATA_DIR/secret.key, which every node must share');
  }
  const box = createSecretBox(loadSecretKey({ secretKey, dataDir: config.dataDir }));
  app.decorate('secretBox', box);
  app.addHook('onReady', async () => {
    const sealed = await sealPlainTwoFactorSecrets(app.db, box);
    if (sealed) app.log.info({ sealed }, 'encrypted two-factor secrets stored in plain text');
  });
});
