import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language, UnsubscribeKind } from '@ideamatch/shared';
import { UNSUBSCRIBE_KINDS } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer, OutgoingMail } from '../mail/mail.service';
import { escapeHtml } from '../mail/mail.templates';
import { accountCenterRepository as repo } from './account-center.repository';

const KEY_ID = 'mail-unsubscribe';
const DAY_MS = 86_400_000;
const PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

/** Per database, so each test app (its own database) has its own key. */
const cachedKeys = new WeakMap<Database, Promise<Buffer>>();

/** The HMAC key of unsubscribe links, made once and shared by every node through the database. */
async function unsubscribeKey(db: Database): Promise<Buffer> {
  const load = async () => {
    let row = await repo.findKey(db, KEY_ID);
    if (!row) {
      await repo.insertKeyIfAbsent(db, KEY_ID, randomBytes(32).toString('base64url'));
      row = await repo.findKey(db, KEY_ID);
    }
    return Buffer.from(String(row!.privateJwk.k), 'base64url');
  };
  let key = cachedKeys.get(db);
  if (!key) {
    key = load();
    key.catch(() => cachedKeys.delete(db));
    cachedKeys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<accountId>.<kind>.<hmac>`: turns off one kind of mail for one account, without signing in. */
export async function unsubscribeToken(db: Database, accountId: string, kind: UnsubscribeKind): Promise<string> {
  const payload = `${accountId}.${kind}`;
  return `${payload}.${sign(await unsubscribeKey(db), payload)}`;
}

/** Applies a one-click unsubscribe (RFC 8058); an altered token is a 400. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeKind> {
  const [accountId, kind, mac] = token.split('.');
  const valid = (UNSUBSCRIBE_KINDS as readonly string[]).includes(kind ?? '');
  if (!accountId || !valid || !mac) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const expected = Buffer.from(sign(await unsubscribeKey(db), `${accountId}.${kind}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  }
  const which = kind as UnsubscribeKind;
  await repo.updatePreferences(
    db,
    accountId,
    which === 'digest'
      ? { emailDigest: 'off' }
      : which === 'message'
        ? { emailOnMessage: false }
        : { isNewsAndPromotion: false },
  );
  return which;
}

/** The RFC 8058 headers and the body link of a mail that can be turned off. */
export async function unsubscribeParts(db: Database, publicUrl: string, accountId: string, kind: UnsubscribeKind) {
  const url = `${publicUrl}/api/account/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db, accountId, kind))}`;
  return {
    url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const COPY: Record<
  Language,
  {
    subject: string;
    greeting: (n: string) => string;
    line: (notes: number, messages: number) => string;
    open: string;
    stop: string;
  }
> = {
  TH: {
    subject: 'สรุปความเคลื่อนไหวบน IdeaMatch',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    line: (notes, messages) => `คุณมีการแจ้งเตือนที่ยังไม่ได้อ่าน ${notes} รายการ และข้อความแชทที่ยังไม่ได้อ่าน ${messages} ข้อความ`,
    open: 'เปิด IdeaMatch',
    stop: 'ยกเลิกการรับอีเมลสรุปนี้',
  },
  EN: {
    subject: 'Your IdeaMatch summary',
    greeting: (name) => `Hello ${name},`,
    line: (notes, messages) => `You have ${notes} unread notifications and ${messages} unread chat messages.`,
    open: 'Open IdeaMatch',
    stop: 'Unsubscribe from this summary',
  },
};

/** The digest mail in the account's language, with its one-click unsubscribe link. */
function digestMail(
  {
    language,
    name,
    notes,
    messages,
    publicUrl,
  }: { language: Language; name: string; notes: number; messages: number; publicUrl: string },
  unsubscribeUrl: string,
) {
  const copy = COPY[language];
  const text = [
    copy.greeting(name),
    '',
    copy.line(notes, messages),
    '',
    `${copy.open}: ${publicUrl}/notification`,
    '',
    `${copy.stop}: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'TH' ? 'th' : 'en'}"><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.line(notes, messages))}</p>
<p><a href="${escapeHtml(`${publicUrl}/notification`)}">${escapeHtml(copy.open)}</a></p>
<p style="font-size: 13px; color: #555"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(copy.stop)}</a></p>
</body></html>`;
  return { subject: copy.subject, text, html };
}

/**
 * Sends each due digest (daily or weekly): the unread notifications and messages since the last
 * one. Nothing is sent to a person with nothing unread. Returns how many mails went out.
 */
export async function sendDueDigests(
  db: Database,
  mailer: Pick<Mailer, 'send'>,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<number> {
  let sent = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    const due = await repo.dueDigests(db, frequency, new Date(now.getTime() - PERIOD_MS[frequency]));
    for (const account of due) {
      const after = account.lastDigestAt ?? new Date(0);
      const unread = await repo.unreadSince(db, account.id, after);
      if (unread.notifications + unread.messages === 0) continue;
      const { url, headers } = await unsubscribeParts(db, publicUrl, account.id, 'digest');
      const mail: OutgoingMail = {
        ...digestMail(
          {
            language: account.language,
            name: account.firstName || account.username,
            notes: unread.notifications,
            messages: unread.messages,
            publicUrl,
          },
          url,
        ),
        to: account.email!,
        kind: 'digest',
        language: account.language,
        headers,
      };
      await mailer.send(mail);
      await repo.markDigestSent(db, account.id, now);
      sent += 1;
    }
  }
  return sent;
}
