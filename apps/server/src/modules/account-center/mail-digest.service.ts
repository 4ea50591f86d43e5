import type { Language } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Mailer, OutgoingMail } from '../mail/mail.service';
import { escapeHtml, mailText } from '../mail/mail.templates';
import { preferencesRepository } from './preferences.repository';
import { unsubscribeParts } from './unsubscribe-link';

const DAY_MS = 86_400_000;
const PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

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
<p>${mailText(copy.greeting(name))}</p>
<p>${mailText(copy.line(notes, messages))}</p>
<p><a href="${escapeHtml(`${publicUrl}/notification`)}">${mailText(copy.open)}</a></p>
<p style="font-size: 13px; color: #555"><a href="${escapeHtml(unsubscribeUrl)}">${mailText(copy.stop)}</a></p>
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
    const due = await preferencesRepository.dueDigests(db, frequency, new Date(now.getTime() - PERIOD_MS[frequency]));
    for (const account of due) {
      const after = account.lastDigestAt ?? new Date(0);
      const unread = await preferencesRepository.unreadSince(db, account.id, after);
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
      await preferencesRepository.markDigestSent(db, account.id, now);
      sent += 1;
    }
  }
  return sent;
}
