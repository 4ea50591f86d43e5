import { sql, type SQL } from 'drizzle-orm';
import { type IDEA_CATEGORIES } from '@ideamatch/shared';
import { segmentWords } from './normalize';
import { stemEnglish } from './word-forms';
import { PLACES, provinceNames } from './places';
import { VOCABULARY } from './vocabulary';
import type { ProvinceCode } from '@ideamatch/shared';

type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** A category's words in both languages, so "food" and "อาหาร" both find its ideas. */
export const CATEGORY_WORDS: Record<IdeaCategory, string> = {
  technology: 'technology tech เทคโนโลยี',
  franchise: 'franchise แฟรนไชส์',
  food: 'food อาหาร',
  healthyAndBeauty: 'health beauty สุขภาพ ความงาม',
  onlineShop: 'online shop ร้านค้าออนไลน์',
  peopleDevelopment: 'people development การพัฒนาบุคคล',
  traveling: 'travel traveling การท่องเที่ยว',
  environment: 'environment สิ่งแวดล้อม',
  pet: 'pet สัตว์เลี้ยง',
  agriculture: 'agriculture farming farm เกษตร การเกษตร',
  crafts: 'crafts handicraft handmade งานฝีมือ หัตถกรรม',
  education: 'education learning การศึกษา',
  services: 'services service บริการ',
  other: 'other อื่นๆ อื่น',
};

/**
 * What an idea is searched by: its title, description, category, and its detail when anyone may
 * read it (a confidential idea's detail is withheld, so search must not reveal its words).
 */
export type IdeaSearchDocument = {
  name: string;
  categoryId: string;
  description: string;
  detail?: string | null;
  visibility?: string | null;
};

type Weight = 'A' | 'B' | 'C' | 'D';

/** PostgreSQL keeps positions up to 16,383 and 256 positions per word; a word is at most 2 KB. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_WORD = 256;
const MAX_WORD_LENGTH = 200;

/** Places by their words written together (segmentation differs inside running text, letters do not). */
const placeByLetters = new Map<string, (typeof PLACES)[number]>();
for (const place of PLACES)
  for (const form of [...place.en, ...place.th]) placeByLetters.set(segmentWords(form).join(''), place);
const LONGEST_PLACE = Math.max(
  ...PLACES.flatMap((place) => [...place.en, ...place.th].map((form) => segmentWords(form).length)),
);

/** The provinces of the places named in `words` (a town names its province too). */
function provincesNamedIn(words: string[]): Set<ProvinceCode> {
  const found = new Set<ProvinceCode>();
  for (let i = 0; i < words.length; i += 1) {
    for (let end = Math.min(words.length, i + LONGEST_PLACE); end > i; end -= 1) {
      const place = placeByLetters.get(words.slice(i, end).join(''));
      if (place) {
        found.add(place.province);
        break;
      }
    }
  }
  return found;
}

/** Vocabulary forms that are one word when segmented alone ("โดรน", "คาเฟ่"), by their letters. */
const ONE_WORD_FORMS = new Set(
  VOCABULARY.flatMap((entry) => [...entry.en, ...entry.th])
    .map((form) => segmentWords(form))
    .filter((words) => words.length === 1)
    .map((words) => words[0]!),
);
const LONGEST_SPLIT = 4;

/**
 * The words of a text, each with the vocabulary word it starts when the segmenter split that word
 * in running text ("โดรนพ่นยา" gives "โด", "รน": "โดรน" is added at "โด"), so the word found
 * alone in a query finds it.
 */
export function withVocabularyWords(words: string[]): (string | string[])[] {
  return words.map((word, i) => {
    const joined: string[] = [word];
    for (let end = i + 2; end <= Math.min(words.length, i + LONGEST_SPLIT); end += 1) {
      const letters = words.slice(i, end).join('');
      if (ONE_WORD_FORMS.has(letters)) joined.push(letters);
    }
    return joined.length === 1 ? word : joined;
  });
}

const quoteLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The text of a `tsvector` of already-segmented fields: each word at its position with its field's
 * weight, and an English word's stem (word-forms.ts) at the same position, so a phrase of stems
 * ("farm stay" for "farming stays") matches words side by side. Fields are one position apart, so a
 * phrase never spans two of them.
 */
export function searchVectorText(fields: [words: (string | string[])[], weight: Weight][]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [words, weight] of fields) {
    position += 1;
    for (const slot of words) {
      position = Math.min(position + 1, MAX_POSITION);
      const lexemes = (typeof slot === 'string' ? [slot] : slot).filter((word) => word.length <= MAX_WORD_LENGTH);
      for (const lexeme of new Set(lexemes.flatMap((word) => [word, stemEnglish(word)]))) {
        const list = positions.get(lexeme) ?? [];
        if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${position}${weight}`);
        positions.set(lexeme, list);
      }
    }
  }
  return [...positions].map(([lexeme, list]) => `${quoteLexeme(lexeme)}:${[...new Set(list)].join(',')}`).join(' ');
}

/**
 * The `search_vector` value of an idea: name weighted A, description B, category C, detail D (when
 * not confidential), and the names, in both languages, of the provinces of the places it names (D),
 * so "Prachuap" finds an idea in Hua Hin. The words are segmented here (PostgreSQL cannot split
 * Thai), with the same function that splits queries. Comments are left out: re-segmenting an idea on
 * every comment costs more than it finds.
 */
export function ideaSearchVectorText(doc: IdeaSearchDocument): string {
  const category = CATEGORY_WORDS[doc.categoryId as IdeaCategory] ?? doc.categoryId;
  const name = segmentWords(doc.name);
  const description = segmentWords(doc.description);
  const detail = doc.visibility === 'confidential' ? [] : segmentWords(doc.detail ?? '');
  const provinces = [...provincesNamedIn([...name, ...description, ...detail])].flatMap((code) =>
    provinceNames(code).flatMap((form) => segmentWords(form)),
  );
  return searchVectorText([
    [withVocabularyWords(name), 'A'],
    [withVocabularyWords(description), 'B'],
    [segmentWords(category), 'C'],
    [withVocabularyWords(detail), 'D'],
    [provinces, 'D'],
  ]);
}

/** `ideaSearchVectorText` as the `tsvector` value to store. */
export const ideaSearchVector = (doc: IdeaSearchDocument): SQL => sql`${ideaSearchVectorText(doc)}::tsvector`;

/** Idea values with their `searchVector`, for every insert of ideas (app, seeds, tests). */
export const withSearchVector = <T extends IdeaSearchDocument>(values: T): T & { searchVector: SQL } => ({
  ...values,
  searchVector: ideaSearchVector(values),
});
