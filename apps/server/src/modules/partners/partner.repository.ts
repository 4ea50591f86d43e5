import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AccountRole, PARTNER_LIMITS } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { containsPattern, countCapped, matchingRows, SEARCH_COUNT_CAP } from '../../db/list-queries';
import { spellingsOf, vocabularyFormsOf } from '../search/search-query';
import {
  accountBioSearchText,
  accountNameSearchText,
  accounts,
  partnerDismissals,
  partnerRequests,
  partnerships,
} from '../../db/schema/index';
import type { PartnerRequestStatus } from '../../db/schema/partners';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql, blockedEitherWaySql } from './block-sql';

type Page = { limit: number; offset: number };

/**
 * `accounts.id` spelled with its table: drizzle leaves columns unqualified in a one-table select list,
 * where a correlated subquery would then bind `"id"` to its own table.
 */
const accountIdRef = sql`"accounts"."id"`;

/** SQL: ids of the partners of `accountId` (one row per partner, whichever side of the pair). */
const partnerIdsOf = (accountId: SQL | string): SQL =>
  sql`select case when ${partnerships.accountLowId} = ${accountId} then ${partnerships.accountHighId} else ${partnerships.accountLowId} end from ${partnerships} where ${partnerships.accountLowId} = ${accountId} or ${partnerships.accountHighId} = ${accountId}`;

/** SQL: whether the viewer and the account in `accounts.id` are partners. */
const isPartnerSql = (viewerId: string): SQL =>
  sql<boolean>`exists (select 1 from ${partnerships} where ${partnerships.accountLowId} = least(${viewerId}::uuid, ${accountIdRef}) and ${partnerships.accountHighId} = greatest(${viewerId}::uuid, ${accountIdRef}))`;

const pendingRequestId = (requester: SQL | string, addressee: SQL | string): SQL<string | null> =>
  sql<
    string | null
  >`(select ${partnerRequests.id} from ${partnerRequests} where ${partnerRequests.requesterAccountId} = ${requester} and ${partnerRequests.addresseeAccountId} = ${addressee} and ${partnerRequests.status} = 'pending' limit 1)`;

const COOLDOWN = sql.raw(`interval '${PARTNER_LIMITS.declineCooldownDays} days'`);

/**
 * SQL: when `requester` may ask `addressee` again, while a decline of their request cools down
 * (PARTNER_LIMITS.declineCooldownDays after it); null when nothing holds them back.
 */
const requestAllowedAtSql = (requester: SQL | string, addressee: SQL | string): SQL<Date | null> =>
  sql<Date | null>`(select max(${partnerRequests.respondedAt}) + ${COOLDOWN} from ${partnerRequests} where ${partnerRequests.requesterAccountId} = ${requester} and ${partnerRequests.addresseeAccountId} = ${addressee} and ${partnerRequests.status} = 'declined' and ${partnerRequests.respondedAt} > now() - ${COOLDOWN})`;

/** The columns every partner-screen list selects: a person, their match fields and the viewer's relation. */
const partnerPersonColumns = (viewerId: string) => ({
  ...personColumns(accounts),
  miniBio: accounts.miniBio,
  skillsOffered: accounts.skillsOffered,
  skillsSought: accounts.skillsSought,
  interestedCategories: accounts.interestedCategories,
  timeCommitment: accounts.timeCommitment,
  location: accounts.location,
  isLookingForPartner: accounts.isLookingForPartner,
  lastActiveAt: accounts.lastActiveAt,
  ownerAccountId: accounts.ownerAccountId,
  isPartner: isPartnerSql(viewerId).mapWith(Boolean),
  outgoingRequestId: pendingRequestId(sql`${viewerId}::uuid`, accountIdRef),
  incomingRequestId: pendingRequestId(accountIdRef, sql`${viewerId}::uuid`),
  requestAllowedAt: requestAllowedAtSql(sql`${viewerId}::uuid`, accountIdRef).mapWith((value: unknown) =>
    value === null ? null : new Date(value as string | Date),
  ),
  isBlockedByMe: blockedByViewerSql(viewerId, accountIdRef).mapWith(Boolean),
  mutualPartnerCount:
    sql<number>`(select count(*) from (${partnerIdsOf(sql`${viewerId}::uuid`)}) as mine(id) where mine.id in (${partnerIdsOf(accountIdRef)}))`.mapWith(
      Number,
    ),
});

