import { AccountRole, DELETED_USERNAME_PREFIX, type DeleteAccountBody } from '@ideamatch/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { ClientInfo } from '../auth/client-info';
import type { StorageDriver } from '../storage/storage.driver';
import { accountCenterRepository as repo } from './account-center.repository';
import { confirmIdentity, type ReauthContext } from './reauth.service';
import { sendSecurityNotice } from './security-notice';

/** The username a deleted account keeps: longer than any registrable username, so never taken by a person. */
export const deletedUsername = (accountId: string) => `${DELETED_USERNAME_PREFIX}${accountId.replace(/-/g, '')}`;

/**
 * Erases an account at its owner's request, with proof that it is you (the password; a code with
 * two-factor sign-in on; Google for an account without a password). Content, links, sub-accounts,
 * sessions and files go; the row stays blank so the other side of a chat keeps its messages. The
 * owner is mailed at the address they had. The last active SuperAdmin cannot leave (409).
 */
export async function deleteOwnAccount(
  ctx: ReauthContext,
  {
    accountId,
    body,
    client,
    driver,
  }: { accountId: string; body: DeleteAccountBody; client: ClientInfo; driver: StorageDriver },
  now = new Date(),
): Promise<void> {
  const { db } = ctx;
  const current = await repo.findSecurity(db, accountId);
  if (!current || current.deletedAt) throw new AppError('NOT_FOUND');
  const account = await confirmIdentity(ctx, { accountId, proof: body, client }, now);

  if (account.role === AccountRole.SuperAdmin && (await repo.otherSuperAdminCount(db, accountId)) === 0) {
    throw new AppError('LAST_SUPER_ADMIN_DELETION');
  }

  const ids = [accountId, ...(await repo.subAccountIdsOf(db, accountId))];
  const files = await repo.uploadsOf(db, ids);
  await db.transaction(async (tx) => {
    await repo.eraseContentOf(tx, ids);
    await repo.clearChatImagesOf(tx, ids);
    for (const id of ids) await repo.anonymize(tx, id, deletedUsername(id), now);
    // The entry names only the (now blank) account id: no name, email or content.
    await recordAudit(tx, {
      actorAccountId: accountId,
      action: 'account.selfDelete',
      targetType: 'account',
      targetId: accountId,
    });
  });
  await Promise.all(files.map((file) => driver.delete(file.key, file.acl).catch(() => undefined)));
  await sendSecurityNotice(ctx, { account, change: 'account-deleted', client, at: now });
}
