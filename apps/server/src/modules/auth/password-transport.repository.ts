import type { JsonWebKey } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordNonces, serverKeys } from '../../db/schema/index';

/** SQL for the password transport key pair and the replay guard: one function per query. */
export const passwordTransportRepository = {
  findKey: async (db: Database, id: string) => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, id)).limit(1);
    return row;
  },

  /** Inserts the key pair unless another node already did; the caller reads back whichever won. */
  insertKeyIfAbsent: async (
    db: Database,
    values: { id: string; kid: string; publicJwk: JsonWebKey; privateJwk: JsonWebKey },
  ) => {
    await db.insert(serverKeys).values(values).onConflictDoNothing({ target: serverKeys.id });
  },

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
