import { isValidUsername, normalizeUsername, USERNAME_RULES, type UsernameAvailability } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { findTakenUsernames } from '../auth/account-identity.service';

/** How many free usernames a taken one is answered with. */
export const USERNAME_SUGGESTIONS = 3;

/** The wanted username reshaped to USERNAME_RULES' alphabet, with room left for a suffix. */
function suggestionBase(wanted: string): string {
  const base = normalizeUsername(wanted)
    .normalize('NFKD')
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+/, '')
    .replace(/[._-]+$/, '')
    .slice(0, USERNAME_RULES.maxLength - 4);
  return base.length >= 2 && !/^[0-9]+$/.test(base) ? base : `user${base}`.slice(0, USERNAME_RULES.maxLength - 4);
}

/**
 * Candidates close to the wanted name, most alike first: a small number, a Thai-flavoured `.th`,
 * then two-digit numbers. Fixed rather than random so a person sees the same ones on every try.
 */
function candidatesFor(base: string): string[] {
  const numbered = Array.from({ length: 8 }, (_, i) => `${base}${i + 2}`);
  const twoDigits = Array.from({ length: 12 }, (_, i) => `${base}${((i * 7 + 11) % 90) + 10}`);
  return [...new Set([numbered[0]!, `${base}.th`, ...numbered.slice(1), `${base}_th`, ...twoDigits])].filter(
    isValidUsername,
  );
}

/**
 * Whether `wanted` is free as a username (valid and nobody's, any casing), and a few free usernames
 * like it when it is not. Usernames are public on every profile, so saying one is taken tells nothing new.
 */
export async function checkUsername(db: Database, wanted: string): Promise<UsernameAvailability> {
  const username = normalizeUsername(wanted);
  const candidates = candidatesFor(suggestionBase(wanted));
  const taken = await findTakenUsernames(db, [username, ...candidates]);
  const isAvailable = isValidUsername(username) && !taken.has(username);
  const suggestions = isAvailable
    ? []
    : candidates.filter((candidate) => !taken.has(candidate)).slice(0, USERNAME_SUGGESTIONS);
  return { username, isAvailable, suggestions };
}
