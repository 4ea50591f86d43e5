import { REAUTH_LIMITS, type Language } from '@ideamatch/shared';
import { escapeHtml, mailText, type MailContent } from '../mail/mail.templates';
import type { ClientInfo } from '../auth/client-info';
import { deviceParts } from './device';

/**
 * The changes to what controls an account that its owner is told about by mail (also the mail's
 * `kind` in the outbox).
 */
export type SecurityChange =
  | 'password-changed'
  | 'password-was-reset'
  | 'two-factor-on'
  | 'two-factor-off'
  | 'email-change-requested'
  | 'email-changed'
  | 'sub-accounts-created'
  | 'account-deleted'
  | 'reauth-locked';

/** What a notice names besides the change itself. */
export type SecurityNoticeDetail = {
  /** The new address of an email change. */
  email?: string;
  /** The usernames of new sub-accounts. */
  usernames?: string[];
  /** After a password reset: two-factor sign-in stays on. */
  isTwoFactorOn?: boolean;
};

type ChangeCopy = {
  subject: string;
  what: (detail: SecurityNoticeDetail) => string[];
  /** What to do when it was not them; the common advice when absent. */
  help?: string;
  /** The button: where the advice leads (`reset`, the default) or `devices`, or none. */
  action?: 'reset' | 'devices' | 'none';
};

type Copy = {
  greeting: (name: string) => string;
  when: string;
  device: string;
  address: string;
  unknownDevice: string;
  on: string;
  ifYou: string;
  help: string;
  reset: string;
  devices: string;
  changes: Record<SecurityChange, ChangeCopy>;
};

const lockMinutes = REAUTH_LIMITS.lockMs / 60_000;

