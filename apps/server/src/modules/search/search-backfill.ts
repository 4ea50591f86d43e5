import type { Database } from '../../db/client';
import { searchRepository } from './search.repository';

const BATCH = 500;

/**
 * Fills in the search words of ideas that have none, batch by batch, each batch in one
 * transaction. Runs at every start after the migrations: PostgreSQL cannot segment Thai, so the
 * migration that added the column could not fill it; on later starts it finds nothing and costs one
 * index lookup. Returns how many ideas it filled in.
 */
export async function backfillIdeaSearch(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await searchRepository.ideasWithoutVector(db, BATCH);
    if (!rows.length) return filled;
    await db.transaction(async (tx) => {
      for (const row of rows) await searchRepository.setVector(tx, row);
    });
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
}
