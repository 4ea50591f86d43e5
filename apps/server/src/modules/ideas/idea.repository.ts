import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { IdeaSort, IdeaStatus, type IdeaListQuery, type PageQuery } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import {
  cappedCountQuery,
  cappedTotal,
  containsPattern,
  countCapOf,
  LIST_COUNT_CAP,
  matchingRows,
} from '../../db/list-queries';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql } from '../partners/block.repository';
import {
  ideaPolicy,
  ideaVisibilityColumns,
  publiclyVisibleSql,
  signedInVisibleSql,
  type IdeaVisibility,
} from './idea.policy';
import { accounts, ideaAchievements, ideaAttachments, ideas, ideaSearchText, ideaViews } from '../../db/schema/index';

/**
 * Bayesian average: each idea's mean is pulled towards a prior of PRIOR_MEAN with the weight of
 * PRIOR_WEIGHT reviews, so one 5-star review does not outrank fifty reviews averaging 4.8.
 */
const PRIOR_MEAN = 3.5;
const PRIOR_WEIGHT = 5;
export const bayesianRating = sql<number>`(${sql.raw(String(PRIOR_MEAN * PRIOR_WEIGHT))} + ${ideas.ratingSum}) / (${sql.raw(String(PRIOR_WEIGHT))} + ${ideas.reviewCount})::float8`;

export const cardColumns = {
  id: ideas.id,
  name: ideas.name,
  description: ideas.description,
  categoryId: ideas.categoryId,
  ratingAvg: ideas.ratingAvg,
  reviewCount: ideas.reviewCount,
  commentCount: ideas.commentCount,
  viewCount: ideas.viewCount,
  postDate: ideas.postDate,
  isAdminSuggest: ideas.isAdminSuggest,
  visibility: ideas.visibility,
  owner: personColumns(accounts),
  coverKey: sql<
    string | null
  >`(select ${ideaAttachments.key} from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideas.id} order by ${ideaAttachments.sortOrder} asc limit 1)`,
};
const listCards = (db: Database, where: SQL | undefined, orderBy: SQL[], limit: number) =>
  db
    .select(cardColumns)
    .from(ideas)
    .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
    .where(and(publiclyVisibleSql, where))
    .orderBy(...orderBy)
    .limit(limit);
export type IdeaCardRow = Awaited<ReturnType<typeof listCards>>[number];

/** Thai time: a posting day runs from 00:00 to 24:00 at UTC+7. */
const THAI_OFFSET = '+07:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${THAI_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const LIST_ORDER: Record<IdeaSort, SQL[]> = {
  [IdeaSort.LatestPost]: [desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostComment]: [desc(ideas.commentCount), desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostView]: [desc(ideas.viewCount), desc(ideas.postDate), desc(ideas.id)],
};

const listFilter = (query: IdeaListQuery): SQL | undefined =>
  and(
    query.q ? ilike(ideaSearchText(ideas), containsPattern(query.q)) : undefined,
    query.categoryId && query.categoryId !== 'all' ? eq(ideas.categoryId, query.categoryId) : undefined,
    query.rating ? gte(ideas.ratingAvg, query.rating) : undefined,
    query.postStartDate ? gte(ideas.postDate, dayStart(query.postStartDate)) : undefined,
    query.postEndDate ? lt(ideas.postDate, nextDayStart(query.postEndDate)) : undefined,
  );

/**
 * The two queries behind `GET /api/idea`, unexecuted: one page of cards and the capped count. Also
 * what bench/explain-idea-list.ts EXPLAINs, so the report shows the plans of the real SQL.
 */
export function publicListQueries(db: Database, query: IdeaListQuery, viewerId: string | null = null) {
  const where = and(
    // A signed-in viewer also sees members-only ideas (docs/idea-protection.md).
    viewerId ? signedInVisibleSql : publiclyVisibleSql,
    listFilter(query),
    // A viewer stops seeing the ideas of people they blocked.
    viewerId ? sql`not ${blockedByViewerSql(viewerId, ideas.ownerAccountId)}` : undefined,
  );
  const cap = countCapOf(Boolean(query.q));
  const order = LIST_ORDER[query.sortBy];
  // The page's ids first, then their cards: without a text search, finding the ids reads only the
  // list index (its trailing columns carry every filter), not an idea row per skipped candidate.
  const pageIds = db
    .select({ id: ideas.id })
    .from(ideas)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const page = db
    .select(cardColumns)
    .from(ideas)
    .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
    .where(inArray(ideas.id, pageIds))
    .orderBy(...order);
  return { page, count: cappedCountQuery(db, matchingRows(db, ideas, where), cap), cap };
}

/**
 * One page of the public list, and the number of matches up to the cap + 1 (`countMatches`), the
 * page's total for `cappedTotal`.
 */
async function listPublicPage(db: Database, query: IdeaListQuery, viewerId: string | null = null) {
  return publicListQueries(db, query, viewerId).page;
}

async function countPublic(db: Database, query: IdeaListQuery, viewerId: string | null = null) {
  const [row] = await publicListQueries(db, query, viewerId).count;
  return row?.n ?? 0;
}

