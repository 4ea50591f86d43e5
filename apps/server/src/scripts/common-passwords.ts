/**
 * `npx tsx apps/server/src/scripts/common-passwords.ts`: writes lib/common-passwords.json, the list
 * of passwords too common to choose (lib/password-policy.ts), from zxcvbn-ts's list of passwords
 * ranked by how often they appear in leaked password sets (MIT). Run it again only to change the
 * count or take a newer list; the file is committed so the policy does not move with a package.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from '@ideamatch/shared';

/** How many passwords the list holds: the most common ones a new password could be (long enough). */
const COUNT = 10_000;

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@zxcvbn-ts/language-common/package.json'));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
const license = readFileSync(join(packageDir, 'LICENSE.txt'), 'utf8').trim();

const passwords = [
  ...new Set(
    dictionary['passwords-common']
      .map((password) => password.toLowerCase())
      .filter((password) => password.length >= LIMITS.passwordMinLength),
  ),
].slice(0, COUNT);

const file = {
  about: `The ${COUNT.toLocaleString('en-US')} most common passwords of at least ${LIMITS.passwordMinLength} characters (the shortest a password may be), lowercased, most common first. Written by apps/server/src/scripts/common-passwords.ts.`,
  source: `@zxcvbn-ts/language-common ${version}, list "passwords-common" (zxcvbn's list of passwords ranked by frequency in leaked password sets)`,
  license,
  passwords,
};
const target = join(dirname(fileURLToPath(import.meta.url)), '../lib/common-passwords.json');
writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
console.log(`${passwords.length} passwords written to ${target}`);
