/**
 * English word forms: a light stemmer (plural, -ing, -ed) applied to the words of documents and of
 * queries alike, so "chips" finds "chip", "farming" finds "farm" and "cafes" finds "cafe". Thai has
 * no inflection; Thai words are left as they are.
 */

const LATIN_WORD = /^[a-z]+$/;
const VOWEL = /[aeiou]/;

const isConsonant = (word: string, i: number): boolean => {
  const c = word[i]!;
  if ('aeiou'.includes(c)) return false;
  return c === 'y' ? i === 0 || !isConsonant(word, i - 1) : true;
};
/** Ends consonant-vowel-consonant, the last not w, x or y ("hop", "bak"): a short syllable that lost its "e". */
const endsShortSyllable = (word: string): boolean => {
  const n = word.length;
  return (
    n >= 3 &&
    isConsonant(word, n - 1) &&
    !isConsonant(word, n - 2) &&
    isConsonant(word, n - 3) &&
    !'wxy'.includes(word[n - 1]!)
  );
};
/** Vowel-consonant sequences of a word ("tr-ee" 0, "tr-oub-le" 1, "tr-oub-les" 2): Porter's measure. */
const measure = (word: string): number => {
  let m = 0;
  let previousVowel = false;
  for (let i = 0; i < word.length; i += 1) {
    const consonant = isConsonant(word, i);
    if (consonant && previousVowel) m += 1;
    previousVowel = !consonant;
  }
  return m;
};

/** After "-ing"/"-ed" is removed: "shopp" to "shop", "bak" to "bake", "creat" to "create". */
function restoreEnding(stem: string): string {
  if (stem.length > 3 && /(at|bl|iz)$/.test(stem)) return `${stem}e`;
  const n = stem.length;
  if (n >= 2 && stem[n - 1] === stem[n - 2] && isConsonant(stem, n - 1) && !'lsz'.includes(stem[n - 1]!))
    return stem.slice(0, -1);
  if (measure(stem) === 1 && endsShortSyllable(stem)) return `${stem}e`;
  return stem;
}

/**
 * The stem of an English word (Porter's first step, with "-ies" to "-y"): "chips" chip, "berries"
 * berry, "boxes" box, "farming" farm, "baked" bake, "shopping" shop, "cafes" cafe. Words of three letters or
 * fewer, words that are not plain Latin letters and Thai words are returned as they are.
 */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || !LATIN_WORD.test(word)) return word;
  let stem = word;
  if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(x|ch|sh|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (/[^su]s$/.test(stem) && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    const base = stem.slice(0, -suffix.length);
    if (stem.endsWith(suffix) && base.length >= 3 && VOWEL.test(base)) {
      stem = restoreEnding(base);
      break;
    }
  }
  return stem;
}
