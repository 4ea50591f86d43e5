import type { Language } from '@ideamatch/shared';

/** A rendered mail: plain text for every client, simple HTML for the rest. */
export type MailContent = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text or a quoted attribute; every interpolated value goes through it. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

type ResetCopy = { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string };

const RESET_COPY: Record<Language, ResetCopy> = {
  TH: {
    subject: 'ตั้งรหัสผ่านใหม่สำหรับ IdeaMatch',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: 'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ ลิงก์นี้ใช้ได้ครั้งเดียวและหมดอายุภายใน 1 ชั่วโมง',
    action: 'ตั้งรหัสผ่านใหม่',
    ignore: 'หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ ไม่ต้องทำอะไร รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ',
  },
  EN: {
    subject: 'Reset your IdeaMatch password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your account. This link works once and expires in 1 hour.',
    action: 'Reset password',
    ignore: 'If you did not ask for this, you can ignore this mail; your password stays the same.',
  },
};

/** The forgot-password mail (SPEC.md 4 "Forgot password"), in the account's language. */
export function passwordResetMail({ language, name, link }: { language: Language; name: string; link: string }) {
  const copy = RESET_COPY[language];
  const text = [
    copy.greeting(name),
    '',
    copy.body,
    '',
    `${copy.action}: ${link}`,
    '',
    copy.ignore,
    '',
    'IdeaMatch',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'TH' ? 'th' : 'en'}"><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(copy.action)}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(copy.ignore)}</p>
<p>IdeaMatch</p>
</body></html>`;
  return { subject: copy.subject, text, html } satisfies MailContent;
}
