import type { ProfileChanges, Profile, PublicProfile } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import type { Database } from '../../db/client';
import { fileUrl } from '../../lib/files';
import type { ProfilePageFacts } from '../../plugins/public-page';
import type { Account, NewAccount } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import type { SessionInfo } from '../auth/session.service';
import { claimUploads, releaseUploads, type WarnLogger } from '../storage/storage.service';
import type { StorageDriver } from '../storage/storage.driver';
import { accountRepository } from './account.repository';
import { presentProfile, presentPublicProfile } from './account.presenter';

/** The profile of the session's main account, naming the sub-account in a sub-account session. */
export async function getOwnProfile(db: Database, session: SessionInfo) {
  const account = await accountRepository.findById(db, session.accountId);
  if (!account) throw new AppError('UNAUTHORIZED');
  const subAccount = session.subAccountId
    ? ((await accountRepository.findById(db, session.subAccountId)) ?? null)
    : null;
  return presentProfile(account, { permissions: session.permissions, subAccount });
}

/** An account others may see: not deactivated, and for a sub-account, neither is its owner. */
async function findVisibleAccount(db: Database, id: string): Promise<Account | null> {
  const row = await accountRepository.findWithOwnerStatus(db, id);
  if (!row || row.account.isDeactivated || row.isOwnerDeactivated) return null;
  return row.account;
}

/** Anyone's public profile (sub-accounts included, as personas); 404 when hidden or unknown. */
export async function getPublicProfile(db: Database, id: string): Promise<PublicProfile> {
  const account = await findVisibleAccount(db, id);
  if (!account) throw new AppError('NOT_FOUND');
  return presentPublicProfile(account);
}

/**
 * What a visitor's profile page (`/profile?accountId=`) may carry: the public profile of an account
 * others may see, `gone` for one erased at its owner's request, `missing` for an unknown or
 * deactivated one (or a persona whose owner is deactivated).
 */
export async function getProfilePageFacts(db: Database, id: string): Promise<ProfilePageFacts> {
  const row = await accountRepository.findWithOwnerStatus(db, id);
  if (!row) return { kind: 'missing' };
  if (row.account.deletedAt) return { kind: 'gone' };
  if (row.account.isDeactivated || row.isOwnerDeactivated) return { kind: 'missing' };
  const account = row.account;
  return {
    kind: 'public',
    person: {
      id: account.id,
      name: displayName(account),
      username: account.username,
      miniBio: account.miniBio,
      bio: account.bio,
      imageUrl: fileUrl(account.profileImage),
      joinedAt: account.createdAt,
      updatedAt: account.updatedAt,
    },
  };
}

/**
 * The profiles the sitemap lists: every person others may see who has at least one idea a visitor
 * may see (a profile with nothing public on it is not worth a search result), with the later of
 * their own and their ideas' last change.
 */
export const sitemapProfiles = {
  count: (db: Database) => accountRepository.countWithPublicIdeas(db),
  page: (db: Database, offset: number, limit: number) => accountRepository.listWithPublicIdeas(db, offset, limit),
};

/** The main account allowed to edit this profile: itself, or the owner of a sub-account. */
export async function resolveProfileOwner(db: Database, id: string): Promise<string | null> {
  const account = await findVisibleAccount(db, id);
  return account ? (account.ownerAccountId ?? account.id) : null;
}

const TEXT_FIELDS = ['firstName', 'middleName', 'lastName', 'miniBio', 'bio'] as const;
const IMAGE_FIELDS = ['profileImage', 'backgroundImage'] as const;
const MAIN_ONLY_FIELDS = ['isNewsAndPromotion', 'language'] as const;
/** Match-smart fields (what partner search and suggestions use), stored as sent. */
const MATCH_FIELDS = [
  'skillsOffered',
  'skillsSought',
  'interestedCategories',
  'timeCommitment',
  'location',
  'isLookingForPartner',
] as const;

/**
 * Applies the fields sent (absent means unchanged) to the caller's own account
 * or one of its sub-accounts. New image keys are claimed in the same transaction as the update;
 * replaced images and `toDeleteAttachments` are released only after it commits.
 */
export async function updateProfile(
  db: Database,
  {
    storage,
    session,
    accountId,
    changes,
    log,
  }: { storage: StorageDriver; session: SessionInfo; accountId: string; changes: ProfileChanges; log?: WarnLogger },
): Promise<Profile | PublicProfile> {
  const account = await findVisibleAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  if (session.subAccountId || (account.ownerAccountId ?? account.id) !== session.accountId) {
    throw new AppError('FORBIDDEN');
  }
  const isMain = account.ownerAccountId === null;

  const values: Partial<NewAccount> = {};
  for (const field of TEXT_FIELDS) {
    const value = changes[field];
    if (value !== undefined) values[field] = value;
  }
  for (const field of MATCH_FIELDS) {
    const value = changes[field];
    if (value !== undefined) Object.assign(values, { [field]: value });
  }
  if (changes.achievements !== undefined) values.achievements = changes.achievements.map(({ name }) => ({ name }));
  for (const field of MAIN_ONLY_FIELDS) {
    if (changes[field] !== undefined && !isMain) throw fieldError(field, 'MAIN_ACCOUNT_SETTING');
  }
  if (changes.isNewsAndPromotion !== undefined) values.isNewsAndPromotion = changes.isNewsAndPromotion;
  if (changes.language !== undefined) values.language = changes.language;

  const claimed: string[] = [];
  const replaced: string[] = [];
  for (const field of IMAGE_FIELDS) {
    const next = changes[field];
    if (next === undefined || next === account[field]) continue;
    values[field] = next;
    if (next) claimed.push(next);
    const previous = account[field];
    if (previous) replaced.push(previous);
  }
  // Never release an image the account still shows after this change.
  const inUse = new Set(IMAGE_FIELDS.map((field) => (values[field] !== undefined ? values[field] : account[field])));
  const requested = (changes.toDeleteAttachments ?? []).filter((key) => !inUse.has(key));
  // Only this profile's own uploads may be deleted here (not an idea's images); others are ignored.
  const deletable = await accountRepository.findUploadKeysOwnedBy(db, {
    keys: requested,
    ownerIds: [session.accountId, account.id],
    modulePath: `account/${account.id}`,
  });

  const updated = await db.transaction(async (tx) => {
    await claimUploads(tx, { keys: claimed, accountId: account.id });
    if (!Object.keys(values).length) return account;
    return (await accountRepository.update(tx, account.id, values)) ?? account;
  });
  await releaseUploads(
    db,
    storage,
    [...replaced, ...deletable].filter((key) => !inUse.has(key)),
    log,
  );

  return isMain
    ? presentProfile(updated, { permissions: session.permissions, subAccount: null })
    : presentPublicProfile(updated);
}

/** The accounts holding any of these usernames (exact, as stored). */
export const accountsByUsernames = (db: Database, usernames: string[]) =>
  accountRepository.findByUsernames(db, usernames);

/** Writes these fields of the account as given (the caller checked them); the row after. */
export const updateAccountFields = (db: Database, id: string, values: Partial<NewAccount>) =>
  accountRepository.update(db, id, values);
