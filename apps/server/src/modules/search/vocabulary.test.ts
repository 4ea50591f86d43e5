import { describe, expect, it } from 'vitest';
import { normalizeText, segmentWords } from './normalize';
import { parseQuery, toTsQuery } from './search-query';
import { VOCABULARY } from './vocabulary';

const THAI = /[\u0E00-\u0E7F]/;
/** Every form a query word is searched with. */
const formsOf = (query: string) =>
  parseQuery(query).flatMap((group) => [group.typed, ...group.alternatives].map((words) => words.join('')));

describe('the TH-EN vocabulary', () => {
  it('has at least 500 entries, each with its source and English and Thai forms in the right script', () => {
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(500);
    for (const entry of VOCABULARY) {
      expect(entry.source, JSON.stringify(entry)).toMatch(/\w/);
      expect(entry.en.length, JSON.stringify(entry)).toBeGreaterThan(0);
      expect(entry.th.length, JSON.stringify(entry)).toBeGreaterThan(0);
      for (const en of entry.en) expect(THAI.test(en), en).toBe(false);
      for (const th of entry.th) expect(THAI.test(th), th).toBe(true);
      for (const form of [...entry.en, ...entry.th]) expect(segmentWords(form).length, form).toBeGreaterThan(0);
    }
  });

  it('lists no form twice, in one entry or across entries', () => {
    const seen = new Map<string, string>();
    for (const entry of VOCABULARY) {
      for (const form of [...entry.en, ...entry.th]) {
        const key = segmentWords(form).join('');
        expect(seen.get(key), `${form} is in ${seen.get(key)} and ${entry.en[0]}`).toBeUndefined();
        seen.set(key, entry.en[0]!);
      }
    }
  });

  it('names only entries that exist as narrower kinds', () => {
    const firstWords = new Set(VOCABULARY.map((entry) => entry.en[0]));
    for (const entry of VOCABULARY)
      for (const name of entry.narrower ?? []) expect(firstWords.has(name), `${entry.en[0]} > ${name}`).toBe(true);
  });

  it('searches a broader word with its narrower kinds, not the other way round', () => {
    expect(formsOf('fruit')).toContain(segmentWords('ทุเรียน').join(''));
    expect(formsOf('ทุเรียน')).not.toContain(segmentWords('ผลไม้').join(''));
  });

  it('expands every English form to every Thai form of its entry, and back', () => {
    for (const entry of VOCABULARY) {
      for (const en of entry.en) {
        const forms = formsOf(en);
        for (const th of entry.th) expect(forms, `${en} -> ${th}`).toContain(segmentWords(th).join(''));
      }
      for (const th of entry.th) {
        const forms = formsOf(th);
        for (const en of entry.en) expect(forms, `${th} -> ${en}`).toContain(segmentWords(en).join(''));
      }
    }
  });

  it.each([
    ['coffee', 'กาแฟ'],
    ['กาแฟ', 'coffee'],
    ['คอฟฟี่', 'กาแฟ'],
    ['cafe', 'คาเฟ่'],
    ['Café', 'คาเฟ่'],
    ['คาเฟ่', 'cafe'],
    ['app', 'แอปพลิเคชัน'],
    ['แอพ', 'app'],
    ['delivery', 'เดลิเวอรี่'],
    ['สตาร์ทอัพ', 'startup'],
    ['rooftop', 'ดาดฟ้า'],
  ])('"%s" is searched together with "%s"', (query, other) => {
    expect(formsOf(query)).toContain(segmentWords(other).join(''));
  });

  it('keeps a query word with no entry as typed, and ANDs the groups', () => {
    const groups = parseQuery('solar ตลาดนัดกลางคืน xyz');
    expect(groups.map((g) => g.typed.join(''))).toEqual(['solar', normalizeText('ตลาดนัดกลางคืน'), 'xyz']);
    expect(groups[2]!.alternatives).toEqual([]);
    const tsquery = toTsQuery(groups)!;
    expect(tsquery.split(' & ')).toHaveLength(3);
    expect(tsquery).toContain("'xyz':*");
  });

  it('makes no query of punctuation alone', () => {
    expect(toTsQuery(parseQuery('%_\\\'"()|&!:*'))).toBeNull();
  });
});
