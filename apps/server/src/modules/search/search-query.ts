import { englishWordsFor, thaiWordsFor } from './dictionary';
import { normalizeText, segmentWords } from './normalize';
import { VOCABULARY } from './vocabulary';
import { stemEnglish } from './word-forms';

/** One way to say a query word or phrase: its words, matched next to each other. */
type Phrase = string[];
/**
 * A query word (or phrase found in the vocabulary) with the other words that mean the same.
 * `fromDictionary`: the alternatives are a dictionary's translations (dictionary.ts), weaker than the
 * curated vocabulary's, so they count only in an idea's name, description and category, not in its
 * detail, where a word in passing ("เรือดำน้ำ" for a dive boat) would turn up unrelated ideas.
 */
export type QueryGroup = { typed: Phrase; alternatives: Phrase[]; fromDictionary?: boolean };

/** The `search_vector` weights a dictionary translation counts in: name A, description B, category C. */
const DICTIONARY_WEIGHTS = 'ABC';

/** Words of a query that are searched; more are ignored (a query is at most 100 characters anyway). */
const MAX_WORDS = 12;

/**
 * The vocabulary by each form's words written together (segmentation of one word can differ with
 * its neighbours, its letters do not): "คอฟฟี่" and "coffeeshop" find their entries however the
 * query was split.
 */
const byLetters = new Map<string, number>();
const formsOf: Phrase[][] = VOCABULARY.map((entry, index) => {
  const forms = [...entry.en, ...entry.th].map((form) => segmentWords(form)).filter((words) => words.length);
  for (const words of forms) if (!byLetters.has(words.join(''))) byLetters.set(words.join(''), index);
  return forms;
});
// A broader entry's alternatives also hold its narrower entries' forms ("fruit": ทุเรียน, มะม่วง…).
const entryByFirstWord = new Map(VOCABULARY.map((entry, index) => [entry.en[0]!, index]));
const alternativesOf: Phrase[][] = VOCABULARY.map((entry, index) => [
  ...formsOf[index]!,
  ...(entry.narrower ?? []).flatMap((name) => formsOf[entryByFirstWord.get(name) ?? -1] ?? []),
]);
/** The same by the stems of English forms ("cafes" finds the entry of "cafe", "chip" that of "chips"). */
const byStems = new Map<string, number>();
formsOf.forEach((forms, index) => {
  for (const words of forms) {
    const stems = words.map(stemEnglish).join('');
    if (!byStems.has(stems)) byStems.set(stems, index);
  }
});
const entryOf = (words: string[]): number | undefined =>
  byLetters.get(words.join('')) ?? byStems.get(words.map(stemEnglish).join(''));

/** A vocabulary phrase is at most this many words (as the segmenter splits it). */
const LONGEST_PHRASE = Math.max(...formsOf.flat().map((words) => words.length));

/** Every vocabulary form written together, with its form as written ("khaosoi": "khao soi"), for did-you-mean. */
const displayByLetters = new Map(
  VOCABULARY.flatMap((entry) => [...entry.en, ...entry.th]).map((form) => [
    segmentWords(form).join(''),
    normalizeText(form),
  ]),
);
export const vocabularyWords = (): ReadonlyMap<string, string> => displayByLetters;

