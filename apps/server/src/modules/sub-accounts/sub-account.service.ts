import {
  fieldDetail,
  SUB_ACCOUNTS_MAX,
  type ErrorDetail,
  type SubAccountEntry,
  type SubAccountInput,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { Account } from '../../db/schema/index';
import { AppError, fieldError, fieldErrors } from '../../lib/app-error';
import { confirmIdentity, type ReauthContext, type ReauthInput } from '../account-center/reauth.service';
import { sendSecurityNotice } from '../account-center/security-notice';
import type { ClientInfo } from '../auth/client-info';
import { endAccountSessions, type SessionContext } from '../auth/session.service';
import { countUnreadChats } from '../chat/chat.service';
import { claimUploads, releaseUploads, type WarnLogger } from '../storage/storage.service';
import type { StorageDriver } from '../storage/storage.driver';
import { accountsByUsernames, updateAccountFields } from '../accounts/account.service';
import { presentPublicProfile } from '../accounts/account.presenter';
import { subAccountRepository, type NewSubAccountValues } from './sub-account.repository';

/** The main account's sub-accounts, oldest first, each with its unread chat count. */
export async function listSubAccounts(db: Database, ownerAccountId: string): Promise<SubAccountEntry[]> {
  const rows = await subAccountRepository.listByOwner(db, ownerAccountId);
  const unread = await countUnreadChats(
    db,
    rows.map((row) => row.account.id),
  );
  return rows.map(({ linkId, account }) => ({
    id: linkId,
    subAccountId: account.id,
    account: presentPublicProfile(account),
    unreadChatCount: unread.get(account.id) ?? 0,
  }));
}

/** The caller's sub-account by its account id; 403 when it is someone else's or unknown. */
export async function requireOwnedSubAccount(db: Database, ownerAccountId: string, subAccountId: string) {
  const account = await subAccountRepository.findOwned(db, ownerAccountId, subAccountId);
  if (!account) throw new AppError('FORBIDDEN');
  if (account.isDeactivated) throw new AppError('ACCOUNT_DEACTIVATED');
  return account;
}

/**
 * Removes one of the caller's sub-accounts (403 for someone else's) and ends at once every session
 * acting as it, on every node, with its sockets; the remaining list is returned.
 */
export async function removeSubAccount(
  ctx: SessionContext,
  ownerAccountId: string,
  subAccountId: string,
): Promise<SubAccountEntry[]> {
  await requireOwnedSubAccount(ctx.db, ownerAccountId, subAccountId);
  await subAccountRepository.remove(ctx.db, subAccountId);
  await endAccountSessions(ctx, subAccountId);
  return listSubAccounts(ctx.db, ownerAccountId);
}

/**
 * Removes those of `subAccountIds` that are still the caller's sub-accounts, each as
 * {@link removeSubAccount} does; the others are passed over (already removed by an earlier try, or
 * never the caller's), so saving the list again is safe.
 */
export async function removeOwnedSubAccounts(ctx: SessionContext, ownerAccountId: string, subAccountIds: string[]) {
  for (const subAccountId of new Set(subAccountIds)) {
    if (!(await subAccountRepository.findOwned(ctx.db, ownerAccountId, subAccountId))) continue;
    await subAccountRepository.remove(ctx.db, subAccountId);
    await endAccountSessions(ctx, subAccountId);
  }
}

const UNIQUE_VIOLATION = '23505';

/** Whether a database error (possibly wrapped by drizzle) is a unique violation. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

type Planned = { index: number; input: SubAccountInput; existing: Account | null };

/**
 * Upserts the caller's whole set of sub-accounts: entries with an `id` update that
 * sub-account (which must be the caller's), entries without one create a persona, and sub-accounts
 * not listed are kept, up to SUB_ACCOUNTS_MAX personas in all. Usernames share the accounts'
 * case-insensitive namespace. A new persona acts in the owner's name, so creating one needs proof
 * that it is the owner (docs/design.md#authentication-and-sessions), and the owner is mailed.
 */
export async function upsertSubAccounts(
  ctx: ReauthContext,
  {
    storage,
    ownerAccountId,
    inputs,
    proof,
    client,
    log,
  }: {
    storage: StorageDriver;
    ownerAccountId: string;
    inputs: SubAccountInput[];
    proof: ReauthInput;
    client: ClientInfo;
    log?: WarnLogger;
  },
): Promise<SubAccountEntry[]> {
  const { db } = ctx;
  const current = await subAccountRepository.listByOwner(db, ownerAccountId);
  const plan: Planned[] = inputs.map((input, index) => {
    if (!input.id) return { index, input, existing: null };
    const match = current.find((row) => row.linkId === input.id || row.account.id === input.id);
    if (!match) throw new AppError('FORBIDDEN', { message: 'This sub-account is not yours.' });
    return { index, input, existing: match.account };
  });

  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  const seenIds = new Set<string>();
  const holders = new Map(
    (
      await accountsByUsernames(
        db,
        plan.map(({ input }) => input.username),
      )
    ).map((row) => [row.username, row.id]),
  );
  for (const { index, input, existing } of plan) {
    const holder = holders.get(input.username);
    if (seen.has(input.username) || (holder && holder !== existing?.id)) {
      details.push(fieldDetail(`subAccounts.${index}.username`, 'USERNAME_TAKEN'));
    }
    seen.add(input.username);
    if (existing && seenIds.has(existing.id)) {
      details.push(fieldDetail(`subAccounts.${index}.id`, 'SUB_ACCOUNT_LISTED_TWICE'));
    }
    if (existing) seenIds.add(existing.id);
  }
  if (details.length) throw fieldErrors(details);

  const created = plan.filter(({ existing }) => !existing).map(({ input }) => input.username);
  const owner = created.length ? await confirmIdentity(ctx, { accountId: ownerAccountId, proof, client }) : null;

  const claimed: string[] = [];
  const replaced: string[] = [];
  for (const { input, existing } of plan) {
    if (input.profileImage === undefined || input.profileImage === (existing?.profileImage ?? null)) continue;
    if (input.profileImage) claimed.push(input.profileImage);
    if (existing?.profileImage) replaced.push(existing.profileImage);
  }

  try {
    await db.transaction(async (tx) => {
      // At most SUB_ACCOUNTS_MAX personas in all, counted under a lock on the owner: a request adds
      // to what exists, and two requests at once cannot both pass the limit.
      const added = plan.filter(({ existing }) => !existing).length;
      if (added && (await subAccountRepository.lockOwnerAndCount(tx, ownerAccountId)) + added > SUB_ACCOUNTS_MAX) {
        throw fieldError('subAccounts', 'SUB_ACCOUNTS_TOO_MANY');
      }
      // Uploads for a persona are made by its owner, so the owner's claim covers them all.
      await claimUploads(tx, { keys: claimed, accountId: ownerAccountId });
      for (const { input, existing } of plan) {
        if (!existing) {
          await subAccountRepository.insert(tx, {
            ownerAccountId,
            username: input.username,
            firstName: input.firstName,
            lastName: input.lastName,
            profileImage: input.profileImage,
          });
          continue;
        }
        await updateAccountFields(tx, existing.id, {
          username: input.username,
          firstName: input.firstName,
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(input.profileImage !== undefined ? { profileImage: input.profileImage } : {}),
        });
      }
    });
  } catch (error) {
    // Another request took a username between the check above and the insert.
    if (isUniqueViolation(error)) {
      throw fieldError('subAccounts', 'USERNAME_TAKEN');
    }
    throw error;
  }
  const stillUsed = new Set(claimed);
  await releaseUploads(
    db,
    storage,
    replaced.filter((key) => !stillUsed.has(key)),
    log,
  );
  if (owner)
    await sendSecurityNotice(ctx, {
      account: owner,
      change: 'sub-accounts-created',
      client,
      detail: { usernames: created },
    });
  return listSubAccounts(db, ownerAccountId);
}

/** Creates a sub-account linked to its owner, as the upsert endpoint does once its checks passed (the demo data). */
export const insertSubAccount = (db: Database, values: NewSubAccountValues) => subAccountRepository.insert(db, values);
