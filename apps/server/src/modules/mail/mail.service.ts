import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Language } from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { mailRepository } from './mail.repository';
import type { MailContent } from './mail.templates';

export type OutgoingMail = MailContent & { to: string; kind: string; language: Language };

export type Mailer = {
  /** 'smtp' when SMTP_URL is set; otherwise 'outbox': mail is only stored and logged. */
  readonly transport: 'smtp' | 'outbox';
  /** Stores the mail, then hands it to SMTP (or logs it); rejects when SMTP refuses it. */
  send: (mail: OutgoingMail) => Promise<void>;
  /** Sends in the background, so a reply does not wait for (or reveal) SMTP; failures are logged. */
  queue: (mail: OutgoingMail) => void;
  /** Waits for queued mail, then closes the SMTP connection. */
  close: () => Promise<void>;
};

/**
 * The mailer the configuration asks for: SMTP through nodemailer when SMTP_URL is set, the dev
 * outbox otherwise (no network). Every mail lands in `mail_outbox` either way.
 */
export function createMailer({ config, db, log }: { config: AppConfig; db: Database; log: FastifyBaseLogger }): Mailer {
  const smtp = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  const pending = new Set<Promise<void>>();

  const send = async (mail: OutgoingMail): Promise<void> => {
    const id = await mailRepository.insert(db, {
      toAddress: mail.to.toLowerCase(),
      kind: mail.kind,
      language: mail.language,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      transport,
    });
    if (!smtp) {
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in the dev outbox (no SMTP_URL)');
      return;
    }
    await smtp.sendMail({
      from: config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await mailRepository.markSent(db, id, new Date());
  };

  return {
    transport,
    send,
    queue: (mail) => {
      const job = send(mail)
        .catch((err: unknown) => log.error({ err, kind: mail.kind }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      smtp?.close();
    },
  };
}