/** Accounts that may appear in partner lists at all: active, not deleted, main accounts. */
const listableAccount = (): SQL | undefined =>
  and(eq(accounts.isDeactivated, false), isNull(accounts.deletedAt), isNull(accounts.ownerAccountId));

/** People a member may find or be suggested as partners: listable members, never staff (they run the product). */
const findablePerson = (): SQL | undefined => and(listableAccount(), eq(accounts.role, AccountRole.User));

/** The pending request between two people, whichever way it goes. */
const pendingBetween = (a: string, b: string) =>
  and(
    eq(partnerRequests.status, 'pending'),
    or(
      and(eq(partnerRequests.requesterAccountId, a), eq(partnerRequests.addresseeAccountId, b)),
      and(eq(partnerRequests.requesterAccountId, b), eq(partnerRequests.addresseeAccountId, a)),
    ),
  );

const ordered = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

const selectPeople = (db: Database, viewerId: string) => db.select(partnerPersonColumns(viewerId)).from(accounts);
export type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

const isMyPartner = (viewerId: string): SQL => sql`${accountIdRef} in (${partnerIdsOf(sql`${viewerId}::uuid`)})`;

/**
 * Name, username or bio containing the text (pg_trgm indexes; works for Thai names inside
 * compounds, which have no spaces), the text normalised as every search is (`normalizeText`: one
 * spelling of SARA AM, no invisible characters, folded width and case); a bio also by the other
 * TH/EN forms of a vocabulary word ("coffee" finds "กาแฟ").
 */
const matchesText = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const spellings = spellingsOf(q);
  if (!spellings.length) return sql`false`;
  return or(
    ...spellings.map((form) => sql`${accountNameSearchText(accounts)} like ${containsPattern(form)}`),
    ...[...spellings, ...vocabularyFormsOf(q)].map(
      (form) => sql`${accountBioSearchText(accounts)} like ${containsPattern(form)}`,
    ),
  );
};