/** English phrases looked up in the dictionary are at most this many words ("bird's nest soup"). */
const LONGEST_DICTIONARY_PHRASE = 3;
const ENGLISH_WORD = /^[a-z][a-z']{2,}$/;
const THAI_WORD = /^[\u0E00-\u0E7F]+$/;

/**
 * The dictionary's Thai words for the English words at `start`, or its English words for the Thai
 * ones (dictionary.ts), longest phrase first, when the vocabulary has none of them: their end and
 * the translations as phrases.
 */
function dictionaryMatch(words: string[], start: number): { end: number; alternatives: Phrase[] } | null {
  for (let end = Math.min(words.length, start + LONGEST_DICTIONARY_PHRASE); end > start; end -= 1) {
    const phrase = words.slice(start, end);
    let translations: readonly string[] = [];
    if (phrase.every((word) => ENGLISH_WORD.test(word))) translations = thaiWordsFor(phrase.join(' '));
    else if (phrase.every((word) => THAI_WORD.test(word)) && [...phrase.join('')].length >= 3)
      translations = englishWordsFor(phrase.join(''));
    const alternatives = translations.map((text) => segmentWords(text)).filter((form) => form.length);
    if (alternatives.length) return { end, alternatives };
  }
  return null;
}

/**
 * The query's words grouped: each vocabulary phrase with its other forms, a word the vocabulary
 * lacks with its translations from the dictionary, other words alone.
 */
export function parseQuery(text: string): QueryGroup[] {
  const words = segmentWords(text).slice(0, MAX_WORDS);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < words.length;) {
    let matched: { end: number; entry: number } | null = null;
    for (let end = Math.min(words.length, i + LONGEST_PHRASE); end > i && !matched; end -= 1) {
      const entry = entryOf(words.slice(i, end));
      if (entry !== undefined) matched = { end, entry };
    }
    const fromDictionary = matched || COMMON_WORDS.has(words[i]!) ? null : dictionaryMatch(words, i);
    const end = matched?.end ?? fromDictionary?.end ?? i + 1;
    const typed = words.slice(i, end);
    if (matched) {
      const alternatives = alternativesOf[matched.entry]!.filter((form) => form.join('') !== typed.join(''));
      groups.push({ typed, alternatives });
    } else if (fromDictionary) {
      groups.push({ typed, alternatives: fromDictionary.alternatives, fromDictionary: true });
    } else groups.push({ typed, alternatives: [] });
    i = end;
  }
  return groups;
}

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** A phrase as tsquery text; `weights` limits each word to those `search_vector` weights ("ABC"). */
const phraseQuery = (phrase: Phrase, prefix: boolean, weights = '') =>
  phrase
    .map((word, i) => {
      const label = (prefix && i === phrase.length - 1 ? '*' : '') + weights;
      return lexeme(word) + (label ? `:${label}` : '');
    })
    .join(' <-> ');
/** How an alternative of a group is searched: a dictionary's only in the name, description and category. */
const alternativeWeights = (group: QueryGroup) => (group.fromDictionary ? DICTIONARY_WEIGHTS : '');

/**
 * The `to_tsquery('simple', …)` text of a query: every group must match, each by any of its
 * forms; the last typed word also matches as the start of a longer word (search as you type).
 * Null when the query has no words (only punctuation).
 */
