import { keepWholeRuns, THAI_LETTER } from '@ideamatch/shared/thai-words';
import { Fragment } from 'react';
import { KEEP_WHOLE_CLASS, keepWholeWords } from '../../lib/keep-words/keep-whole';
import { useIsHydrated } from '../../lib/page-render';

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('th', { granularity: 'word' }) : null;

/** A vowel or mark that follows its consonant: a piece starting with one is the end of a word cut short. */
const FOLLOWING_MARK = /^(?:\p{Mn}|[\u0E30\u0E32\u0E33\u0E45])/u;
/** A vowel written before its consonant: a piece ending with one has lost its consonant to the next. */
const LEADING_VOWEL = /[\u0E40-\u0E44]$/;
/** A lone consonant, or one silenced by a karan ("ท", "ร์"): what is left of a loanword cut by the dictionary. */
const LONE_CONSONANT = /^[\u0E01-\u0E2E]\u0E4C?$/;
/** Closing particles: they belong at the end of the word before them, never at the start of a line. */
const PARTICLES = new Set(['นะ', 'น่ะ', 'คะ', 'ค่ะ', 'ครับ', 'จ้ะ', 'จ้า', 'จ๊ะ']);

/** Whether the dictionary's piece `next` must stay joined to the piece before it. */
const joinsPrevious = (previous: string, next: string): boolean =>
  THAI_LETTER.test(previous.at(-1) ?? '') &&
  (FOLLOWING_MARK.test(next) || LONE_CONSONANT.test(next) || LEADING_VOWEL.test(previous) || PARTICLES.has(next));

/** A piece of text between two break opportunities; `whole` when the browser must not break inside it. */
type Unit = { text: string; whole: boolean };

function dictionaryUnits(text: string): Unit[] {
  if (!segmenter || !THAI_LETTER.test(text)) return [{ text, whole: false }];
  const units: Unit[] = [];
  let pending = '';
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const last = units.at(-1);
    if (!pending && last && isWordLike && THAI_LETTER.test(segment) && joinsPrevious(last.text, segment)) {
      // The browser's dictionary cuts here too: the joined word must be kept whole.
      units[units.length - 1] = { text: last.text + segment, whole: true };
      continue;
    }
    // A break opportunity only after a whole Thai word; spaces and Latin words already break.
    pending += segment;
    if (isWordLike && THAI_LETTER.test(segment)) {
      units.push({ text: pending, whole: false });
      pending = '';
    }
  }
  if (pending) units.push({ text: pending, whole: false });
  return units;
}

/**
 * The text cut where a line may break: between Thai words (ICU's dictionary through
 * Intl.Segmenter), with the product's keep-whole words and the pieces the dictionary cuts off a
 * word ("ร์", a lone "ท", a particle such as "คะ") kept in one unit. Joined, the units are the text.
 * Exported for its test.
 */
export function thaiWordUnits(text: string): Unit[] {
  if (!THAI_LETTER.test(text)) return [{ text, whole: false }];
  return keepWholeRuns(text).flatMap((run) =>
    run.keep ? [{ text: run.text, whole: true }] : dictionaryUnits(run.text),
  );
}

/** The units' texts only. */
export const thaiWordParts = (text: string): string[] => thaiWordUnits(text).map((unit) => unit.text);

/**
 * Long Thai text (descriptions, details, comments, messages) with a `<wbr>` between its words and
 * a no-break span around each word the browser's dictionary would cut: copy and paste and search
 * see the text unchanged, while lines break only between words (CSS `word-break: keep-all` cannot
 * find Thai words).
 */
export function ThaiText({ children }: { children: string }) {
  // The server's word breaker may cut differently from the browser's: a page the server rendered
  // gets its dictionary breaks once it has been adopted (the keep-whole words are the same on both).
  const isHydrated = useIsHydrated();
  if (!isHydrated) return keepWholeWords(children);
  const units = thaiWordUnits(children);
  if (units.length === 1 && !units[0]!.whole) return children;
  return units.map((unit, index) => (
    // Units are positional slices of one string: the index is their identity.
    <Fragment key={index}>
      {unit.whole ? <span className={KEEP_WHOLE_CLASS}>{unit.text}</span> : unit.text}
      {index < units.length - 1 && <wbr />}
    </Fragment>
  ));
}

// It breaks its text itself: the app's JSX runtime leaves its string child alone.
ThaiText.keepsOwnWords = true;
