import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { createMailer, type Mailer } from './mail.service';

declare module 'fastify' {
  // Module augmentation can only merge interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Sends (or, without SMTP_URL, stores and logs) product mail. */
    mailer: Mailer;
  }
}

/**
 * Decorates `app.mailer`. Queued mail is flushed on close, before the database closes (onClose
 * hooks run in reverse order of registration, and this plugin comes after the database's).
 */
export const mailPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer = createMailer({ config, db: app.db, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
