import { dictionaryCandidates } from './dictionary';
import { searchGroups, vocabularyWords } from './search-query';
import { normalizeText, segmentWords } from './normalize';
import { typoAllowanceOf, typoDistance } from './typo-distance';

/** Words of one query looked up for a typo, at most (one query to the database each). */
const MAX_CORRECTED_WORDS = 4;
/** Spellings offered for one query, at most (the service keeps the first that finds ideas). */
const MAX_SUGGESTIONS = 3;

/** Texts (titles first) in which the words a typo meant may be found. */
export type NearTexts = (word: string) => Promise<{ name: string; description: string }[]>;

type Candidate = { text: string; distance: number; frequency: number };
const THAI = /[\u0E00-\u0E7F]/;

/**
 * Words and two-word runs of some texts with how many texts hold them, by their letters written
 * together (a Thai typo typed without spaces is compared with the words it meant, run together).
 */
function wordsOf(texts: { name: string; description: string }[]): Map<string, { display: string; count: number }> {
  const found = new Map<string, { display: string; count: number }>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const field of [text.name, text.description]) {
      const words = segmentWords(field);
      words.forEach((word, i) => {
        seen.add(word);
        const next = words[i + 1];
        if (next) seen.add(THAI.test(word + next) ? word + next : `${word} ${next}`);
      });
    }
    for (const display of seen) {
      const key = display.replace(/ /g, '');
      const entry = found.get(key) ?? { display, count: 0 };
      entry.count += 1;
      found.set(key, entry);
    }
  }
  return found;
}

/**
 * The words `typed` may have meant, best first: words of the ideas whose text looks like it
 * (`nearTexts`, pg_trgm), of the vocabulary in both languages and of the English dictionary
 * (dictionary.ts), within its typo allowance
 * (`typoDistance`: a swap, a key beside the right one or a Thai tone mark costs less; a changed first
 * letter more), closest first, then the most frequent. "durain" finds "durian", never "train".
 */
async function candidatesFor(typed: string, nearTexts: NearTexts): Promise<Candidate[]> {
  const allowance = typoAllowanceOf(typed);
  if (!allowance) return [];
  const pool = wordsOf(await nearTexts(typed));
  for (const [key, display] of vocabularyWords()) {
    const entry = pool.get(key);
    if (entry) entry.count += 1;
    else pool.set(key, { display, count: 1 });
  }
  const length = [...typed].length;
  const within = (words: Iterable<[key: string, word: { display: string; count: number }]>) => {
    const candidates: Candidate[] = [];
    for (const [key, { display, count }] of words) {
      if (key === typed || Math.abs([...key].length - length) > 2) continue;
      const distance = typoDistance(typed, key);
      if (distance <= allowance) candidates.push({ text: display, distance, frequency: count });
    }
    return candidates.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
  };
  const found = within(pool);
  if (found.length || THAI.test(typed)) return found;
  // Only when no word of the ideas or the vocabulary is close: the dictionary's English words, which
  // no idea may use ("solr" is "solar", not the dictionary's "sole"; "karoke" is "karaoke").
  return within(dictionaryCandidates());
}

/**
 * Spellings a query probably meant, best first (at most MAX_SUGGESTIONS): the whole query as one
 * vocabulary phrase or run of words ("khao soy" → "khao soi", Thai typed without spaces), else
 * each word that may be wrong replaced by its closest candidate (`candidatesFor`). A word of the
 * vocabulary is spelt right and kept. `only`: the indexes (in `searchGroups`) of the words to
 * correct, when the others are known to find ideas. Empty when nothing is close enough.
 */
export async function suggestSpellings(query: string, nearTexts: NearTexts, only?: number[]): Promise<string[]> {
  const groups = searchGroups(query);
  if (!groups.length) return [];
  const suggestions: string[] = [];
  // The whole query as one phrase ("khao sio" → "khao soi"), also when only some words are wrong.
  const whole = normalizeText(query).replace(/ /g, '');
  if (groups.length > 1) {
    for (const candidate of await candidatesFor(whole, nearTexts)) suggestions.push(candidate.text);
  }
  const perWord: Candidate[][] = [];
  for (const [index, group] of groups.entries()) {
    const typed = group.typed.join('');
    const mayCorrect =
      !group.alternatives.length && (!only || only.includes(index)) && perWord.flat().length < 3 * MAX_CORRECTED_WORDS;
    perWord.push(mayCorrect && index < MAX_CORRECTED_WORDS + 2 ? await candidatesFor(typed, nearTexts) : []);
  }
  if (perWord.some((list) => list.length)) {
    for (let k = 0; k < MAX_SUGGESTIONS; k += 1) {
      const words = groups.map((group, index) => {
        const list = perWord[index]!;
        const spelt = group.typed.join(THAI.test(group.typed.join('')) ? '' : ' ');
        return list.length ? list[Math.min(k, list.length - 1)]!.text : spelt;
      });
      suggestions.push(words.join(' '));
    }
  }
  const typed = normalizeText(query);
  return [...new Set(suggestions)].filter((text) => text !== typed).slice(0, MAX_SUGGESTIONS);
}
