/**
 * `npx tsx apps/server/src/scripts/lexitron-dictionary.ts`: writes modules/search/lexitron-en-th.json,
 * the English → Thai nouns search falls back on for an English word the curated vocabulary does not
 * list (modules/search/dictionary.ts). The source is LEXiTRON (NECTEC's English-Thai lexicon) as
 * packaged by the npm package `thaidict` 0.0.2 (MIT), fetched with `npm pack` into a temporary folder,
 * so it is no dependency of the app. Run it again only to change the filters below; the file is
 * committed so search does not move with a package.
 *
 * Kept: nouns whose headword is plain English letters, with the translations that are a Thai word or
 * short compound (at most MAX_THAI letters, no spaces or explanations), plus each translation without
 * a leading "การ"/"ความ"/"กีฬา"/"ดอก"/"ต้น"/"ผล" ("กีฬาโบว์ลิ่ง" is also "โบว์ลิ่ง").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'thaidict@0.0.2';
/** Longer translations are explanations ("พืชที่มีใบและก้านฉ่ำน้ำ"), not words people write. */
const MAX_THAI = 14;
/** Translations kept per headword, at most (the dictionary lists the common senses first). */
const MAX_FORMS = 6;
const THAI_WORD = /^[\u0E00-\u0E7F]+$/;
const HEADWORD = /^[a-z][a-z -]*[a-z]$/;
const PREFIXES = ['การ', 'ความ', 'กีฬา', 'ดอก', 'ต้น', 'ผล'];

type Entry = { search: string; result: string; type?: string; relate?: string[] };

const folder = mkdtempSync(join(tmpdir(), 'lexitron-'));
try {
  execFileSync('npm', ['pack', PACKAGE, '--pack-destination', folder, '--silent'], { stdio: 'pipe' });
  execFileSync('sh', ['-c', `cd "${folder}" && tar xzf thaidict-*.tgz`]);
  const entries = JSON.parse(readFileSync(join(folder, 'package/data/eng2thai.json'), 'utf8')) as Entry[];
  const words = new Map<string, Set<string>>();
  for (const entry of entries) {
    const headword = entry.search.trim().toLowerCase();
    if (entry.type !== 'N' || !HEADWORD.test(headword)) continue;
    const forms = words.get(headword) ?? new Set<string>();
    for (const text of [entry.result, ...(entry.relate ?? [])].map((t) => t.trim())) {
      if (!THAI_WORD.test(text) || [...text].length > MAX_THAI) continue;
      forms.add(text);
      const prefix = PREFIXES.find((p) => text.startsWith(p) && [...text].length - [...p].length >= 3);
      if (prefix) forms.add(text.slice(prefix.length));
    }
    if (forms.size) words.set(headword, forms);
  }
  const lines = [...words]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([headword, forms]) => `${headword}\t${[...forms].slice(0, MAX_FORMS).join('|')}`);
  const target = join(dirname(fileURLToPath(import.meta.url)), '../modules/search/lexitron-en-th.json');
  const file = {
    about: `English nouns with their Thai words, ${lines.length.toLocaleString('en-US')} headwords: one line each, "headword<TAB>thai|thai". From LEXiTRON (NECTEC) as packaged by ${PACKAGE} (MIT). Written by apps/server/src/scripts/lexitron-dictionary.ts.`,
    lines: lines.join('\n'),
  };
  writeFileSync(target, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`${lines.length} headwords written to ${target}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
