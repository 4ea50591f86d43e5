import { describe, expect, it } from 'vitest';
import { markPieces } from './mark-pieces';

describe('marking a search hit', () => {
  it('marks a Thai word inside a longer run and English in any case, longest piece first', () => {
    expect(markPieces('ส่งรูปแพ็กเกจมาให้', ['แพ็กเกจ'])).toEqual([
      { value: 'ส่งรูป', isMatch: false },
      { value: 'แพ็กเกจ', isMatch: true },
      { value: 'มาให้', isMatch: false },
    ]);
    expect(markPieces('The PACKAGING is ready, packaging done', ['packaging', 'pack'])).toEqual([
      { value: 'The ', isMatch: false },
      { value: 'PACKAGING', isMatch: true },
      { value: ' is ready, ', isMatch: false },
      { value: 'packaging', isMatch: true },
      { value: ' done', isMatch: false },
    ]);
  });

  it('takes regular-expression characters as text and leaves text without pieces whole', () => {
    expect(markPieces('price (a.k.a. cost)', ['(a.k.a.'])).toEqual([
      { value: 'price ', isMatch: false },
      { value: '(a.k.a.', isMatch: true },
      { value: ' cost)', isMatch: false },
    ]);
    expect(markPieces('hello', [])).toEqual([{ value: 'hello', isMatch: false }]);
    expect(markPieces('hello', [' '])).toEqual([{ value: 'hello', isMatch: false }]);
    expect(markPieces('', ['x'])).toEqual([]);
  });
});