/** SQL for partner requests and partnerships; one method per query. */
export const partnerRepository = {
  /** The account a request or block is aimed at, with what decides whether it may be. */
  findAccount: async (db: Database, id: string) => {
    const [row] = await db
      .select({ id: accounts.id, isDeactivated: accounts.isDeactivated, ownerAccountId: accounts.ownerAccountId })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row;
  },

  /** The pending request between two people, whichever way it goes. */
  findPendingBetween: async (db: Database, a: string, b: string) => {
    const [row] = await db.select().from(partnerRequests).where(pendingBetween(a, b));
    return row;
  },

  /** When `requesterId` may ask `addresseeId` again after a decline; undefined when they may now. */
  requestAllowedAt: async (db: Database, requesterId: string, addresseeId: string): Promise<Date | undefined> => {
    const [row] = await db
      .select({ at: requestAllowedAtSql(sql`${requesterId}::uuid`, sql`${addresseeId}::uuid`) })
      .from(accounts)
      .where(eq(accounts.id, addresseeId));
    return row?.at ? new Date(row.at) : undefined;
  },

  findRequest: async (db: Database, id: string) => {
    const [row] = await db.select().from(partnerRequests).where(eq(partnerRequests.id, id));
    return row;
  },

  /**
   * Inserts a pending request; answers undefined when one between the pair is already pending (the
   * unique pending-pair index settles two simultaneous requests: the second waits, then gets nothing).
   */
  insertPending: async (db: Database, requesterAccountId: string, addresseeAccountId: string, note: string | null) => {
    const [row] = await db
      .insert(partnerRequests)
      .values({ requesterAccountId, addresseeAccountId, note })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  /** Moves a pending request to its outcome; undefined when it was no longer pending. */
  close: async (db: Database, id: string, status: Exclude<PartnerRequestStatus, 'pending'>) => {
    const [row] = await db
      .update(partnerRequests)
      .set({ status, respondedAt: new Date() })
      .where(and(eq(partnerRequests.id, id), eq(partnerRequests.status, 'pending')))
      .returning();
    return row;
  },

  /** Cancels whatever is pending between two people (blocking). */
  cancelPendingBetween: (db: Database, a: string, b: string) =>
    db.update(partnerRequests).set({ status: 'cancelled', respondedAt: new Date() }).where(pendingBetween(a, b)),

  /** Connects two people once, however often asked. */
  connect: (db: Database, a: string, b: string) => {
    const [accountLowId, accountHighId] = ordered(a, b);
    return db.insert(partnerships).values({ accountLowId, accountHighId }).onConflictDoNothing();
  },

  /** Disconnects two people; true when they were connected. */
  disconnect: async (db: Database, a: string, b: string): Promise<boolean> => {
    const [accountLowId, accountHighId] = ordered(a, b);
    const rows = await db
      .delete(partnerships)
      .where(and(eq(partnerships.accountLowId, accountLowId), eq(partnerships.accountHighId, accountHighId)))
      .returning({ low: partnerships.accountLowId });
    return rows.length > 0;
  },

  isPartner: async (db: Database, a: string, b: string): Promise<boolean> => {
    const [accountLowId, accountHighId] = ordered(a, b);
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(partnerships)
      .where(and(eq(partnerships.accountLowId, accountLowId), eq(partnerships.accountHighId, accountHighId)));
    return Boolean(row);
  },

  /** One person as the viewer sees them in partner lists. */
  findPerson: async (db: Database, viewerId: string, accountId: string): Promise<PersonRow | undefined> => {
    const [row] = await selectPeople(db, viewerId).where(eq(accounts.id, accountId));
    return row;
  },

  /** The viewer's partners, optionally filtered by text, most recently active first. */
  listPartners: async (db: Database, viewerId: string, q: string | undefined, page: Page) => {
    const where = and(listableAccount(), isMyPartner(viewerId), matchesText(q));
    const [rows, [total]] = await Promise.all([
      selectPeople(db, viewerId)
        .where(where)
        .orderBy(sql`${accounts.lastActiveAt} desc nulls last`, accounts.id)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ value: count() }).from(accounts).where(where),
    ]);
    return { rows, totalItems: total?.value ?? 0 };
  },

  /** Pending requests to (incoming) or from (outgoing) the viewer, newest first. */
  listRequests: async (db: Database, viewerId: string, direction: 'incoming' | 'outgoing', page: Page) => {
    const isIncoming = direction === 'incoming';
    const mine = isIncoming ? partnerRequests.addresseeAccountId : partnerRequests.requesterAccountId;
    const theirs = isIncoming ? partnerRequests.requesterAccountId : partnerRequests.addresseeAccountId;
    const where = and(eq(mine, viewerId), eq(partnerRequests.status, 'pending'), listableAccount());
    const [rows, [total]] = await Promise.all([
      db
        .select({
          request: { id: partnerRequests.id, note: partnerRequests.note, createdAt: partnerRequests.createdAt },
          person: partnerPersonColumns(viewerId),
        })
        .from(partnerRequests)
        .innerJoin(accounts, eq(accounts.id, theirs))
        .where(where)
        .orderBy(desc(partnerRequests.createdAt))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ value: count() }).from(partnerRequests).innerJoin(accounts, eq(accounts.id, theirs)).where(where),
    ]);
    return { rows, totalItems: total?.value ?? 0 };
  },

  /** People matching the text, never the viewer, staff, or anyone blocked either way. */
  search: async (db: Database, viewerId: string, q: string | undefined, page: Page) => {
    const where = and(
      findablePerson(),
      sql`${accountIdRef} <> ${viewerId}`,
      sql`not ${blockedEitherWaySql(viewerId, accountIdRef)}`,
      matchesText(q),
    );
    // A common word matched a quarter of 20,000 seeded people: the count stops at the search cap.
    const [rows, total] = await Promise.all([
      selectPeople(db, viewerId)
        .where(where)
        .orderBy(sql`${accounts.lastActiveAt} desc nulls last`, desc(accounts.createdAt))
        .limit(page.limit)
        .offset(page.offset),
      countCapped(db, matchingRows(db, accounts, where), SEARCH_COUNT_CAP),
    ]);
    return { rows, totalItems: total };
  },

  /**
   * Who may be suggested: a member (not staff) looking for a partner, not the viewer, not a
   * partner, no pending request either way, no request declined either way or cancelled by the
   * viewer (a "no" is not asked again), not blocked either way, not dismissed by the viewer
   * ("not interested") within the last DISMISS_DAYS; the most recently active `limit` of them,
   * ranked afterwards.
   */
  suggestionCandidates: (db: Database, viewerId: string, limit: number) =>
    selectPeople(db, viewerId)
      .where(
        and(
          findablePerson(),
          eq(accounts.isLookingForPartner, true),
          sql`${accountIdRef} <> ${viewerId}`,
          sql`not (${isMyPartner(viewerId)})`,
          sql`not exists (select 1 from ${partnerRequests} where ${partnerRequests.status} in ('pending', 'declined') and least(${partnerRequests.requesterAccountId}, ${partnerRequests.addresseeAccountId}) = least(${viewerId}::uuid, ${accountIdRef}) and greatest(${partnerRequests.requesterAccountId}, ${partnerRequests.addresseeAccountId}) = greatest(${viewerId}::uuid, ${accountIdRef}))`,
          sql`not exists (select 1 from ${partnerRequests} where ${partnerRequests.status} = 'cancelled' and ${partnerRequests.requesterAccountId} = ${viewerId} and ${partnerRequests.addresseeAccountId} = ${accountIdRef})`,
          sql`not ${blockedEitherWaySql(viewerId, accountIdRef)}`,
          sql`not exists (select 1 from ${partnerDismissals} where ${partnerDismissals.accountId} = ${viewerId} and ${partnerDismissals.dismissedAccountId} = ${accountIdRef} and ${partnerDismissals.until} > now())`,
        ),
      )
      .orderBy(sql`${accounts.lastActiveAt} desc nulls last`, desc(accounts.createdAt))
      .limit(limit),

  /** "Not interested": hides the person from the viewer's suggestions until `until` (a later click moves it). */
  dismiss: async (db: Database, accountId: string, dismissedAccountId: string, until: Date) => {
    await db
      .insert(partnerDismissals)
      .values({ accountId, dismissedAccountId, until })
      .onConflictDoUpdate({
        target: [partnerDismissals.accountId, partnerDismissals.dismissedAccountId],
        set: { until },
      });
  },

  /** Undoes "not interested". */
  undismiss: async (db: Database, accountId: string, dismissedAccountId: string) => {
    await db
      .delete(partnerDismissals)
      .where(
        and(eq(partnerDismissals.accountId, accountId), eq(partnerDismissals.dismissedAccountId, dismissedAccountId)),
      );
  },

  /** The categories and offered skills of the viewer's partners: what "like your partners" compares. */
  partnerTraits: (db: Database, viewerId: string) =>
    db
      .select({ interestedCategories: accounts.interestedCategories, skillsOffered: accounts.skillsOffered })
      .from(accounts)
      .where(isMyPartner(viewerId)),
};
