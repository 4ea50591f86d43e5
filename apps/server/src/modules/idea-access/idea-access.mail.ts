import { displayName, shortName, type Language, type NameParts } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { unsubscribeHeaders } from '../account-center/unsubscribe-link';
import type { Mailer } from '../mail/mail.service';
import { renderNotice, type MailContent, type NoticeCopy } from '../mail/mail.templates';
import { ideaAccessRepository as repo } from './idea-access.repository';

const NOTE_CHARS = 300;

const COPY: Record<
  Language,
  Omit<NoticeCopy, 'subject' | 'body'> & {
    subject: (requester: string, idea: string) => string;
    line: (requester: string, idea: string) => string;
    terms: string;
    decide: string;
  }
> = {
  TH: {
    subject: (requester, idea) => `${requester} ขอดูรายละเอียดไอเดีย "${idea}" ของคุณ`,
    greeting: (name) => `สวัสดีคุณ ${name}`,
    line: (requester, idea) => `${requester} ขอสิทธิ์ดูรายละเอียดที่เป็นความลับของไอเดีย "${idea}" พร้อมข้อความถึงคุณ:`,
    terms: 'ผู้ขอยอมรับเงื่อนไขของคุณแล้ว',
    decide: 'รายละเอียดจะยังเป็นความลับจนกว่าคุณจะอนุมัติ คุณอนุมัติหรือปฏิเสธได้ที่หน้าไอเดีย และยกเลิกสิทธิ์ได้ทุกเมื่อ',
    action: 'ดูคำขอ',
    footer: 'เราส่งอีเมลนี้เพราะมีคนขอดูไอเดียที่คุณตั้งเป็นความลับบน IdeaMatch',
  },
  EN: {
    subject: (requester, idea) => `${requester} asks to read your idea "${idea}"`,
    greeting: (name) => `Hello ${name},`,
    line: (requester, idea) =>
      `${requester} asks to read the confidential details of your idea "${idea}", with this note:`,
    terms: 'They accepted your terms.',
    decide:
      'The details stay confidential until you approve. Approve or decline on the idea’s page; you can revoke access at any time.',
    action: 'See the request',
    footer: 'You get this mail because someone asked to read an idea you keep confidential on IdeaMatch.',
  },
};

/** The mail telling an owner about a request for their idea's details, in the owner's language. */
export function accessRequestMail({
  language,
  name,
  requester,
  ideaName,
  note,
  hasTerms,
  link,
}: {
  language: Language;
  name: string;
  requester: string;
  ideaName: string;
  note: string;
  hasTerms: boolean;
  link: string;
}): MailContent {
  const copy = COPY[language];
  const quoted = note.length > NOTE_CHARS ? `${note.slice(0, NOTE_CHARS - 1)}…` : note;
  return renderNotice(
    language,
    {
      ...copy,
      subject: copy.subject(requester, ideaName),
      body: [copy.line(requester, ideaName), `“${quoted}”`, ...(hasTerms ? [copy.terms] : []), copy.decide],
    },
    name,
    link,
  );
}

/**
 * Mails the owner about a new request (besides the notification), unless the owner cannot be
 * mailed (no address, deactivated, erased). Queued, so the request's reply never waits for SMTP.
 */
export async function mailOwnerAboutRequest(
  db: Database,
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string },
  request: { ownerId: string; ideaId: string; ideaName: string; requester: NameParts; note: string; hasTerms: boolean },
): Promise<void> {
  const owner = await repo.findMailRecipient(db, request.ownerId);
  if (!owner?.email) return;
  mailer.queue({
    ...accessRequestMail({
      language: owner.language,
      name: shortName(owner),
      requester: displayName(request.requester),
      ideaName: request.ideaName,
      note: request.note,
      hasTerms: request.hasTerms,
      link: `${publicUrl}/idea/${request.ideaId}#access-requests`,
    }),
    to: owner.email,
    kind: 'idea-access-request',
    language: owner.language,
    headers: await unsubscribeHeaders(db, publicUrl, owner.id),
  });
}
