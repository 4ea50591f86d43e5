/** A piece of text: as it is, or found by a search (to be marked). */
export type MarkedPart = { value: string; isMatch: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` at every occurrence (any case) of `pieces`, the longest piece first where two
 * overlap, so a search hit can be marked. Text without pieces comes back whole.
 */
export function markPieces(text: string, pieces: readonly string[]): MarkedPart[] {
  const wanted = [...new Set(pieces.filter((piece) => piece.trim()))].sort((a, b) => b.length - a.length);
  if (!wanted.length || !text) return text ? [{ value: text, isMatch: false }] : [];
  const pattern = new RegExp(wanted.map(escapeRegExp).join('|'), 'giu');
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ value: text.slice(last, match.index), isMatch: false });
    parts.push({ value: match[0], isMatch: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ value: text.slice(last), isMatch: false });
  return parts;
}
