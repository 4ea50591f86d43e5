import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThaiText, thaiWordParts } from './thai-text';

describe('Thai word breaks', () => {
  it('splits Thai text between words, never inside one, and keeps every character', () => {
    const text = 'ร้านกาแฟบนดาดฟ้าสำหรับคนทำงาน';
    const parts = thaiWordParts(text);
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(3);
    // ICU's dictionary knows these words: each is whole in one part.
    for (const word of ['กาแฟ', 'ดาดฟ้า', 'ทำงาน']) expect(parts.some((part) => part.includes(word))).toBe(true);
  });

  it('leaves text without Thai as it is', () => {
    expect(thaiWordParts('Cold brew for offices')).toEqual(['Cold brew for offices']);
  });

  it('renders <wbr> between Thai words and the same text content', () => {
    const { container } = render(<ThaiText>{'แอปจองคิวร้านตัดผม กรุงเทพฯ'}</ThaiText>);
    expect(container.textContent).toBe('แอปจองคิวร้านตัดผม กรุงเทพฯ');
    expect(container.querySelectorAll('wbr').length).toBeGreaterThan(2);
  });
});
