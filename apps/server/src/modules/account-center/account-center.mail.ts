import type { Language } from '@ideamatch/shared';
import { escapeHtml, type MailContent } from '../mail/mail.templates';

const COPY: Record<Language, { subject: string; greeting: (name: string) => string; body: string; help: string }> = {
  TH: {
    subject: 'รหัสผ่าน IdeaMatch ของคุณถูกเปลี่ยนแล้ว',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: 'รหัสผ่านบัญชีของคุณเพิ่งถูกเปลี่ยน และอุปกรณ์อื่นทั้งหมดถูกออกจากระบบแล้ว',
    help: 'หากคุณไม่ได้เปลี่ยนรหัสผ่านเอง โปรดตั้งรหัสผ่านใหม่ทันทีด้วย "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ',
  },
  EN: {
    subject: 'Your IdeaMatch password was changed',
    greeting: (name) => `Hello ${name},`,
    body: 'The password of your account was just changed, and every other device was signed out.',
    help: 'If you did not change it, reset your password now with "Forgot password" on the sign-in page.',
  },
};

/** The notice sent after a password change, in the account's language. */
export function passwordChangedMail({ language, name }: { language: Language; name: string }): MailContent {
  const copy = COPY[language];
  const text = [copy.greeting(name), '', copy.body, '', copy.help, '', 'IdeaMatch'].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'TH' ? 'th' : 'en'}"><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.body)}</p>
<p>${escapeHtml(copy.help)}</p>
<p>IdeaMatch</p>
</body></html>`;
  return { subject: copy.subject, text, html };
}