const COPY: Record<Language, Copy> = {
  TH: {
    greeting: (name) => `สวัสดีคุณ ${name}`,
    when: 'เมื่อ',
    device: 'อุปกรณ์',
    address: 'ที่อยู่ IP',
    unknownDevice: 'อุปกรณ์ที่ไม่รู้จัก',
    on: 'บน',
    ifYou: 'หากเป็นคุณเอง ไม่ต้องทำอะไร',
    help: 'หากไม่ใช่คุณ แสดงว่ามีผู้อื่นใช้บัญชีของคุณ โปรดตั้งรหัสผ่านใหม่ทันทีด้วยปุ่มด้านล่าง แล้วออกจากระบบอุปกรณ์อื่นทั้งหมดที่ การตั้งค่า → ความปลอดภัย หากเข้าสู่ระบบไม่ได้แล้ว โปรดติดต่อฝ่ายช่วยเหลือของ IdeaMatch',
    reset: 'ตั้งรหัสผ่านใหม่',
    devices: 'ตรวจสอบอุปกรณ์ของฉัน',
    changes: {
      'password-changed': {
        subject: 'รหัสผ่าน IdeaMatch ของคุณถูกเปลี่ยนแล้ว',
        what: () => ['รหัสผ่านบัญชีของคุณเพิ่งถูกเปลี่ยน และอุปกรณ์อื่นทั้งหมดถูกออกจากระบบแล้ว'],
      },
      'password-was-reset': {
        subject: 'รหัสผ่าน IdeaMatch ของคุณถูกตั้งใหม่แล้ว',
        what: ({ isTwoFactorOn }) => [
          'รหัสผ่านบัญชีของคุณเพิ่งถูกตั้งใหม่ผ่านลิงก์ที่ส่งมายังอีเมลนี้ และทุกอุปกรณ์ถูกออกจากระบบแล้ว',
          ...(isTwoFactorOn ? ['การยืนยันตัวตนสองขั้นตอนยังเปิดอยู่ การเข้าสู่ระบบยังต้องใช้รหัสจากแอปยืนยันตัวตนของคุณ'] : []),
        ],
      },
      'two-factor-on': {
        subject: 'เปิดการยืนยันตัวตนสองขั้นตอนแล้ว',
        what: () => ['บัญชีของคุณเพิ่งเปิดการยืนยันตัวตนสองขั้นตอน การเข้าสู่ระบบจากนี้จะต้องใช้รหัสจากแอปยืนยันตัวตนด้วย'],
      },
      'two-factor-off': {
        subject: 'ปิดการยืนยันตัวตนสองขั้นตอนแล้ว',
        what: () => ['บัญชีของคุณเพิ่งปิดการยืนยันตัวตนสองขั้นตอน การเข้าสู่ระบบจะไม่ขอรหัสจากแอปยืนยันตัวตนอีก'],
      },
      'email-change-requested': {
        subject: 'มีคำขอเปลี่ยนอีเมลของบัญชี IdeaMatch',
        what: ({ email }) => [
          `มีการขอเปลี่ยนอีเมลของบัญชีคุณเป็น ${email ?? ''} การเปลี่ยนจะเกิดขึ้นเมื่อมีการเปิดลิงก์ที่เราส่งไปยังอีเมลนั้น จนกว่าจะถึงตอนนั้น บัญชียังใช้อีเมลนี้อยู่`,
        ],
      },
      'email-changed': {
        subject: 'อีเมลของบัญชี IdeaMatch ถูกเปลี่ยนแล้ว',
        what: ({ email }) => [`อีเมลของบัญชีคุณเพิ่งถูกเปลี่ยนเป็น ${email ?? ''} อีเมลเกี่ยวกับบัญชีจะส่งไปที่อีเมลนั้นแทนอีเมลนี้`],
        help: 'หากไม่ใช่คุณ โปรดเข้าสู่ระบบแล้วเปลี่ยนรหัสผ่านและอีเมลกลับทันที หากเข้าสู่ระบบไม่ได้แล้ว โปรดติดต่อฝ่ายช่วยเหลือของ IdeaMatch',
        action: 'devices',
      },
      'sub-accounts-created': {
        subject: 'มีการเพิ่มบัญชีย่อยในบัญชี IdeaMatch ของคุณ',
        what: ({ usernames = [] }) => [
          `มีการเพิ่มบัญชีย่อยใหม่ในบัญชีของคุณ: ${usernames.map((name) => `@${name}`).join(', ')} บัญชีย่อยแชทในนามของคุณได้`,
        ],
      },
      'account-deleted': {
        subject: 'บัญชี IdeaMatch ของคุณถูกลบแล้ว',
        what: () => ['บัญชีของคุณถูกลบตามคำขอ โปรไฟล์ ไอเดีย ความคิดเห็น รีวิว พาร์ทเนอร์ บัญชีย่อย และไฟล์ ถูกลบทั้งหมดและกู้คืนไม่ได้'],
        help: 'หากคุณไม่ได้ลบบัญชีเอง แสดงว่ามีผู้รู้รหัสผ่าน (หรือรหัสยืนยัน) ของคุณและใช้อุปกรณ์ที่เข้าสู่ระบบอยู่ บัญชีกู้คืนไม่ได้ โปรดเปลี่ยนรหัสผ่านนี้ในบริการอื่นที่คุณใช้รหัสเดียวกัน',
        action: 'none',
      },
      'reauth-locked': {
        subject: 'มีการกรอกรหัสผ่านผิดในบัญชี IdeaMatch ของคุณ',
        what: () => [
          `มีการกรอกรหัสผ่านหรือรหัสยืนยันผิด ${REAUTH_LIMITS.maxFailures} ครั้งจากอุปกรณ์ที่เข้าสู่ระบบบัญชีของคุณ ขณะพยายามเปลี่ยนการตั้งค่าความปลอดภัย การเปลี่ยนแปลงดังกล่าวถูกระงับ ${lockMinutes} นาที`,
        ],
        help: 'หากไม่ใช่คุณ โปรดออกจากระบบอุปกรณ์อื่นทั้งหมดที่ การตั้งค่า → ความปลอดภัย แล้วเปลี่ยนรหัสผ่าน',
        action: 'devices',
      },
    },
  },
  EN: {
    greeting: (name) => `Hello ${name},`,
    when: 'When',
    device: 'Device',
    address: 'IP address',
    unknownDevice: 'Unknown device',
    on: 'on',
    ifYou: 'If this was you, there is nothing to do.',
    help: 'If this was not you, someone is using your account: reset your password now with the button below, then sign out every other device in Settings → Security. If you can no longer sign in, contact IdeaMatch support.',
    reset: 'Reset my password',
    devices: 'Review my devices',
    changes: {
      'password-changed': {
        subject: 'Your IdeaMatch password was changed',
        what: () => ['The password of your account was just changed, and every other device was signed out.'],
      },
      'password-was-reset': {
        subject: 'Your IdeaMatch password was reset',
        what: ({ isTwoFactorOn }) => [
          'The password of your account was just reset with a link mailed to this address, and every device was signed out.',
          ...(isTwoFactorOn
            ? ['Two-factor sign-in stays on: signing in still asks for a code from your authenticator app.']
            : []),
        ],
      },
      'two-factor-on': {
        subject: 'Two-factor sign-in was turned on',
        what: () => [
          'Two-factor sign-in was just turned on for your account: signing in now also asks for a code from an authenticator app.',
        ],
      },
      'two-factor-off': {
        subject: 'Two-factor sign-in was turned off',
        what: () => [
          'Two-factor sign-in was just turned off for your account: signing in no longer asks for a code from an authenticator app.',
        ],
      },
      'email-change-requested': {
        subject: 'A new email address was requested for your IdeaMatch account',
        what: ({ email }) => [
          `Someone signed in to your account asked to change its email address to ${email ?? ''}. The change happens when the link we mailed to that address is opened; until then, your account keeps this address.`,
        ],
      },
      'email-changed': {
        subject: 'The email address of your IdeaMatch account was changed',
        what: ({ email }) => [
          `The email address of your account was just changed to ${email ?? ''}. Mail about your account now goes there instead of here.`,
        ],
        help: 'If this was not you, sign in and change your password and your email address back right away. If you can no longer sign in, contact IdeaMatch support.',
        action: 'devices',
      },
      'sub-accounts-created': {
        subject: 'A sub-account was added to your IdeaMatch account',
        what: ({ usernames = [] }) => [
          `New sub-accounts were added to your account: ${usernames.map((name) => `@${name}`).join(', ')}. A sub-account can chat in your name.`,
        ],
      },
      'account-deleted': {
        subject: 'Your IdeaMatch account was deleted',
        what: () => [
          'Your account was deleted at your request: its profile, ideas, comments, reviews, partners, sub-accounts and files are gone and cannot be restored.',
        ],
        help: 'If this was not you, someone knew your password (or a code) and used a signed-in device. The account cannot be restored; change this password wherever else you use it.',
        action: 'none',
      },
      'reauth-locked': {
        subject: 'Wrong passwords were entered on your IdeaMatch account',
        what: () => [
          `A wrong password or code was entered ${REAUTH_LIMITS.maxFailures} times on a device signed in to your account, while trying to change its security settings. Such changes are paused for ${lockMinutes} minutes.`,
        ],
        help: 'If this was not you, sign out every other device in Settings → Security, then change your password.',
        action: 'devices',
      },
    },
  },
};

