import type { LookingFor } from '@ideamatch/shared';
import { bigint, boolean, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { updatedAtColumn } from './columns';

/**
 * The matching profile of an account (a persona has its own, as it has its own bio and skills).
 * My skills, the skills I look for and the industries I look for stay on `accounts`
 * (`skills_offered`, `skills_sought`, `interested_categories`, shown on the public profile); the
 * rest of what partner suggestions compare lives here.
 */
export const matchProfiles = pgTable('match_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Why I am here: `MATCH_INTENTS` (haveIdea, joinIdea, invest, advise); null until chosen. */
  intent: text('intent'),
  /** An investor's ticket per venture, whole baht; either end may be open. */
  ticketMinThb: bigint('ticket_min_thb', { mode: 'number' }),
  ticketMaxThb: bigint('ticket_max_thb', { mode: 'number' }),
  /** What I bring, in a sentence. */
  bring: text('bring').notNull().default(''),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  hoursPerWeek: smallint('hours_per_week'),
  stage: text('stage'),
  /** A province code (`THAI_PROVINCES`). */
  province: text('province'),
  remote: boolean('remote').notNull().default(false),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  /** Each "looking for" criterion with its importance; the skills' and industries' values live on `accounts`. */
  lookingFor: jsonb('looking_for').$type<LookingFor>().notNull(),
  updatedAt: updatedAtColumn(),
});

export type MatchProfileRow = typeof matchProfiles.$inferSelect;
