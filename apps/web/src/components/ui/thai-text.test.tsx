import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setKeepWholeWords } from '../../lib/keep-words/keep-whole';
import { ThaiText, thaiWordParts, thaiWordUnits } from './thai-text';

// As shipped: the no-break spans on (the other component tests render plain strings).
beforeAll(() => setKeepWholeWords(true));
afterAll(() => setKeepWholeWords(false));

/** The texts of the no-break spans in a rendered container. */
const keptWhole = (container: HTMLElement) =>
  [...container.querySelectorAll('.keep-whole')].map((span) => span.textContent);

describe('Thai word breaks', () => {
  it('splits Thai text between words, never inside one, and keeps every character', () => {
    const text = 'ร้านกาแฟบนดาดฟ้าสำหรับคนทำงาน';
    const parts = thaiWordParts(text);
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(3);
    // ICU's dictionary knows these words: each is whole in one part.
    for (const word of ['กาแฟ', 'ดาดฟ้า', 'ทำงาน']) expect(parts.some((part) => part.includes(word))).toBe(true);
  });

  it('keeps whole the words the dictionary cuts: loanwords, compounds and closing particles', () => {
    // Intl.Segmenter cuts these (พาร์|ท|เนอ|ร์, คอม|มูนิ|ตี้, ราย|ละเอียด, นะ|คะ).
    const text = 'หาพาร์ทเนอร์ในคอมมูนิตี้ ดูรายละเอียดได้เลยนะคะ';
    const units = thaiWordUnits(text);
    expect(units.map((unit) => unit.text).join('')).toBe(text);
    for (const word of ['พาร์ทเนอร์', 'คอมมูนิตี้', 'รายละเอียด', 'นะคะ'])
      expect(units.find((unit) => unit.text.includes(word))?.whole).toBe(true);
  });

  it('joins what the dictionary cuts off a word it does not know', () => {
    // Not in the vocabulary: the karan ending and the lone consonant go back to their word.
    const parts = thaiWordParts('ร้านเบเกอรี่สไตล์มินิมอลของเรา');
    expect(parts.join('')).toBe('ร้านเบเกอรี่สไตล์มินิมอลของเรา');
    expect(parts.some((part) => /^[\u0E01-\u0E2E]\u0E4C?$/.test(part))).toBe(false);
    expect(parts.some((part) => part.endsWith('สไตล์') || part.includes('สไตล์'))).toBe(true);
  });

  it('leaves text without Thai as it is', () => {
    expect(thaiWordParts('Cold brew for offices')).toEqual(['Cold brew for offices']);
  });

  it('renders <wbr> between Thai words, no-break spans around cut words, and the same text', () => {
    const { container } = render(<ThaiText>{'แอปจองคิวร้านตัดผม กรุงเทพฯ หาพาร์ทเนอร์ค่ะ'}</ThaiText>);
    expect(container.textContent).toBe('แอปจองคิวร้านตัดผม กรุงเทพฯ หาพาร์ทเนอร์ค่ะ');
    expect(container.querySelectorAll('wbr').length).toBeGreaterThan(2);
    expect(keptWhole(container)).toContain('พาร์ทเนอร์');
  });
});

describe("the app's JSX runtime", () => {
  it('keeps the vocabulary whole in any text the app renders, without changing what it says', () => {
    const { container } = render(
      <div>
        <h2>เข้าร่วมคอมมูนิตี้ของผู้ประกอบการ</h2>
        <p>
          {'ขอบคุณนะคะ'} {'ที่ส่งรายละเอียด'}
        </p>
        <button type="button">ค้นหาพาร์ทเนอร์</button>
      </div>,
    );
    expect(keptWhole(container)).toEqual(['คอมมูนิตี้', 'ผู้ประกอบการ', 'นะคะ', 'รายละเอียด', 'พาร์ทเนอร์']);
    expect(screen.getByRole('heading').textContent).toBe('เข้าร่วมคอมมูนิตี้ของผู้ประกอบการ');
    expect(screen.getByRole('button', { name: 'ค้นหาพาร์ทเนอร์' })).toBeInTheDocument();
  });

  it('leaves elements that take plain text alone', () => {
    const { container } = render(
      <select aria-label="x">
        <option>พาร์ทเนอร์</option>
      </select>,
    );
    expect(container.querySelector('option')?.innerHTML).toBe('พาร์ทเนอร์');
  });
});
