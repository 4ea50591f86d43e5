import type { JsonWebKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverKeys } from '../../db/schema/index';

/** SQL for `server_keys`: the keys every node shares (link signing, proof signing, password transport). */
export const serverKeyRepository = {
  /** The key stored under `id`, if any. */
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
};
