import { describe, expect, it } from 'vitest';
import { normalizeText, segmentedText, segmentWords } from './normalize';

describe('normalizeText', () => {
  it('writes SARA AM as one character, however it was typed', () => {
    // น + NIKHAHIT + tone + SARA AA, and น + tone + SARA AM, are both น้ำ.
    expect(normalizeText('น\u0E4D\u0E49\u0E32')).toBe('น\u0E49\u0E33');
    expect(normalizeText('ท\u0E4D\u0E32งาน')).toBe('ทำงาน');
    // A tone mark typed after SARA AM goes before it.
    expect(normalizeText('น\u0E33\u0E49')).toBe('น\u0E49\u0E33');
    // The compatibility fold (NFKC) must not leave SARA AM split.
    expect(normalizeText('น้ำ')).toBe('น\u0E49\u0E33');
  });

  it('reads SARA E typed twice as SARA AE', () => {
    expect(normalizeText('กาเเฟ')).toBe('กาแฟ');
  });

  it('removes zero-width characters and soft hyphens', () => {
    expect(normalizeText('กา\u200Bแฟ\u200C\u200D\u2060\uFEFF')).toBe('กาแฟ');
    expect(normalizeText('co\u00ADffee')).toBe('coffee');
  });

  it('folds full-width and accented Latin and lower-cases', () => {
    expect(normalizeText('Ｃａｆé ＡＰＰ １２３')).toBe('cafe app 123');
    expect(normalizeText('Crème Brûlée Niño')).toBe('creme brulee nino');
  });

  it('keeps Thai vowels, tone marks and trailing vowels', () => {
    expect(normalizeText('เก่ง ไม้ ก็ ปุ๋ย คาเฟ่ ไหม')).toBe('เก่ง ไม้ ก็ ปุ๋ย คาเฟ่ ไหม');
    expect(normalizeText('  มะลิ \n  ดี  ')).toBe('มะลิ ดี');
  });

  it('composes decomposed text (NFC)', () => {
    expect(normalizeText('e\u0301')).toBe('e');
    expect(normalizeText('ค\u0E32เฟ\u0E48')).toBe('คาเฟ่');
  });
});

describe('segmentWords', () => {
  it('splits Thai written without spaces into dictionary words', () => {
    expect(segmentWords('ร้านกาแฟบนดาดฟ้าสำหรับคนทำงาน')).toEqual(['ร้าน', 'กาแฟ', 'บน', 'ดาดฟ้า', 'สำหรับ', 'คน', 'ทำงาน']);
  });

  it('keeps a trailing vowel and tone mark with their word', () => {
    expect(segmentWords('คาเฟ่แมว')).toEqual(['คาเฟ่', 'แมว']);
    expect(segmentWords('น้ำดื่ม')).toEqual(['น้ำ', 'ดื่ม']);
  });

  it('splits mixed Thai, English and digits at script boundaries and drops punctuation', () => {
    expect(segmentWords('ร้าน2ชั้น iPhone15, แอปiOS!')).toEqual(['ร้าน', '2', 'ชั้น', 'iphone15', 'แอป', 'ios']);
    expect(segmentWords('coffee-shop (Bangkok)')).toEqual(['coffee', 'shop', 'bangkok']);
  });

  it('treats a zero-width space as nothing, not as a word break', () => {
    expect(segmentWords('กา\u200Bแฟ')).toEqual(['กาแฟ']);
  });

  it('gives the same words for a document and for a query typed differently', () => {
    expect(segmentedText('น\u0E4D\u0E49\u0E32ดื่ม')).toBe(segmentedText('น้ำดื่ม'));
    expect(segmentedText('ＣＯＦＦＥＥ')).toBe(segmentedText('coffee'));
  });

  it('finds no words in punctuation, wildcards or regex characters', () => {
    expect(segmentWords('%_\\.*+?^$()[]{}|')).toEqual([]);
    expect(segmentWords('')).toEqual([]);
  });
});
