import type { Language } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { ClientInfo } from '../auth/client-info';
import type { Mailer } from '../mail/mail.service';
import { securityNoticeMail, type SecurityChange, type SecurityNoticeDetail } from './account-center.mail';
import { unsubscribeHeaders } from './unsubscribe-link';

/** What mailing a notice needs; the Fastify app's `db` and `mailer` with the configured public address. */
export type NoticeContext = { db: Database; mailer: Mailer; publicUrl: string };

/** The owner as a notice greets them. */
export type NoticeRecipient = {
  id: string;
  email: string | null;
  language: Language;
  firstName: string | null;
  username: string;
};

/**
 * Mails the owner what changed in what controls their account (docs/design.md#authentication-and-sessions):
 * to `to`, else the address on file before the change. An account without an address gets none.
 * Sent in the background, so the reply neither waits for nor depends on it.
 */
export async function sendSecurityNotice(
  { db, mailer, publicUrl }: NoticeContext,
  {
    account,
    change,
    client,
    to = account.email,
    detail,
    at = new Date(),
  }: {
    account: NoticeRecipient;
    change: SecurityChange;
    client: ClientInfo;
    to?: string | null;
    detail?: SecurityNoticeDetail;
    at?: Date;
  },
): Promise<void> {
  if (!to) return;
  const content = securityNoticeMail({
    language: account.language,
    name: account.firstName || account.username,
    change,
    at,
    client,
    publicUrl,
    detail,
  });
  mailer.queue({
    ...content,
    to,
    kind: change,
    language: account.language,
    headers: await unsubscribeHeaders(db, publicUrl, account.id),
  });
}
