import type { Database } from '../../db/client';
import type { NewAccount } from '../../db/schema/index';
import { authRepository } from './auth.repository';

/*
 * The sign-in identities of accounts (email address, username), for the modules that create an
 * account or change its address: whether one is taken, who holds it, and creating the account.
 */

/** Whether a main account or sub-account already has this email address, any casing. */
export const isEmailTaken = (db: Database, email: string): Promise<boolean> => authRepository.emailExists(db, email);

/** Which of `usernames` (lowercase) are already taken, any casing. */
export const findTakenUsernames = (db: Database, usernames: string[]): Promise<Set<string>> =>
  authRepository.takenUsernames(db, usernames);

/** The account holding this email address, if any. */
export const accountHoldingEmail = (db: Database, email: string) => authRepository.findByEmail(db, email);

/** Takes the address off the account if it was never verified; false when it was (or the account is gone). */
export const releaseUnverifiedEmail = (db: Database, accountId: string): Promise<boolean> =>
  authRepository.releaseUnverifiedEmail(db, accountId);

/** Creates the account; a taken email or username fails with a unique violation (`uniqueViolationOf`). */
export const insertAccount = (db: Database, values: NewAccount) => authRepository.insert(db, values);
