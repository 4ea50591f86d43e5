import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one part', () => {
    expect(linkify('สวัสดีครับ <b>hi</b>')).toEqual([{ kind: 'text', value: 'สวัสดีครับ <b>hi</b>' }]);
  });

  it('finds http, https and www links and leaves sentence punctuation out', () => {
    expect(linkify('See https://example.com/a?b=1, or www.ideamatch.test.')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', value: ', or ' },
      { kind: 'link', value: 'www.ideamatch.test', href: 'https://www.ideamatch.test' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('never turns other schemes into links', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', value: 'javascript:alert(1)' }]);
  });
});