export function toTsQuery(groups: QueryGroup[]): string | null {
  if (!groups.length) return null;
  return groups
    .map((group, index) => {
      const last = index === groups.length - 1;
      const typedLast = group.typed[group.typed.length - 1] ?? '';
      const prefix = last && [...typedLast].length >= 3;
      const weights = alternativeWeights(group);
      const forms = [
        phraseQuery(group.typed, prefix),
        ...group.alternatives.map((alt) => phraseQuery(alt, false, weights)),
      ];
      return forms.length === 1 ? forms[0] : `(${forms.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The groups an idea search matches: the query's groups (`parseQuery`) without very common words
 * ("in", "for", "ใน") when other words are left, since every idea matches those.
 */
export function searchGroups(text: string): QueryGroup[] {
  const groups = parseQuery(text);
  const meaningful = groups.filter((group) => !COMMON_WORDS.has(group.typed.join(' ')));
  return meaningful.length ? meaningful : groups;
}

/**
 * One group of an idea search as `to_tsquery('simple', …)` text: each of its forms as a phrase,
 * and each English form also as its stems (word-forms.ts; an idea's search words hold the stems
 * too), so "chips" finds "chip" and "farming" finds "farm". `prefix`: the last typed word also
 * matches as the start of a longer word (search as you type).
 */
export function groupTsQuery(group: QueryGroup, prefix = false): string {
  const typedLast = group.typed[group.typed.length - 1] ?? '';
  const asPrefix = prefix && [...typedLast].length >= 3;
  const forms = new Set([phraseQuery(group.typed, asPrefix)]);
  // Each form once: ts_rank counts a word matched by two forms of one group twice.
  const exact = new Set(asPrefix ? [phraseQuery(group.typed, false)] : []);
  for (const phrase of [group.typed, ...group.alternatives]) {
    const weights = phrase === group.typed ? '' : alternativeWeights(group);
    for (const query of [phraseQuery(phrase, false, weights), phraseQuery(phrase.map(stemEnglish), false, weights)])
      if (!exact.has(query)) forms.add(query);
  }
  return forms.size === 1 ? [...forms][0]! : `(${[...forms].join(' | ')})`;
}

/** Each group's tsquery text, the last one with its prefix (`groupTsQuery`). */
export const groupTsQueries = (groups: QueryGroup[]): string[] =>
  groups.map((group, index) => groupTsQuery(group, index === groups.length - 1));

/**
 * An idea search's `to_tsquery('simple', …)` texts: `any` matches an idea with at least one group
 * (it finds the candidates: a query where some words match is never empty), `all` one with every
 * group, `phrase` one with the groups side by side in the order typed (both null for one group),
 * and `groups` each group alone, to count how many an idea matches. Null without words.
 */
export function ideaTsQueries(text: string) {
  const groups = searchGroups(text);
  if (!groups.length) return null;
  const each = groupTsQueries(groups);
  const several = each.length > 1;
  return {
    groups: each,
    any: several ? each.join(' | ') : each[0]!,
    all: several ? each.join(' & ') : null,
    phrase: several ? each.join(' <-> ') : null,
  };
}

/** Words too common to relate two ideas ("on", "for", "ใน", "สำหรับ"). */
const COMMON_WORDS = new Set(
  (
    'a an and are as at be by for from in into is it of on or the to with your our ' +
    'ใน บน และ ของ ที่ ให้ กับ การ ความ แบบ สำหรับ เพื่อ จาก ไป มา ได้ มี เป็น คือ ทุก ด้วย หรือ ซึ่ง'
  ).split(' '),
);

/**
 * A `to_tsquery` text matching any of the words of a text (each with its vocabulary forms), for
 * "ideas like this one"; words of one letter and very common words are left out, and words past the first `maxWords`.
 * Null when none is left.
 */
export function toAnyWordTsQuery(text: string, maxWords = 10): string | null {
  // Phrases of the vocabulary ("ร้านกาแฟ": coffee shop) and each word alone ("กาแฟ": coffee).
  const words = segmentWords(text).slice(0, maxWords);
  const groups = [...parseQuery(text), ...words.flatMap((word) => parseQuery(word))].filter(
    (group) => [...group.typed.join('')].length > 1 && !COMMON_WORDS.has(group.typed.join(' ')),
  );
  const seen = new Set<string>();
  const forms: string[] = [];
  for (const group of groups) {
    for (const phrase of [group.typed, ...group.alternatives]) {
      const query = phraseQuery(phrase, false, phrase === group.typed ? '' : alternativeWeights(group));
      if (!seen.has(query)) forms.push(query);
      seen.add(query);
    }
  }
  return forms.length ? forms.join(' | ') : null;
}

/**
 * The spellings a substring search of stored free text (names, bios) looks for: the query
 * normalised (`normalizeText`) and, when that differs, as typed in lower case (stored text keeps its
 * accents: "josé" must still find "José").
 */
export function spellingsOf(q: string): string[] {
  const normalized = normalizeText(q);
  if (!normalized) return [];
  const typed = q.trim().toLowerCase();
  return typed && typed !== normalized ? [normalized, typed] : [normalized];
}

/**
 * When the whole query is one vocabulary word or phrase, its other TH/EN forms ("coffee": กาแฟ,
 * คอฟฟี่), for a substring search of free text; otherwise none.
 */
export function vocabularyFormsOf(q: string): string[] {
  const groups = parseQuery(q);
  if (groups.length !== 1) return [];
  return groups[0]!.alternatives.map((words) => words.join(/[\u0E00-\u0E7F]/.test(words.join('')) ? '' : ' '));
}
