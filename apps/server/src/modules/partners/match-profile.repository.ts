import { eq, inArray } from 'drizzle-orm';
import { EMPTY_LOOKING_FOR, type LookingForInput } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { accounts, matchProfiles } from '../../db/schema/index';

/** What a matching profile is read from: the account's skill and industry columns, and its own row. */
const profileColumns = {
  accountId: accounts.id,
  skillsOffered: accounts.skillsOffered,
  skillsSought: accounts.skillsSought,
  interestedCategories: accounts.interestedCategories,
  // drizzle reads a left-joined object as missing when its first column is null: `bring` is never null.
  profile: {
    bring: matchProfiles.bring,
    intent: matchProfiles.intent,
    ticketMinThb: matchProfiles.ticketMinThb,
    ticketMaxThb: matchProfiles.ticketMaxThb,
    roles: matchProfiles.roles,
    hoursPerWeek: matchProfiles.hoursPerWeek,
    stage: matchProfiles.stage,
    province: matchProfiles.province,
    remote: matchProfiles.remote,
    languages: matchProfiles.languages,
    lookingFor: matchProfiles.lookingFor,
  },
};

const selectProfiles = (db: Database) =>
  db.select(profileColumns).from(accounts).leftJoin(matchProfiles, eq(matchProfiles.accountId, accounts.id));
export type MatchProfileSource = Awaited<ReturnType<typeof selectProfiles>>[number];

export type MatchProfileWrite = {
  intent?: string | null;
  ticketThb?: { min: number | null; max: number | null } | null;
  skills: string[];
  bring: string;
  roles: string[];
  hoursPerWeek: number | null;
  stage: string | null;
  province: string | null;
  remote: boolean;
  languages: string[];
  lookingFor: LookingForInput;
};

/** SQL for matching profiles; one method per query. */
export const matchProfileRepository = {
  find: async (db: Database, accountId: string): Promise<MatchProfileSource | undefined> => {
    const [row] = await selectProfiles(db).where(eq(accounts.id, accountId));
    return row;
  },

  /** The profiles of many accounts at once (suggestion candidates). */
  findMany: (db: Database, accountIds: string[]): Promise<MatchProfileSource[]> =>
    accountIds.length ? selectProfiles(db).where(inArray(accounts.id, accountIds)) : Promise.resolve([]),

  /** Writes the whole profile: the skill and industry lists on the account, the rest in its row. */
  save: (db: Database, accountId: string, profile: MatchProfileWrite) =>
    db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({
          skillsOffered: profile.skills,
          skillsSought: profile.lookingFor.skills.values,
          interestedCategories: profile.lookingFor.industries.values,
        })
        .where(eq(accounts.id, accountId));
      const { skills: _skills, ticketThb, intent = null, ...rest } = profile;
      const own = {
        ...rest,
        intent,
        ticketMinThb: ticketThb?.min ?? null,
        ticketMaxThb: ticketThb?.max ?? null,
        lookingFor: { intents: EMPTY_LOOKING_FOR.intents, ...rest.lookingFor },
      };
      await tx
        .insert(matchProfiles)
        .values({ accountId, ...own })
        .onConflictDoUpdate({ target: matchProfiles.accountId, set: { ...own, updatedAt: new Date() } });
    }),

  /** Account deletion: the matching profile goes with the account's other data. */
  deleteFor: (db: Database, accountIds: string[]) =>
    db.delete(matchProfiles).where(inArray(matchProfiles.accountId, accountIds)),
};
