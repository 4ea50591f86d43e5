/**
 * How far a typed word is from a word it may have meant, as a person would judge it: an edit
 * distance (insert, delete, replace, swap two neighbours) where the likely slips cost less: a key next
 * to the right one, two letters swapped, a Thai tone mark or vowel sign missed, doubled or replaced
 * by another. Changing the first letter of a Latin word costs more: people rarely miss it.
 */

/** The Thai Kedmanee layout, unshifted and shifted rows: keys next to each other are likely slips. */
const THAI_ROWS = [
  'ๅ/-ภถุึคตจขช',
  'ๆไำพะัีรนยบลฃ',
  'ฟหกดเ้่าสวง',
  'ผปแอิืทมใฝ',
  '+๑๒๓๔ู฿๕๖๗๘๙',
  '๐"ฎฑธํ๊ณฯญฐ,ฅ',
  'ฤฆฏโฌ็๋ษศซ.',
  '()ฉฮฺ์?ฒฬฦ',
];
const LATIN_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** For each key, the keys beside it, above and below it, and the same key shifted (Thai). */
const NEIGHBOURS = new Map<string, Set<string>>();
const link = (a: string | undefined, b: string | undefined) => {
  if (!a || !b || a === b) return;
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    if (!NEIGHBOURS.has(x)) NEIGHBOURS.set(x, new Set());
    NEIGHBOURS.get(x)!.add(y);
  }
};
for (const rows of [THAI_ROWS.slice(0, 4), THAI_ROWS.slice(4), LATIN_ROWS]) {
  rows.forEach((row, r) => {
    const keys = [...row];
    keys.forEach((key, i) => {
      link(key, keys[i + 1]);
      const below = [...(rows[r + 1] ?? '')];
      link(key, below[i]);
      link(key, below[i - 1]);
    });
  });
}
// A Thai key and its shifted character: the Shift key missed or held.
THAI_ROWS.slice(0, 4).forEach((row, r) => [...row].forEach((key, i) => link(key, [...THAI_ROWS[r + 4]!][i])));

/** Thai vowel signs and tone marks written above or below a consonant, and the vowels around it. */
const THAI_MARK = /[\u0E30-\u0E3A\u0E40-\u0E4E]/u;
const isThaiMark = (c: string) => THAI_MARK.test(c);
/** Thai consonants that sound the same (and ร/ล, said alike): a spelling slip, not a different word. */
const SAME_SOUND = ['ฝฟ', 'สศษซ', 'ทธฒฑฐถ', 'คฅฆข', 'พภผ', 'ชฌฉ', 'ตฏ', 'ดฎ', 'นณ', 'ยญ', 'ลฬร', 'หฮ'];
const sameSound = (a: string, b: string) => SAME_SOUND.some((group) => group.includes(a) && group.includes(b));
const isLatin = (c: string) => /[a-z]/.test(c);

const INSERT_DELETE = 1;
const MARK_INSERT_DELETE = 0.5;
const REPLACE = 1;
const NEIGHBOUR_REPLACE = 0.6;
const MARK_REPLACE = 0.5;
const SWAP = 0.6;
/** Added when the first letter of a Latin word is changed, dropped or added. */
const FIRST_LETTER = 1;

const replaceCost = (a: string, b: string): number => {
  if (a === b) return 0;
  if (isThaiMark(a) && isThaiMark(b)) return MARK_REPLACE;
  if (sameSound(a, b)) return MARK_REPLACE;
  if (NEIGHBOURS.get(a)?.has(b)) return NEIGHBOUR_REPLACE;
  return REPLACE;
};
const indelCost = (c: string) => (isThaiMark(c) ? MARK_INSERT_DELETE : INSERT_DELETE);

/** The weighted distance from `typed` to `meant` (optimal string alignment: each letter edited once). */
export function typoDistance(typed: string, meant: string): number {
  const x = [...typed];
  const y = [...meant];
  const d: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = 1; i <= x.length; i += 1) d[i]![0] = d[i - 1]![0]! + indelCost(x[i - 1]!);
  for (let j = 1; j <= y.length; j += 1) d[0]![j] = d[0]![j - 1]! + indelCost(y[j - 1]!);
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const a = x[i - 1]!;
      const b = y[j - 1]!;
      let best = Math.min(
        d[i - 1]![j]! + indelCost(a),
        d[i]![j - 1]! + indelCost(b),
        d[i - 1]![j - 1]! + replaceCost(a, b),
      );
      if (i > 1 && j > 1 && a === y[j - 2] && x[i - 2] === b) best = Math.min(best, d[i - 2]![j - 2]! + SWAP);
      d[i]![j] = best;
    }
  }
  const first = x[0] !== undefined && y[0] !== undefined && x[0] !== y[0] && isLatin(x[0]) && isLatin(y[0]);
  // A swap of the first two letters ("udrian") keeps the first letter among the first two.
  const swappedFirst = first && x[1] === y[0] && x[0] === y[1];
  return d[x.length]![y.length]! + (first && !swappedFirst ? FIRST_LETTER : 0);
}

/**
 * How far a typed word may be from a correction. Latin: nothing below four letters (too many words
 * are that close), one slip up to five, one and a half up to eight, two from nine. Thai counts its
 * marks as letters: up to five, only a mark or a consonant that sounds the same (อวกาศ is not อากาศ);
 * one slip up to eight, one and a half from nine.
 */
export function typoAllowanceOf(word: string): number {
  const length = [...word].length;
  if (/[\u0E00-\u0E7F]/.test(word)) return length < 3 ? 0 : length <= 5 ? 0.5 : length <= 8 ? 1 : 1.5;
  if (length < 4) return 0;
  if (length <= 5) return 1;
  if (length <= 8) return 1.5;
  return 2;
}