/** SQL for ideas: one function per query. */
export const ideaRepository = {
  /** Sponsored ideas whose sponsorship has not ended, hottest first. */
  listTrendingSponsored: (db: Database, now: Date, limit: number) =>
    listCards(
      db,
      and(eq(ideas.isSponsored, true), or(isNull(ideas.sponsoredUntil), gt(ideas.sponsoredUntil, now))),
      [desc(ideas.trendingScore), desc(ideas.postDate)],
      limit,
    ),

  /** Reviewed ideas by Bayesian average. */
  listTopRating: (db: Database, limit: number) =>
    listCards(db, gt(ideas.reviewCount, 0), [desc(bayesianRating), desc(ideas.reviewCount), asc(ideas.name)], limit),

  listPublicPage,
  countPublic,
  /** The capped total of the public list for a count from `countPublic`. */
  publicTotal: (n: number, query: IdeaListQuery) => cappedTotal(n, countCapOf(Boolean(query.q))),

  /**
   * One page of an account's cards: for the owner with their hidden ideas, for a signed-in person
   * with members-only ones, for a visitor the public ones.
   */
  listByOwner: async (db: Database, ownerId: string, page: PageQuery, scope: 'owner' | 'signedIn' | 'visitor') => {
    const visible =
      scope === 'owner'
        ? ideaPolicy.visibleToSql(ownerId)
        : scope === 'signedIn'
          ? signedInVisibleSql
          : publiclyVisibleSql;
    const where = and(eq(ideas.ownerAccountId, ownerId), visible);
    const [rows, total] = await Promise.all([
      db
        .select({ ...cardColumns, isHidden: ideas.isHidden })
        .from(ideas)
        .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
        .where(where)
        .orderBy(desc(ideas.postDate), desc(ideas.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      cappedCountQuery(db, matchingRows(db, ideas, where), LIST_COUNT_CAP),
    ]);
    return { rows, ...cappedTotal(total[0]?.n ?? 0, LIST_COUNT_CAP) };
  },

  /** An idea that is not deleted, with its owner's public fields; visibility is the caller's call. */
  findWithOwner: async (db: Database, id: string) => {
    const [row] = await db
      .select({
        idea: ideas,
        owner: { ...personColumns(accounts), miniBio: accounts.miniBio, isDeactivated: accounts.isDeactivated },
      })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(and(eq(ideas.id, id), ne(ideas.status, IdeaStatus.Deleted)))
      .limit(1);
    return row ?? null;
  },

  /** The idea with what decides who may see it (`ideaPolicy.isVisibleTo`). */
  findVisibility: async (db: Database, id: string): Promise<IdeaVisibility | undefined> => {
    const [row] = await db
      .select(ideaVisibilityColumns)
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(eq(ideas.id, id));
    return row;
  },

  /** The owner of an idea that is not deleted; null when there is none. */
  findOwnerId: async (db: Database, id: string): Promise<string | null> => {
    const [row] = await db
      .select({ ownerAccountId: ideas.ownerAccountId })
      .from(ideas)
      .where(and(eq(ideas.id, id), ne(ideas.status, IdeaStatus.Deleted)))
      .limit(1);
    return row?.ownerAccountId ?? null;
  },

  listAttachments: (db: Database, ideaId: string) =>
    db
      .select({ id: ideaAttachments.id, key: ideaAttachments.key })
      .from(ideaAttachments)
      .where(eq(ideaAttachments.ideaId, ideaId))
      .orderBy(asc(ideaAttachments.sortOrder), asc(ideaAttachments.id)),

  listAchievements: async (db: Database, ideaId: string): Promise<string[]> => {
    const rows = await db
      .select({ name: ideaAchievements.name })
      .from(ideaAchievements)
      .where(eq(ideaAchievements.ideaId, ideaId))
      .orderBy(asc(ideaAchievements.sortOrder), asc(ideaAchievements.id));
    return rows.map((row) => row.name);
  },

  /** Name, description and first image of a publicly visible idea (Open Graph tags); null otherwise. */
  findPublicPreview: async (db: Database, id: string) => {
    const [row] = await db
      .select({
        id: ideas.id,
        name: ideas.name,
        description: ideas.description,
        coverKey: cardColumns.coverKey,
      })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(and(eq(ideas.id, id), publiclyVisibleSql))
      .limit(1);
    return row ?? null;
  },

  /**
   * Records one view per viewer per idea per day and bumps the counter only when the row is new
   * (run inside a transaction); true when it counted.
   */
  recordView: async (tx: Database, view: { ideaId: string; viewerKey: string; viewDate: string }) => {
    const inserted = await tx
      .insert(ideaViews)
      .values(view)
      .onConflictDoNothing()
      .returning({ ideaId: ideaViews.ideaId });
    if (!inserted.length) return false;
    await tx
      .update(ideas)
      .set({ viewCount: sql`${ideas.viewCount} + 1`, updatedAt: sql`${ideas.updatedAt}` })
      .where(eq(ideas.id, view.ideaId));
    return true;
  },
};
