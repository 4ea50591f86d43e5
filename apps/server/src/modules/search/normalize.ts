/**
 * Text normalisation and Thai word segmentation shared by everything that is searched: documents
 * when they are written and queries when they are asked, so both sides always meet on the same
 * words.
 */

/** Zero-width space, non-joiner, joiner, word joiner, byte-order mark and soft hyphen: invisible, never part of a word. */
const INVISIBLE = /\u200B|\u200C|\u200D|\u2060|\uFEFF|\u00AD/g;
/** Combining accents of Latin letters (é, ñ, ü): folded away; Thai vowel and tone marks are outside this range. */
const LATIN_ACCENTS = /[\u0300-\u036F]/g;
/** Thai tone marks (mai ek, mai tho, mai tri, mai chattawa). */
const TONE = '[\u0E48-\u0E4B]';
/** NIKHAHIT + SARA AA, typed as two keys (optionally with a tone mark between), is SARA AM. */
const SPLIT_SARA_AM = new RegExp(`\u0E4D(${TONE}?)\u0E32`, 'g');
/** A tone mark typed after SARA AM belongs before it (น + ำ + ้ is น้ำ). */
const TONE_AFTER_SARA_AM = new RegExp(`\u0E33(${TONE})`, 'g');
/** SARA E typed twice is how many people type SARA AE (เเ for แ). */
const DOUBLE_SARA_E = /\u0E40\u0E40/g;
/** Anything that is not a letter, a digit or a combining mark separates words. */
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/gu;
/** Where Thai meets Latin letters or digits inside one segment ("ร้าน2ชั้น", "แอปiOS"): a word boundary. */
const SCRIPT_BOUNDARY = /(?<=[\u0E00-\u0E7F])(?=[^\u0E00-\u0E7F])|(?<=[^\u0E00-\u0E7F])(?=[\u0E00-\u0E7F])/u;

/**
 * One spelling for text that looks the same: compatibility forms folded (full-width Ａ１ to A1,
 * ligatures), Latin accents removed, SARA AM in its one-character form with the tone mark before
 * it, SARA E typed twice as SARA AE, invisible characters removed, lower case, single spaces.
 */
export function normalizeText(input: string): string {
  return (
    input
      .replace(INVISIBLE, '')
      // NFKC also splits SARA AM into NIKHAHIT + SARA AA; it is joined again below.
      .normalize('NFKC')
      .normalize('NFD')
      .replace(LATIN_ACCENTS, '')
      .normalize('NFC')
      .replace(SPLIT_SARA_AM, '$1\u0E33')
      .replace(TONE_AFTER_SARA_AM, '$1\u0E33')
      .replace(DOUBLE_SARA_E, '\u0E41')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * The words of a text, normalised: Thai split by ICU's dictionary (`Intl.Segmenter`), other scripts
 * at spaces and punctuation, digits kept as words. Punctuation and symbols are dropped.
 */
export function segmentWords(input: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(normalizeText(input))) {
    if (!isWordLike) continue;
    for (const part of segment.split(NOT_WORD)) {
      for (const word of part.split(SCRIPT_BOUNDARY)) if (word) words.push(word);
    }
  }
  return words;
}

/** The words of a text joined by single spaces: what `to_tsvector('simple', …)` reads. */
export const segmentedText = (input: string): string => segmentWords(input).join(' ');
