import { describe, expect, it } from 'vitest';
import { countLinks, normalizePostText } from './spam.js';

describe('countLinks', () => {
  it.each([
    ['Visit https://a.com and http://b.org/x?y=1', 2],
    ['HTTPS://EXAMPLE.COM/path', 1],
    ['see www.x.co now', 1],
    ['www.some-site.example', 1],
    ['example.com, shop.co.th and bit.ly/abc', 3],
    ['ดูที่example.comนะ หรือ www.ร้าน.com', 2],
    ['Node.js, main.py, user.id, e.g. 3.5 and ASP.NET Core', 1],
    ['write to me@example.com', 0],
    ['example.company is one word', 0],
    ['no links at all', 0],
  ])('%s has %i', (text, expected) => {
    expect(countLinks(text)).toBe(expected);
  });
});

describe('normalizePostText', () => {
  it('trims, collapses white space and folds case', () => {
    expect(normalizePostText('  Buy   CHEAP\n\tshoes  ')).toBe('buy cheap shoes');
    expect(normalizePostText('ｂｕｙ ｎｏｗ')).toBe('buy now');
  });
});
