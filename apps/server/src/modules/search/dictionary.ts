import lexitron from './lexitron-en-th.json' with { type: 'json' };
import { stemEnglish } from './word-forms';

/**
 * English nouns with their Thai words, and the other way round, from LEXiTRON (lexitron-en-th.json;
 * its source and filters are in scripts/lexitron-dictionary.ts): what search falls back on for a
 * word the curated vocabulary (vocabulary.ts) does not list, so "orchid" finds กล้วยไม้, "karaoke"
 * คาราโอเกะ and "นาฬิกาข้อมือ" "wristwatch". The curated vocabulary comes first: it knows the business
 * senses ("store" is a shop, not "a lot"). Each direction is read on its first use (about 16,000
 * headwords, a few milliseconds).
 */
let byHeadword: Map<string, string[]> | null = null;
let byThai: Map<string, string[]> | null = null;
/** A Thai word that translates more headwords than this is too general to search them all ("ตู้"). */
const MAX_ENGLISH_PER_THAI = 3;

function headwords(): Map<string, string[]> {
  if (byHeadword) return byHeadword;
  byHeadword = new Map();
  for (const line of lexitron.lines.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) byHeadword.set(line.slice(0, tab), line.slice(tab + 1).split('|'));
  }
  return byHeadword;
}

/**
 * The Thai words for an English word or phrase, as typed or by its stems ("orchids" is "orchid",
 * "bowling alleys" "bowling alley"), or none.
 */
export function thaiWordsFor(english: string): readonly string[] {
  const words = headwords();
  return words.get(english) ?? words.get(english.split(' ').map(stemEnglish).join(' ')) ?? [];
}

/** The English headwords a Thai word translates, unless it translates too many to mean one thing. */
export function englishWordsFor(thai: string): readonly string[] {
  if (!byThai) {
    byThai = new Map();
    for (const [headword, forms] of headwords()) {
      for (const form of forms) {
        const list = byThai.get(form);
        if (list) list.push(headword);
        else byThai.set(form, [headword]);
      }
    }
  }
  const found = byThai.get(thai) ?? [];
  return found.length > MAX_ENGLISH_PER_THAI ? [] : found;
}

let byLetters: [key: string, word: { display: string; count: number }][] | null = null;
/**
 * Every headword by its letters written together, for did-you-mean's candidates ("karoke" →
 * "karaoke"); counted as found in no idea. Made once.
 */
export function dictionaryCandidates(): readonly [key: string, word: { display: string; count: number }][] {
  byLetters ??= [...headwords().keys()].map((headword) => [
    headword.replace(/ /g, ''),
    { display: headword, count: 0 },
  ]);
  return byLetters;
}
