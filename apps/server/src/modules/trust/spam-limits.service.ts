import { countLinks, normalizePostText, SPAM_LIMITS, TrustLevel } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { trustRepository } from './trust.repository';
import { trustLevelOfAccount } from './trust.service';

type Texts = readonly (string | null | undefined)[];

/**
 * Before an idea or a comment is saved (created or edited): an account whose email is not verified
 * may put at most `SPAM_LIMITS.unverifiedLinksMax` links in it, all its texts together (400
 * `TOO_MANY_LINKS`). Verified accounts have no link limit. docs/trust-and-safety.md#spam-limits
 */
export async function assertLinkLimit(db: Database, accountId: string, texts: Texts, now = new Date()): Promise<void> {
  const links = texts.reduce((sum, text) => sum + (text ? countLinks(text) : 0), 0);
  if (links <= SPAM_LIMITS.unverifiedLinksMax) return;
  if ((await trustLevelOfAccount(db, accountId, now)) !== TrustLevel.New) return;
  throw new AppError('TOO_MANY_LINKS');
}

/**
 * Inside the transaction that posts a new idea or comment, for everyone: a text (over
 * `SPAM_LIMITS.repeatedTextMinChars` once normalised) the same person already posted
 * `SPAM_LIMITS.repeatedTextMax` times within the hour, as ideas or comments, is refused (429
 * `REPEATED_TEXT`, `Retry-After` when the older of those leaves the hour). The person's row is
 * locked first, so posts sent at once are counted one after another.
 */
export async function assertNotRepeatedText(
  tx: Database,
  accountId: string,
  texts: Texts,
  now = new Date(),
): Promise<void> {
  const candidates = new Set(
    texts
      .map((text) => (text ? normalizePostText(text) : ''))
      .filter((text) => text.length > SPAM_LIMITS.repeatedTextMinChars),
  );
  if (!candidates.size) return;
  const person = await trustRepository.findPerson(tx, accountId);
  if (!person) return;
  await trustRepository.lockPerson(tx, person.personId);
  const since = new Date(now.getTime() - SPAM_LIMITS.repeatedTextWindowMs);
  const posts = await trustRepository.recentPostTexts(tx, person.personId, since);
  const same = posts.filter((post) => post.texts.some((text) => text && candidates.has(normalizePostText(text))));
  const oldestCounted = same[SPAM_LIMITS.repeatedTextMax - 1];
  if (!oldestCounted) return;
  const freeAt = oldestCounted.at.getTime() + SPAM_LIMITS.repeatedTextWindowMs;
  throw new AppError('REPEATED_TEXT', { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) });
}
