import { describe, expect, it } from 'vitest';
import { typoAllowanceOf, typoDistance } from './typo-distance';
import { stemEnglish } from './word-forms';

describe('typoDistance', () => {
  it('counts a swap of two letters, a key beside the right one and a Thai mark as less than a change', () => {
    expect(typoDistance('durain', 'durian')).toBeLessThan(1);
    expect(typoDistance('cofffe', 'coffee')).toBeLessThanOrEqual(1);
    expect(typoDistance('ทุเรี่ยน', 'ทุเรียน')).toBe(0.5);
    expect(typoDistance('กาแผ', 'กาแฟ')).toBeLessThan(1);
    expect(typoDistance('cafe', 'cafe')).toBe(0);
  });

  it('keeps "train" beyond what "durain" may mean: a changed first letter costs more', () => {
    expect(typoDistance('durain', 'train')).toBeGreaterThan(typoAllowanceOf('durain'));
    expect(typoDistance('udrian', 'durian')).toBeLessThanOrEqual(typoAllowanceOf('udrian'));
  });

  it('allows nothing under four letters, more for a longer word', () => {
    expect(typoAllowanceOf('pet')).toBe(0);
    expect(typoAllowanceOf('cofee')).toBe(1);
    expect(typoAllowanceOf('chiangmia')).toBe(2);
  });
});

describe('stemEnglish', () => {
  it.each([
    ['chips', 'chip'],
    ['farming', 'farm'],
    ['cafes', 'cafe'],
    ['berries', 'berry'],
    ['baked', 'bake'],
    ['shopping', 'shop'],
    ['boxes', 'box'],
    ['classes', 'class'],
    ['eating', 'eat'],
  ])('"%s" has the stem "%s"', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
    expect(stemEnglish(stem)).toBe(stemEnglish(word));
  });

  it('leaves Thai, short words and words ending in -ss or -us as they are', () => {
    for (const word of ['ทุเรียน', 'bus', 'business', 'glass', 'campus']) expect(stemEnglish(word)).toBe(word);
  });
});
