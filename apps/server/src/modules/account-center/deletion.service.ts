import { AccountRole, DELETED_USERNAME_PREFIX, type DeleteAccountBody } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { ClientInfo } from '../auth/client-info';
import type { StorageDriver } from '../storage/storage.driver';
import { deleteStoredFiles, type StoredKey, type WarnLogger } from '../storage/storage.service';
import { accountSecurityRepository } from './account-security.repository';
import { deletionRepository } from './deletion.repository';
import { confirmIdentity, type ReauthContext } from './reauth.service';
import { sendSecurityNotice } from './security-notice';
import { deletePushDevicesOf } from '../push/push.service';

/** The username a deleted account keeps: longer than any registrable username, so never taken by a person. */
export const deletedUsername = (accountId: string) => `${DELETED_USERNAME_PREFIX}${accountId.replace(/-/g, '')}`;

/**
 * Erases an account at its owner's request, with proof that it is you (the password; a code with
 * two-factor sign-in on; Google for an account without a password). Content, links, sub-accounts,
 * files with every resized copy, and the address in sent mail and audit entries go; comments others
 * replied to stay as blank placeholders; the row stays blank so the other side of a chat keeps its
 * messages. The owner is mailed at the address they had (that one mail keeps it until delivered).
 * The caller then ends the sessions (after the commit). The last active SuperAdmin cannot leave (409).
 */
export async function deleteOwnAccount(
  ctx: ReauthContext,
  {
    accountId,
    body,
    client,
    driver,
    log,
  }: { accountId: string; body: DeleteAccountBody; client: ClientInfo; driver: StorageDriver; log?: WarnLogger },
  now = new Date(),
): Promise<void> {
  const { db } = ctx;
  const current = await accountSecurityRepository.findSecurity(db, accountId);
  if (!current || current.deletedAt) throw new AppError('NOT_FOUND');
  const account = await confirmIdentity(ctx, { accountId, proof: body, client }, now);

  if (account.role === AccountRole.SuperAdmin && (await deletionRepository.otherSuperAdminCount(db, accountId)) === 0) {
    throw new AppError('LAST_SUPER_ADMIN_DELETION');
  }

  const ids = [accountId, ...(await deletionRepository.subAccountIdsOf(db, accountId))];
  const files = await storedFilesOf(db, ids);
  const addresses = await deletionRepository.mailAddressesOf(db, ids);
  await db.transaction(async (tx) => {
    // Before their comments go: the audit entries about those comments are found through them.
    await deletionRepository.scrubAuditOf(tx, ids, addresses);
    await deletionRepository.eraseContentOf(tx, ids);
    await deletionRepository.clearChatImagesOf(tx, ids);
    await deletionRepository.deleteChatReactionsOf(tx, ids);
    await deletionRepository.scrubMailTo(tx, addresses);
    for (const id of ids) await deletionRepository.anonymize(tx, id, deletedUsername(id), now);
    // The erased row stays (others' chats), so its devices are removed here, not by a cascade.
    await deletePushDevicesOf(tx, ids);
    // The entry names only the (now blank) account id: no name, email or content.
    await recordAudit(tx, {
      actorAccountId: accountId,
      action: 'account.selfDelete',
      targetType: 'account',
      targetId: accountId,
    });
  });
  await deleteStoredFiles(driver, files, log);
  await sendSecurityNotice(ctx, { account, change: 'account-deleted', client, at: now });
}

/**
 * Every stored file of the people in `ids`: their uploads (public and private), and images their
 * profiles and ideas show that have no upload row (demo data), but never a file someone else uploaded.
 */
async function storedFilesOf(db: Database, ids: string[]): Promise<StoredKey[]> {
  const uploads = await deletionRepository.uploadsOf(db, ids);
  const shown = [...new Set(await deletionRepository.imageKeysOf(db, ids))];
  const owned = new Map(
    (await deletionRepository.uploadOwnersOf(db, shown)).map((row) => [row.key, row.ownerAccountId]),
  );
  const withoutRow = shown.filter((key) => !owned.has(key));
  return [...uploads, ...withoutRow.map((key) => ({ key, acl: 'public' as const }))];
}
