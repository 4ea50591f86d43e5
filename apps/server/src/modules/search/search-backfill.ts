import type { Database } from '../../db/client';
import { searchRepository } from './search.repository';

const BATCH = 500;

/**
 * Fills in the search words of ideas that have none, batch by batch, each batch in one
 * transaction, until done or `isStopping()`. Runs in the background after every start (boot.ts):
 * PostgreSQL cannot segment Thai, so a migration that empties the column cannot fill it; on later
 * starts it finds nothing and costs one index lookup. Returns how many ideas it filled in.
 */
export async function backfillIdeaSearch(db: Database, isStopping: () => boolean = () => false): Promise<number> {
  let filled = 0;
  while (!isStopping()) {
    const rows = await searchRepository.ideasWithoutVector(db, BATCH);
    if (!rows.length) return filled;
    await db.transaction(async (tx) => {
      for (const row of rows) await searchRepository.setVector(tx, row);
    });
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
  return filled;
}