/** The time of a change as a person in Thailand reads it, e.g. "25 November 2026 at 20:34 (GMT+7)". */
export function formatNoticeTime(at: Date, language: Language): string {
  const format = new Intl.DateTimeFormat(language === 'TH' ? 'th-TH' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
  return `${format.format(at)}${language === 'TH' ? ' น.' : ''} (GMT+7)`;
}

function deviceName(userAgent: string | null, copy: Copy): string {
  if (!userAgent) return copy.unknownDevice;
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} ${copy.on} ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/**
 * Tells the owner what changed in what controls their account, when, from which device and address,
 * and what to do if it was not them, in their language.
 */
export function securityNoticeMail({
  language,
  name,
  change,
  at,
  client,
  publicUrl,
  detail = {},
}: {
  language: Language;
  name: string;
  change: SecurityChange;
  at: Date;
  client: ClientInfo;
  publicUrl: string;
  detail?: SecurityNoticeDetail;
}): MailContent {
  const copy = COPY[language];
  const changeCopy = copy.changes[change];
  const facts: [string, string][] = [
    [copy.when, formatNoticeTime(at, language)],
    [copy.device, deviceName(client.userAgent, copy)],
    ...(client.ip ? ([[copy.address, client.ip]] as [string, string][]) : []),
  ];
  const help = [copy.ifYou, changeCopy.help ?? copy.help];
  const action = changeCopy.action ?? 'reset';
  const button =
    action === 'none'
      ? null
      : action === 'devices'
        ? { label: copy.devices, link: `${publicUrl}/settings?tab=security` }
        : { label: copy.reset, link: `${publicUrl}/forgot-password` };
  const what = changeCopy.what(detail);

  const text = [
    copy.greeting(name),
    '',
    ...what.flatMap((line) => [line, '']),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...help.flatMap((line) => [line, '']),
    ...(button ? [`${button.label}: ${button.link}`, ''] : []),
    'IdeaMatch',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'TH' ? 'th' : 'en'}"><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>${mailText(copy.greeting(name))}</p>
${what.map((line) => `<p>${mailText(line)}</p>`).join('\n')}
<ul>
${facts.map(([label, value]) => `<li>${mailText(label)}: ${mailText(value)}</li>`).join('\n')}
</ul>
${help.map((line) => `<p>${mailText(line)}</p>`).join('\n')}${
    button
      ? `\n<p><a href="${escapeHtml(button.link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; border-radius: 6px; text-decoration: none">${mailText(button.label)}</a></p>`
      : ''
  }
<p>IdeaMatch</p>
</body></html>`;
  return { subject: changeCopy.subject, text, html };
}
