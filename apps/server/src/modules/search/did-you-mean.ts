import { closestWord, parseQuery, vocabularyWords } from './search-query';
import { normalizeText, segmentWords, typoAllowance } from './normalize';

/** Words of one query looked up for a typo, at most (one query to the database each). */
const MAX_CORRECTED_WORDS = 4;

/** Texts (titles first) in which the words a typo meant may be found. */
export type NearTexts = (word: string) => Promise<{ name: string; description: string }[]>;

/**
 * The spelling a query that found nothing probably meant: each of its words (or the whole query,
 * for Thai typed without spaces, whose typo may split differently) replaced by the closest word, within
 * one or two letters, of the titles and descriptions of ideas that look alike (pg_trgm) or of the
 * vocabulary. Null when nothing is that close.
 */
export async function suggestSpelling(query: string, nearTexts: NearTexts): Promise<string | null> {
  const groups = parseQuery(query);
  if (!groups.length) return null;
  const whole = normalizeText(query).replace(/ /g, '');
  const candidatesFor = async (word: string) => {
    const texts = await nearTexts(word);
    return [
      ...texts.flatMap((text) => segmentWords(text.name)),
      ...texts.flatMap((text) => segmentWords(text.description)),
      ...vocabularyWords(),
    ];
  };
  if (groups.length > 1 && /[\u0E00-\u0E7F]/.test(whole)) {
    const corrected = closestWord(whole, await candidatesFor(whole));
    if (corrected) return corrected;
  }
  let changed = false;
  const words: string[] = [];
  for (const [index, group] of groups.entries()) {
    const typed = group.typed.join('');
    // A vocabulary word is spelt right; a short word has no typo allowance; past a few words, stop asking.
    const mayCorrect = !group.alternatives.length && typoAllowance(typed) > 0 && index < MAX_CORRECTED_WORDS;
    const corrected = mayCorrect ? closestWord(typed, await candidatesFor(typed)) : null;
    if (corrected) changed = true;
    words.push(corrected ?? group.typed.join(' '));
  }
  return changed ? words.join(' ') : null;
}
