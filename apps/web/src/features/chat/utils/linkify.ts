/** A piece of message text: plain, or a link to make clickable. */
export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string; href: string };

const URL_PATTERN = /(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that usually ends a sentence rather than the address.
const TRAILING = /[.,!?;:)\]}'"]+$/;

/**
 * Splits message text into text and links (http, https and www. addresses). The parts are rendered
 * as React text and anchors, never as HTML, so a message cannot inject markup.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let value = match[0];
    const trailing = TRAILING.exec(value)?.[0] ?? '';
    value = value.slice(0, value.length - trailing.length);
    if (!value || /^(https?:\/\/|www\.)$/i.test(value)) continue;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value, href: /^https?:\/\//i.test(value) ? value : `https://${value}` });
    last = start + value.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
