import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/index';

export const accountRepository = {
  findById: async (db: Database, id: string) => {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row;
  },
};
