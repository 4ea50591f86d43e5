import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { pushAddressPolicy } from '../../lib/push-address';
import { createPushSender, type PushSender } from './push.sender';
import { loadVapidKeys } from './vapid';

declare module 'fastify' {
  // Module augmentation can only merge interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Web push: the VAPID key, queuing pushes to a person's devices, sending one. */
    push: PushSender;
  }
}

/** The contact push services see: the public URL when it is https, else the sender of our mail. */
function defaultSubject(config: AppConfig): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/**
 * `app.push`: VAPID keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY or `<DATA_DIR>/vapid.json`, and the
 * address policy of ALLOWED_PRIVATE_ADDRESSES. The jobs plugin hands it the push task's queue.
 */
export const pushPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!config.VAPID_PUBLIC_KEY && !config.isEmbedded) {
      app.log.warn('VAPID_PUBLIC_KEY is not set: web push uses DATA_DIR/vapid.json, which every node must share');
    }
    const keys = loadVapidKeys({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT ?? defaultSubject(config),
      dataDir: config.dataDir,
    });
    app.decorate(
      'push',
      createPushSender({ db: app.db, keys, policy: pushAddressPolicy(config.ALLOWED_PRIVATE_ADDRESSES), log: app.log }),
    );
  },
  { name: 'push' },
);
