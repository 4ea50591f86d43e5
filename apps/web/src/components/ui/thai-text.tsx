import { Fragment } from 'react';
import { useIsHydrated } from '../../lib/page-render';

/** A run of Thai letters (U+0E00–U+0E7F): the only text written without spaces between words here. */
const THAI = /[\u0E00-\u0E7F]/;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('th', { granularity: 'word' }) : null;

/**
 * The text split at its Thai word boundaries (ICU's dictionary through Intl.Segmenter), so a line
 * break may come between two Thai words and never inside one, whatever the browser's own line
 * breaker knows. Other text comes back as it is. Exported for its test.
 */
export function thaiWordParts(text: string): string[] {
  if (!segmenter || !THAI.test(text)) return [text];
  const parts: string[] = [];
  let pending = '';
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    // A break opportunity only after a whole Thai word; spaces and Latin words already break.
    pending += segment;
    if (isWordLike && THAI.test(segment)) {
      parts.push(pending);
      pending = '';
    }
  }
  if (pending) parts.push(pending);
  return parts;
}

/**
 * Long Thai text with a `<wbr>` between its words: copy and paste and search see the text
 * unchanged, while lines break only between words (CSS `word-break: keep-all` cannot find Thai
 * words). Use it for descriptions, details and comments.
 */
export function ThaiText({ children }: { children: string }) {
  // The server's word breaker may cut differently from the browser's: a page the server rendered
  // gets its breaks once it has been adopted.
  const isHydrated = useIsHydrated();
  const parts = isHydrated ? thaiWordParts(children) : [children];
  if (parts.length === 1) return children;
  return parts.map((part, index) => (
    // Parts are positional slices of one string: the index is their identity.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
