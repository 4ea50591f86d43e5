/**
 * Thai is written without spaces between words, so a browser (or a mail reader) breaks a Thai line
 * with its own dictionary. That dictionary does not know most loanwords and cuts them into syllables
 * ("พาร์|ท|เนอ|ร์", "คอม|มูนิ|ตี้"), and it happily breaks a compound the product uses as one term
 * ("ราย|ละเอียด") or leaves a closing particle alone at the start of a line ("นะ|คะ"). These are the
 * words of the product's own vocabulary that must never be cut: the web app wraps each in a
 * no-break span when it renders text, and mails do the same. Add a word here when a screen shows it
 * cut (`Intl.Segmenter('th')` splitting it into pieces is the usual sign); a word the dictionary
 * knows stays out, since each kept word is one more element on the page.
 */
export const KEEP_WHOLE_THAI_WORDS: readonly string[] = [
  // Loanwords the dictionary cuts into syllables.
  'ไอเดีย',
  'พาร์ทเนอร์',
  'พาร์ตเนอร์',
  'คอมมูนิตี้',
  'คอมมิวนิตี้',
  'สปอนเซอร์',
  'แดชบอร์ด',
  'แชท',
  'แชต',
  'อัปโหลด',
  'สตาร์ทอัพ',
  'สตาร์ตอัป',
  'แอดมิน',
  'ซูเปอร์แอดมิน',
  'คอมเมนต์',
  'ออฟไลน์',
  'ซัพพลายเออร์',
  'มาร์เก็ตติ้ง',
  'เทรนด์',
  'กูเกิล',
  'สมาร์ทโฟน',
  'ออร์แกนิก',
  'เวิร์กช็อป',
  'ฟรีแลนซ์',
  'ไลฟ์สไตล์',
  // Compounds the product uses as one term.
  'รายละเอียด',
  'ข้อผิดพลาด',
  'ข้อความ',
  'รหัสผ่าน',
  'ผู้ใช้งาน',
  'ความคิดเห็น',
  'ผู้ดูแลระบบ',
  'เข้าสู่ระบบ',
  'ออกจากระบบ',
  'สมัครสมาชิก',
  'หมวดหมู่',
  'แจ้งเตือน',
  'นักลงทุน',
  'ผู้ประกอบการ',
  'ผู้ติดตาม',
  'ผู้สร้างสรรค์',
  'ยืนยันตัวตน',
  'ตรวจสอบ',
  'เชื่อมต่อ',
  'ผลงาน',
  'ความลับ',
  'ลายเซ็น',
  'หลักฐาน',
  // Closing particles that belong with the word before them.
  'นะคะ',
  'นะครับ',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest first, so "ซูเปอร์แอดมิน" wins over "แอดมิน". */
const KEEP_WHOLE = new RegExp(
  [...KEEP_WHOLE_THAI_WORDS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|'),
  'g',
);

/** A Thai letter: the only text here written without spaces between words. */
export const THAI_LETTER = /[\u0E00-\u0E7F]/;

/**
 * The text cut into runs: `keep` runs are words of the vocabulary above (never to be broken inside),
 * the others are left to the reader's own line breaker. Joined back, the runs are the text unchanged.
 * A text without Thai, or without any of these words, is one run.
 */
export function keepWholeRuns(text: string): Array<{ text: string; keep: boolean }> {
  if (!THAI_LETTER.test(text)) return [{ text, keep: false }];
  const runs: Array<{ text: string; keep: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(KEEP_WHOLE)) {
    const start = match.index;
    const end = start + match[0].length;
    // A mark that belongs to the word's last letter (ค่ะ in "ค่ะ" found as "ค") stays with it: never
    // end a run before a combining mark, or the mark would start the next run on its own.
    if (end < text.length && /\p{Mn}/u.test(text[end]!)) continue;
    if (start > last) runs.push({ text: text.slice(last, start), keep: false });
    runs.push({ text: match[0], keep: true });
    last = end;
  }
  if (last === 0) return [{ text, keep: false }];
  if (last < text.length) runs.push({ text: text.slice(last), keep: false });
  return runs;
}

/** Whether `text` holds a word that `keepWholeRuns` would keep whole. */
export const hasKeepWholeWord = (text: string): boolean =>
  THAI_LETTER.test(text) && keepWholeRuns(text).some((run) => run.keep);
