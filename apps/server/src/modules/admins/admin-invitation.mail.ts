import type { AccountRole } from '@ideamatch/shared';
import { escapeHtml, mailText, type MailContent } from '../mail/mail.templates';

const ROLE_NAME: Record<'TH' | 'EN', Record<number, string>> = {
  TH: { 1: 'ซูเปอร์แอดมิน', 2: 'แอดมิน' },
  EN: { 1: 'Super admin', 2: 'Admin' },
};

/**
 * The admin invitation mail. The invitee has no account yet, so no language is known: the mail
 * carries Thai first, then English.
 */
export function adminInvitationMail({
  inviterName,
  role,
  link,
  expiresInDays,
}: {
  inviterName: string;
  role: AccountRole;
  link: string;
  expiresInDays: number;
}): MailContent {
  const th = [
    `${inviterName} เชิญคุณเป็น${ROLE_NAME.TH[role]}ของ IdeaMatch`,
    `สมัครสมาชิกด้วยอีเมลนี้ผ่านลิงก์ด้านล่างเพื่อเข้าใช้แดชบอร์ด ลิงก์ใช้ได้ครั้งเดียวภายใน ${expiresInDays} วัน`,
  ];
  const en = [
    `${inviterName} invited you to be ${role === 1 ? 'a super admin' : 'an admin'} of IdeaMatch.`,
    `Register with this email through the link below to use the dashboard. The link works once within ${expiresInDays} days.`,
  ];
  const text = [...th, '', ...en, '', link, '', 'IdeaMatch'].join('\n');
  const html = `<!doctype html>
<html lang="th"><body style="font-family: sans-serif; line-height: 1.5; color: #222">
${[...th, ...en].map((line) => `<p>${mailText(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; border-radius: 6px; text-decoration: none">สมัครและเข้าร่วม / Register and join</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>
<p>IdeaMatch</p>
</body></html>`;
  return { subject: 'คำเชิญเป็นแอดมิน IdeaMatch / IdeaMatch admin invitation', text, html };
}
