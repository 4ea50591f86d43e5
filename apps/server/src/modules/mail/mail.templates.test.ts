import { describe, expect, it } from 'vitest';
import { mailText, verifyEmailMail } from './mail.templates';

describe('mail text', () => {
  it('keeps the Thai words a mail reader would cut in one no-break span, escaped', () => {
    expect(mailText('หาพาร์ทเนอร์ <ที่ใช่> นะคะ')).toBe(
      'หา<span style="white-space: nowrap">พาร์ทเนอร์</span> &lt;ที่ใช่&gt; <span style="white-space: nowrap">นะคะ</span>',
    );
    expect(mailText('Find partners & ideas')).toBe('Find partners &amp; ideas');
  });

  it('renders a Thai mail with its loanwords whole and its text unchanged', () => {
    const mail = verifyEmailMail({ language: 'TH', name: 'นก', link: 'https://example.test/verify?t=1' });
    expect(mail.html).toContain('<span style="white-space: nowrap">สมัครสมาชิก</span>');
    expect(mail.html.replace(/<[^>]+>/g, '')).toContain('กรุณายืนยันว่าอีเมลนี้เป็นของคุณ');
    expect(mail.text).not.toContain('<span');
  });
});
