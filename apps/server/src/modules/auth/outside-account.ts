import { isValidUsername, USERNAME_RULES } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { NewAccount } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../db/unique-violation';
import { authRepository, type LoginAccount } from './auth.repository';
import { type ClientInfo, startSession, startSignIn } from './login.service';

/**
 * Accounts made for a person who signs in with an outside identity (Google, LINE) for the first
 * time: a free username from what the identity says, and one account per identity even when two
 * requests race.
 */

/** What a person agreed to on their first sign-in with an outside identity. */
export type SignUpConsent = { isTerm?: boolean; isPdpa?: boolean; isNewsAndPromotion?: boolean };

/** A username base from the email's local part or the name, reshaped to USERNAME_RULES. */
export function usernameBase(claims: { email?: string; name?: string; given_name?: string }): string {
  const source = claims.email?.split('@')[0] ?? claims.name ?? claims.given_name ?? '';
  let base = source
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, USERNAME_RULES.maxLength - 6);
  if (base.length < USERNAME_RULES.minLength || /^[0-9]+$/.test(base) || !isValidUsername(base)) {
    base = `user${base}`.slice(0, USERNAME_RULES.maxLength - 6);
  }
  return base;
}

/** The first free username among base, base2 … base20, else base with a random suffix. */
export async function freeUsername(db: Database, base: string): Promise<string> {
  const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}${i + 2}`)];
  const taken = await authRepository.takenUsernames(db, candidates);
  return (
    candidates.find((c) => !taken.has(c) && isValidUsername(c)) ??
    `${base}${Math.floor(Math.random() * 900_000) + 100_000}`
  );
}

/** The outside identity an account is made for. */
export type OutsideIdentity = {
  /** The unique index a second account for the same identity runs into. */
  uniqueIndex: 'accounts_google_sub_key' | 'accounts_line_sub_key';
  /** The account that holds the identity (made by a request that raced this one). */
  holder: (db: Database) => Promise<LoginAccount | undefined>;
};

/**
 * Creates the account (`fields` and a free username from `base`, retried when another sign-up takes
 * the name first) and starts its session. When a request with the same identity created its account
 * meanwhile, signs in to that one instead; any other clash is `CONFLICT`.
 */
export async function createOutsideAccount(
  db: Database,
  client: ClientInfo,
  identity: OutsideIdentity,
  base: string,
  fields: Omit<NewAccount, 'username'>,
) {
  for (let attempt = 0; ; attempt += 1) {
    const username = await freeUsername(db, base);
    try {
      const { id } = await authRepository.insert(db, { ...fields, username });
      return { accessToken: await startSession(db, { id, isDeactivated: false }, client), isNewAccount: true };
    } catch (error) {
      const index = uniqueViolationOf(error);
      if (index === 'accounts_username_lower_key' && attempt < 3) continue;
      if (index === identity.uniqueIndex) {
        const created = await identity.holder(db);
        if (created) return { ...(await startSignIn(db, created, client)), isNewAccount: false };
      }
      if (index !== null) throw new AppError('CONFLICT', { cause: error });
      throw error;
    }
  }
}
