import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { IdeaSort, IdeaStatus, type IdeaListQuery } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { accounts, ideaAttachments, ideas, ideaSearchText } from '../../db/schema/index';

/**
 * Bayesian average: each idea's mean is pulled towards a prior of PRIOR_MEAN with the weight of
 * PRIOR_WEIGHT reviews, so one 5-star review does not outrank fifty reviews averaging 4.8.
 */
const PRIOR_MEAN = 3.5;
const PRIOR_WEIGHT = 5;
export const bayesianRating = sql<number>`(${sql.raw(String(PRIOR_MEAN * PRIOR_WEIGHT))} + ${ideas.ratingSum}) / (${sql.raw(String(PRIOR_WEIGHT))} + ${ideas.reviewCount})::float8`;

/** Ideas anyone may see: active, not hidden, owner not deactivated. */
const publiclyVisible = and(
  eq(ideas.status, IdeaStatus.Active),
  eq(ideas.isHidden, false),
  eq(accounts.isDeactivated, false),
);

const cardColumns = {
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
  ownerId: accounts.id,
  ownerUsername: accounts.username,
  ownerFirstName: accounts.firstName,
  ownerMiddleName: accounts.middleName,
  ownerLastName: accounts.lastName,
  ownerProfileImage: accounts.profileImage,
  coverKey: sql<
    string | null
  >`(select ${ideaAttachments.key} from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideas.id} order by ${ideaAttachments.sortOrder} asc limit 1)`,
};
const listCards = (db: Database, where: SQL | undefined, orderBy: SQL[], limit: number) =>
  db
    .select(cardColumns)
    .from(ideas)
    .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
    .where(and(publiclyVisible, where))
    .orderBy(...orderBy)
    .limit(limit);
export type IdeaCardRow = Awaited<ReturnType<typeof listCards>>[number];

/** Thai time: a posting day runs from 00:00 to 24:00 at UTC+7. */
const THAI_OFFSET = '+07:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${THAI_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const LIST_ORDER: Record<IdeaSort, SQL[]> = {
  [IdeaSort.LatestPost]: [desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostComment]: [desc(ideas.commentCount), desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostView]: [desc(ideas.viewCount), desc(ideas.postDate), desc(ideas.id)],
};

const listFilter = (query: IdeaListQuery): SQL | undefined =>
  and(
    query.q ? ilike(ideaSearchText(ideas), `%${escapeLike(query.q)}%`) : undefined,
    query.categoryId && query.categoryId !== 'all' ? eq(ideas.categoryId, query.categoryId) : undefined,
    query.rating ? gte(ideas.ratingAvg, query.rating) : undefined,
    query.postStartDate ? gte(ideas.postDate, dayStart(query.postStartDate)) : undefined,
    query.postEndDate ? lt(ideas.postDate, nextDayStart(query.postEndDate)) : undefined,
  );

/** One page of the public list and the total count under the same filter. */
async function listPublic(db: Database, query: IdeaListQuery) {
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(and(publiclyVisible, where))
      .orderBy(...LIST_ORDER[query.sortBy])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(and(publiclyVisible, where)),
  ]);
  return { rows, totalItems: total?.n ?? 0 };
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

  listPublic,
};
