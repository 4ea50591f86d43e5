import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Language } from '@ideamatch/shared';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { mailRepository } from './mail.repository';
import type { MailContent } from './mail.templates';

export type OutgoingMail = MailContent & {
  to: string;
  kind: string;
  language: Language;
  /** Extra headers, e.g. RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
};

/**
 * Kinds of mail whose recipient has erased their account (the mail that says so): once handed on,
 * the stored copy loses the address and the content, like the rest of their mail.
 */
const ERASED_ONCE_SENT = new Set(['account-deleted']);

export type Mailer = {
  /** 'smtp' when SMTP_URL is set; otherwise 'outbox': mail is only stored and logged. */
  readonly transport: 'smtp' | 'outbox';
  /** Stores the mail, then hands it to SMTP (or logs it); rejects when SMTP refuses it. */
  send: (mail: OutgoingMail) => Promise<void>;
  /** Sends in the background, so a reply does not wait for (or reveal) SMTP; failures are logged. */
  queue: (mail: OutgoingMail) => void;
  /** Hands a stored mail (by its outbox id) to SMTP unless it was sent already; throws when SMTP refuses. */
  deliver: (outboxId: string) => Promise<void>;
  /**
   * Routes queued mail through a job queue (retries with backoff, on any node) instead of sending
   * it straight from this process.
   */
  useQueue: (enqueue: (outboxId: string) => Promise<void>) => void;
  /** Resolves once every mail given to `queue`, including any queued meanwhile, is stored and handed on. */
  idle: () => Promise<void>;
  /** Waits for queued mail, then closes the SMTP connection. */
  close: () => Promise<void>;
};

/** "✉ to · subject · first link": what a developer without SMTP needs from a mail, on one line. */
export const devMailLine = (mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'>): string => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  return `✉ ${mail.to} · ${mail.subject}${link ? ` · ${link}` : ''}\n`;
};

/**
 * The mailer the configuration asks for: SMTP through nodemailer when SMTP_URL is set, the dev
 * outbox otherwise (no network). Every mail lands in `mail_outbox` either way.
 */
export function createMailer({ config, db, log }: { config: AppConfig; db: Database; log: FastifyBaseLogger }): Mailer {
  const smtp = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  const transport = smtp ? 'smtp' : 'outbox';
  const pending = new Set<Promise<void>>();

  let enqueue: ((outboxId: string) => Promise<void>) | null = null;

  const store = (mail: OutgoingMail): Promise<string> =>
    mailRepository.insert(db, {
      toAddress: mail.to.toLowerCase(),
      kind: mail.kind,
      language: mail.language,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      transport,
    });

  const deliver = async (outboxId: string): Promise<void> => {
    if (!smtp) return;
    const mail = await mailRepository.findById(db, outboxId);
    // No address: the recipient deleted their account before the mail went out.
    if (!mail || mail.sentAt || !mail.toAddress) return;
    await smtp.sendMail({
      from: config.MAIL_FROM,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    await mailRepository.markSent(db, outboxId, new Date());
    if (ERASED_ONCE_SENT.has(mail.kind)) await mailRepository.erase(db, outboxId);
  };

  const send = async (mail: OutgoingMail): Promise<void> => {
    const id = await store(mail);
    if (!smtp) {
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in the dev outbox (no SMTP_URL)');
      // Development: one readable line on the console with the mail's first link (verify, reset…).
      if (config.NODE_ENV !== 'test') process.stderr.write(devMailLine(mail));
      if (ERASED_ONCE_SENT.has(mail.kind)) await mailRepository.erase(db, id);
      return;
    }
    await deliver(id);
  };

  /** Stores the mail, then queues its delivery (or, without a queue, sends it from here). */
  const storeAndQueue = async (mail: OutgoingMail): Promise<void> => {
    if (!smtp || !enqueue) return send(mail);
    await enqueue(await store(mail));
  };

  const idle = async (): Promise<void> => {
    while (pending.size) await Promise.allSettled([...pending]);
  };

  return {
    transport,
    send,
    deliver,
    useQueue: (next) => {
      enqueue = next;
    },
    queue: (mail) => {
      const job = storeAndQueue(mail)
        .catch((err: unknown) => log.error({ err, kind: mail.kind }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    idle,
    close: async () => {
      await idle();
      smtp?.close();
    },
  };
}
