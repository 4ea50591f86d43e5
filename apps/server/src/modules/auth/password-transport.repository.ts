import { lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordNonces } from '../../db/schema/index';

/** SQL for the password transport's replay guard: one function per query (its key pair: modules/keys). */
export const passwordTransportRepository = {
  /** Records a ciphertext hash; false when it was already there (a replay). */
  insertNonce: async (db: Database, ciphertextHash: string, expiresAt: Date): Promise<boolean> => {
    const rows = await db
      .insert(passwordNonces)
      .values({ ciphertextHash, expiresAt })
      .onConflictDoNothing({ target: passwordNonces.ciphertextHash })
      .returning({ ciphertextHash: passwordNonces.ciphertextHash });
    return rows.length === 1;
  },

  deleteExpiredNonces: async (db: Database, now: Date) => {
    await db.delete(passwordNonces).where(lte(passwordNonces.expiresAt, now));
  },
};
