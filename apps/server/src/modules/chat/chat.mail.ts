import type { FastifyInstance } from 'fastify';
import { accountRoom, displayName, shortName, type ChatMessage, type Language } from '@ideamatch/shared';
import { unsubscribeParts } from '../account-center/unsubscribe-link';
import { renderNotice, type MailContent, type NoticeCopy } from '../mail/mail.templates';
import { chatMailRepository } from './chat-mail.repository';
import { chatRepository } from './chat.repository';
import type { SentMessage } from './chat.service';

/**
 * The rule of the "mail me when a message arrives" preference (`emailOnMessage`): a member of the
 * chat other than the sender gets a mail, in their language, when
 * - the preference is on, and the account has an address, is active and not erased;
 * - none of their sockets is connected, on any node (connected people see the message live);
 * - they were not mailed about this chat in the last 30 minutes, so a lively chat sends one mail,
 *   not one per message;
 * - they were not mailed about a message from the same person in the last 30 minutes: a main account
 *   and its sub-accounts are one sender, so many personas writing at once send one mail.
 * Sub-accounts have no address of their own and get no mail.
 */
export const MESSAGE_MAIL_QUIET_MS = 30 * 60_000;
const PREVIEW_CHARS = 140;

const COPY: Record<
  Language,
  {
    subject: (sender: string) => string;
    line: (sender: string) => string;
    image: string;
    file: (name: string) => string;
    idea: (name: string) => string;
  } & Omit<NoticeCopy, 'subject' | 'body'> & { stop: string }
> = {
  TH: {
    subject: (sender) => `ข้อความใหม่จาก ${sender} บน IdeaMatch`,
    greeting: (name) => `สวัสดีคุณ ${name}`,
    line: (sender) => `${sender} ส่งข้อความถึงคุณ:`,
    image: '[รูปภาพ]',
    file: (name) => `[ไฟล์: ${name}]`,
    idea: (name) => `[แชร์ไอเดีย: ${name}]`,
    action: 'เปิดแชท',
    footer: 'เราส่งอีเมลนี้เพราะคุณไม่ได้ออนไลน์อยู่ และส่งไม่เกินหนึ่งฉบับต่อแชทและต่อผู้ส่งในทุก 30 นาที',
    stop: 'ไม่รับอีเมลเมื่อมีข้อความใหม่',
  },
  EN: {
    subject: (sender) => `New message from ${sender} on IdeaMatch`,
    greeting: (name) => `Hello ${name},`,
    line: (sender) => `${sender} sent you a message:`,
    image: '[Image]',
    file: (name) => `[File: ${name}]`,
    idea: (name) => `[Shared idea: ${name}]`,
    action: 'Open the chat',
    footer:
      'You get this mail because you were not online; we send at most one per chat and per sender every 30 minutes.',
    stop: 'Stop mails about new messages',
  },
};

/** What the mail quotes of the message: its text cut to 140 characters, or what it carries. */
function previewOf(message: ChatMessage, language: Language): string {
  const copy = COPY[language];
  const text = message.text.trim();
  if (text) return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
  if (message.sharedIdea) return copy.idea(message.sharedIdea.name);
  if (message.file) return copy.file(message.file.name);
  return copy.image;
}

/** The mail about a new message, in the recipient's language, with its unsubscribe link. */
export function newMessageMail({
  language,
  name,
  sender,
  message,
  link,
  unsubscribeUrl,
}: {
  language: Language;
  name: string;
  sender: string;
  message: ChatMessage;
  link: string;
  unsubscribeUrl: string;
}): MailContent {
  const copy = COPY[language];
  const notice = { ...copy, subject: copy.subject(sender), body: [copy.line(sender), previewOf(message, language)] };
  return renderNotice(language, notice, name, link, { label: copy.stop, url: unsubscribeUrl });
}

/** Whether any socket of the account is connected, on any node. */
async function isConnected(app: FastifyInstance, accountId: string): Promise<boolean> {
  const sockets = await app.realtime.io.in(accountRoom(accountId)).fetchSockets();
  return sockets.length > 0;
}

/**
 * Mails the members a new message finds away, by the rule above. Returns how many were mailed.
 * `candidates`, when given, are the only members a mail could reach (the fan-out read them with the badges).
 */
export async function mailAwayMembers(
  app: FastifyInstance,
  sent: SentMessage,
  publicUrl: string,
  now = new Date(),
  candidates: string[] = sent.memberIds,
): Promise<number> {
  const senderId = sent.message.senderId;
  const others = candidates.filter((id) => id !== senderId && sent.memberIds.includes(id));
  const recipients = await chatMailRepository.messageMailRecipients(app.db, others);
  if (!recipients.length) return 0;
  const senderParts = await chatRepository.findNameParts(app.db, senderId);
  const sender = senderParts ? displayName(senderParts) : 'IdeaMatch';
  let mailed = 0;
  for (const person of recipients) {
    if (await isConnected(app, person.id)) continue;
    if (
      !(await chatMailRepository.claimMessageMail(app.db, sent.message.chatId, person.id, now, MESSAGE_MAIL_QUIET_MS))
    ) {
      continue;
    }
    if (!(await chatMailRepository.claimSenderMail(app.db, person.id, senderId, now, MESSAGE_MAIL_QUIET_MS))) continue;
    const { url, headers } = await unsubscribeParts(app.db, publicUrl, person.id, 'message');
    app.mailer.queue({
      ...newMessageMail({
        language: person.language,
        name: shortName(person),
        sender,
        message: sent.message,
        link: `${publicUrl}/chat?id=${sent.message.chatId}`,
        unsubscribeUrl: url,
      }),
      to: person.email!,
      kind: 'chat-message',
      language: person.language,
      headers,
    });
    mailed += 1;
  }
  return mailed;
}
