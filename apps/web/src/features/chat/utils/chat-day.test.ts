import { describe, expect, it } from 'vitest';
import { formatChatDay } from './chat-day';

const t = { today: 'chat.today', yesterday: 'chat.yesterday' };
const now = new Date(2026, 10, 21, 12, 0);

describe('formatChatDay', () => {
  it('says today and yesterday, else the DD MMMM YYYY date in each language', () => {
    expect(formatChatDay(new Date(2026, 10, 21, 8).toISOString(), 'EN', t, now)).toBe('chat.today');
    expect(formatChatDay(new Date(2026, 10, 20, 23).toISOString(), 'TH', t, now)).toBe('chat.yesterday');
    expect(formatChatDay(new Date(2026, 10, 2, 9).toISOString(), 'EN', t, now)).toBe('02 November 2026');
    expect(formatChatDay(new Date(2026, 10, 2, 9).toISOString(), 'TH', t, now)).toBe('02 พฤศจิกายน 2569');
  });
});
