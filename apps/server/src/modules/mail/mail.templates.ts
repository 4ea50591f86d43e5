import type { Language } from '@ideamatch/shared';
import { keepWholeRuns } from '@ideamatch/shared/thai-words';

/** A rendered mail: plain text for every client, simple HTML for the rest. */
export type MailContent = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text or a quoted attribute; every interpolated value goes through it. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * A value for HTML text, escaped, with each Thai word a mail reader's dictionary would cut (a
 * loanword such as "พาร์ทเนอร์", a compound such as "รายละเอียด", a particle such as "นะคะ") in a
 * no-break span, so a narrow phone screen never breaks a line inside it. Attributes and links use
 * escapeHtml.
 */
export const mailText = (value: string): string =>
  keepWholeRuns(value)
    .map((run) =>
      run.keep ? `<span style="white-space: nowrap">${escapeHtml(run.text)}</span>` : escapeHtml(run.text),
    )
    .join('');

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

/** The forgot-password mail with its single-use, one-hour reset link, in the account's language. */
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
<p>${mailText(copy.greeting(name))}</p>
<p>${mailText(copy.body)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; border-radius: 6px; text-decoration: none">${mailText(copy.action)}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555">${mailText(copy.ignore)}</p>
<p>IdeaMatch</p>
</body></html>`;
  return { subject: copy.subject, text, html } satisfies MailContent;
}

export type NoticeCopy = {
  subject: string;
  greeting: (name: string) => string;
  body: string[];
  action: string;
  footer: string;
};

/**
 * A mail of paragraphs and one button linking to `link`, as text and HTML; with `unsubscribe`, the
 * footer ends with its link.
 */
export function renderNotice(
  language: Language,
  copy: NoticeCopy,
  name: string,
  link: string,
  unsubscribe?: { label: string; url: string },
): MailContent {
  const text = [
    copy.greeting(name),
    '',
    ...copy.body.flatMap((paragraph) => [paragraph, '']),
    `${copy.action}: ${link}`,
    '',
    copy.footer,
    '',
    'IdeaMatch',
    ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'TH' ? 'th' : 'en'}"><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>${mailText(copy.greeting(name))}</p>
${copy.body.map((paragraph) => `<p>${mailText(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; border-radius: 6px; text-decoration: none">${mailText(copy.action)}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555">${mailText(copy.footer)}</p>
<p>IdeaMatch</p>${
    unsubscribe
      ? `\n<p style="font-size: 13px; color: #555"><a href="${escapeHtml(unsubscribe.url)}">${mailText(unsubscribe.label)}</a></p>`
      : ''
  }
</body></html>`;
  return { subject: copy.subject, text, html };
}

const VERIFY_COPY: Record<Language, NoticeCopy> = {
  TH: {
    subject: 'ยืนยันอีเมลของคุณสำหรับ IdeaMatch',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: ['กรุณายืนยันว่าอีเมลนี้เป็นของคุณ ลิงก์นี้ใช้ได้ครั้งเดียวและหมดอายุภายใน 24 ชั่วโมง'],
    action: 'ยืนยันอีเมล',
    footer: 'หากคุณไม่ได้สมัครสมาชิก IdeaMatch ไม่ต้องทำอะไร',
  },
  EN: {
    subject: 'Verify your email for IdeaMatch',
    greeting: (name) => `Hello ${name},`,
    body: ['Please confirm that this email address is yours. This link works once and expires in 24 hours.'],
    action: 'Verify email',
    footer: 'If you did not sign up for IdeaMatch, you can ignore this mail.',
  },
};

/** The email verification mail sent at registration and on resend, in the account's language. */
export const verifyEmailMail = ({ language, name, link }: { language: Language; name: string; link: string }) =>
  renderNotice(language, VERIFY_COPY[language], name, link);

const CHANGE_EMAIL_COPY: Record<Language, NoticeCopy> = {
  TH: {
    subject: 'ยืนยันอีเมลใหม่ของคุณสำหรับ IdeaMatch',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: [
      'มีการขอใช้อีเมลนี้เป็นอีเมลใหม่ของบัญชี IdeaMatch ของคุณ เปิดลิงก์ด้านล่างเพื่อยืนยัน อีเมลของบัญชีจะเปลี่ยนเมื่อเปิดลิงก์นี้ ลิงก์ใช้ได้ครั้งเดียวและหมดอายุภายใน 24 ชั่วโมง',
    ],
    action: 'ยืนยันอีเมลใหม่',
    footer: 'หากคุณไม่ได้ขอเปลี่ยนอีเมล ไม่ต้องทำอะไร บัญชีจะยังใช้อีเมลเดิม',
  },
  EN: {
    subject: 'Confirm your new email for IdeaMatch',
    greeting: (name) => `Hello ${name},`,
    body: [
      'This address was given as the new email address of your IdeaMatch account. Open the link below to confirm it: the account changes to this address when it is opened. The link works once and expires in 24 hours.',
    ],
    action: 'Confirm new email',
    footer: 'If you did not ask for this, you can ignore this mail; the account keeps its current address.',
  },
};

/** Mailed to the new address of an email change, in the account's language; opening the link makes the change. */
export const changeEmailMail = ({ language, name, link }: { language: Language; name: string; link: string }) =>
  renderNotice(language, CHANGE_EMAIL_COPY[language], name, link);

const GOOGLE_TAKEOVER_COPY: Record<Language, NoticeCopy> = {
  TH: {
    subject: 'บัญชี IdeaMatch ของคุณเชื่อมกับ Google แล้ว',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: [
      'มีการเข้าสู่ระบบด้วย Google ด้วยอีเมลนี้ ซึ่ง Google ยืนยันแล้วว่าเป็นของคุณ แต่บัญชีนี้สมัครด้วยรหัสผ่านโดยยังไม่ได้ยืนยันอีเมล',
      'เพื่อความปลอดภัย เราได้ลบรหัสผ่านเดิมและออกจากระบบทุกอุปกรณ์อื่นแล้ว ตอนนี้คุณเข้าสู่ระบบด้วย Google ได้ หากต้องการใช้รหัสผ่านด้วย ให้ตั้งรหัสผ่านใหม่จากลิงก์ด้านล่าง',
    ],
    action: 'ตั้งรหัสผ่าน',
    footer: 'หากคุณไม่ได้เข้าสู่ระบบด้วย Google โปรดตรวจสอบความปลอดภัยของบัญชี Google ของคุณ',
  },
  EN: {
    subject: 'Your IdeaMatch account is now linked to Google',
    greeting: (name) => `Hello ${name},`,
    body: [
      'Someone signed in with Google using this address, which Google has verified as yours, but this account was registered with a password and its email had not been verified.',
      'To keep the account safe we removed that password and signed out every other device. You can now sign in with Google; to use a password as well, set a new one with the link below.',
    ],
    action: 'Set a password',
    footer: 'If this was not you, please check the security of your Google account.',
  },
};

/** Tells the verified owner that Google sign-in took over an unverified password account. */
export const googleTakeoverMail = ({ language, name, link }: { language: Language; name: string; link: string }) =>
  renderNotice(language, GOOGLE_TAKEOVER_COPY[language], name, link);
