import { AccountRole, DELETED_USERNAME_PREFIX, type DeleteAccountBody } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit/audit.service';
import type { GoogleVerifier } from '../auth/google.service';
import { readEncryptedPassword } from '../auth/password-transport.service';
import type { StorageDriver } from '../storage/storage.driver';
import { deleteStoredFiles, type StoredKey, type WarnLogger } from '../storage/storage.service';
import { accountCenterRepository as repo } from './account-center.repository';

/** The username a deleted account keeps: longer than any registrable username, so never taken by a person. */
export const deletedUsername = (accountId: string) => `${DELETED_USERNAME_PREFIX}${accountId.replace(/-/g, '')}`;

/**
 * Erases an account at its owner's request, confirmed by the password (or, for a Google-only
 * account, a fresh Google credential of the same Google identity). Content, links, sub-accounts,
 * files with every resized copy, and the address in sent mail and audit entries go; comments
 * others replied to stay as blank placeholders; the row stays blank so the other side of a chat
 * keeps its messages. The caller then ends the sessions (after the commit).
 * The last active SuperAdmin cannot leave (409).
 */
export async function deleteOwnAccount(
  db: Database,
  {
    accountId,
    body,
    verifyGoogle,
    driver,
    log,
  }: {
    accountId: string;
    body: DeleteAccountBody;
    verifyGoogle: GoogleVerifier | null;
    driver: StorageDriver;
    log?: WarnLogger;
  },
  now = new Date(),
): Promise<void> {
  const account = await repo.findSecurity(db, accountId);
  if (!account || account.deletedAt) throw new AppError('NOT_FOUND');

  if (account.passwordHash) {
    if (!body.password) throw new AppError('CURRENT_PASSWORD_WRONG');
    const password = await readEncryptedPassword(db, body.password, now);
    if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('CURRENT_PASSWORD_WRONG');
  } else {
    if (!body.credential || !verifyGoogle || !account.googleSub) throw new AppError('CURRENT_PASSWORD_WRONG');
    const claims = await verifyGoogle(body.credential);
    if (claims.sub !== account.googleSub) throw new AppError('CURRENT_PASSWORD_WRONG');
  }

  if (account.role === AccountRole.SuperAdmin && (await repo.otherSuperAdminCount(db, accountId)) === 0) {
    throw new AppError('LAST_SUPER_ADMIN_DELETION');
  }

  const ids = [accountId, ...(await repo.subAccountIdsOf(db, accountId))];
  const files = await storedFilesOf(db, ids);
  const addresses = await repo.mailAddressesOf(db, ids);
  await db.transaction(async (tx) => {
    // Before their comments go: the audit entries about those comments are found through them.
    await repo.scrubAuditOf(tx, ids, addresses);
    await repo.eraseContentOf(tx, ids);
    await repo.clearChatImagesOf(tx, ids);
    await repo.scrubMailTo(tx, addresses);
    for (const id of ids) await repo.anonymize(tx, id, deletedUsername(id), now);
    // The entry names only the (now blank) account id: no name, email or content.
    await recordAudit(tx, {
      actorAccountId: accountId,
      action: 'account.selfDelete',
      targetType: 'account',
      targetId: accountId,
    });
  });
  await deleteStoredFiles(driver, files, log);
}

/**
 * Every stored file of the people in `ids`: their uploads (public and private), and images their
 * profiles and ideas show that have no upload row (demo data), but never a file someone else uploaded.
 */
async function storedFilesOf(db: Database, ids: string[]): Promise<StoredKey[]> {
  const uploads = await repo.uploadsOf(db, ids);
  const shown = [...new Set(await repo.imageKeysOf(db, ids))];
  const owned = new Map((await repo.uploadOwnersOf(db, shown)).map((row) => [row.key, row.ownerAccountId]));
  const withoutRow = shown.filter((key) => !owned.has(key));
  return [...uploads, ...withoutRow.map((key) => ({ key, acl: 'public' as const }))];
}
