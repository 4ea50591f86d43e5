import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ideaAttachments } from '../../db/schema/index';

/** A time parameter; ISO text cast in SQL reads the same on PGlite and node-postgres. */
export const ts = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** SQL: the key of the idea's first image (its cover). */
export const firstImageKey = (ideaId: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${ideaAttachments.key} from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideaId} order by ${ideaAttachments.sortOrder} asc limit 1)`;
