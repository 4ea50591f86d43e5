import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { IdeaSort, type IdeaListQuery } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { cappedCountQuery, containsPattern, countCapOf, matchingRows } from '../../db/list-queries';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql } from '../partners/block.repository';
import { publiclyVisibleSql, signedInVisibleSql } from './idea.policy';
import { parseQuery, toTsQuery, vocabularyFormsOf } from '../search/search-query';
import { accounts, ideaAttachments, ideas, ideaSearchText } from '../../db/schema/index';

/*
 * SQL of idea lists: the card's columns, filters, sort orders, and the public list's page and capped
 * count (`GET /api/idea`, also EXPLAINed by bench/explain-idea-list.ts).
 */

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
export const listCards = (db: Database, where: SQL | undefined, orderBy: SQL[], limit: number) =>
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

const LIST_ORDER: Record<Exclude<IdeaSort, typeof IdeaSort.Relevance>, SQL[]> = {
  [IdeaSort.LatestPost]: [desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostComment]: [desc(ideas.commentCount), desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostView]: [desc(ideas.viewCount), desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.TopRating]: [desc(ideas.ratingAvg), desc(ideas.reviewCount), desc(ideas.postDate), desc(ideas.id)],
};

/** The order a list query asks for: its sortBy, else best match for a text search, else latest. */
export const sortOf = (query: Pick<IdeaListQuery, 'q' | 'sortBy'>): IdeaSort =>
  query.sortBy ?? (query.q ? IdeaSort.Relevance : IdeaSort.LatestPost);

/**
 * Best match first: words of the title over the category over the description (ts_rank weights),
 * a whole word over a substring only (a substring of the title still counts a little), then rating
 * and freshness.
 */
function relevanceOrder(q: string): SQL[] {
  const tsquery = toTsQuery(parseQuery(q));
  const wordRank = tsquery
    ? sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', coalesce(${ideas.searchVector}, ''::tsvector), to_tsquery('simple', ${tsquery}))`
    : sql`0`;
  const titleBonus = sql`(case when ${ideas.name} ilike ${containsPattern(q)} then 0.01 else 0 end)`;
  return [sql`(${wordRank} + ${titleBonus}) desc`, desc(ideas.ratingAvg), desc(ideas.postDate), desc(ideas.id)];
}

const orderOf = (query: IdeaListQuery): SQL[] => {
  const sort = sortOf(query);
  return sort === IdeaSort.Relevance ? relevanceOrder(query.q ?? '') : LIST_ORDER[sort];
};

/**
 * Ideas matching a text search: its words (Thai segmented, each with its vocabulary forms) in the
 * full-text vector, or the text itself inside the name or description (pg_trgm), so a piece of a
 * word still finds. Each side has its GIN index.
 */
export function ideaTextMatch(q: string): SQL {
  const tsquery = toTsQuery(parseQuery(q));
  // Thai forms of a one-word query are also looked for as substrings: ICU may split a
  // transliteration ("เดลิเวอรี่") differently inside a longer text than alone.
  const thaiForms = vocabularyFormsOf(q).filter((form) => /[\u0E00-\u0E7F]/.test(form));
  const substring = or(...[q, ...thaiForms].map((form) => ilike(ideaSearchText(ideas), containsPattern(form))))!;
  return tsquery ? sql`(${ideas.searchVector} @@ to_tsquery('simple', ${tsquery}) or ${substring})` : substring;
}

const listFilter = (query: IdeaListQuery): SQL | undefined =>
  and(
    query.q ? ideaTextMatch(query.q) : undefined,
    query.categoryId && query.categoryId !== 'all' ? eq(ideas.categoryId, query.categoryId) : undefined,
    query.rating ? gte(ideas.ratingAvg, query.rating) : undefined,
    query.postStartDate ? gte(ideas.postDate, dayStart(query.postStartDate)) : undefined,
    query.postEndDate ? lt(ideas.postDate, nextDayStart(query.postEndDate)) : undefined,
  );

/**
 * Search as you type (`isAutocomplete`) ranks best match among a text search's newest 200 matches
 * instead of its newest SEARCH_COUNT_CAP (1,000): the pool is found by walking the latest-first
 * index until it holds that many matches, so for a common word it reads a fifth of the rows. With
 * 200 matches or fewer the suggestions are in the full best-match order; with more, they are the
 * best of the newest 200.
 */
export const AUTOCOMPLETE_POOL = 200;

/** How many of a text search's newest matches best match ranks. */
const candidatePoolOf = (query: IdeaListQuery): number =>
  query.isAutocomplete ? AUTOCOMPLETE_POOL : countCapOf(Boolean(query.q));

/**
 * The two queries behind `GET /api/idea`, unexecuted: one page of cards and the capped count (an
 * autocomplete request sends only the page). Also what bench/explain-idea-list.ts and
 * bench/explain-autocomplete.ts EXPLAIN, so the reports show the plans of the real SQL.
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
  const sort = sortOf(query);
  const order = orderOf(query);
  // A text search by best match ranks its newest `cap` matches only (latest first, ending in the
  // unique id, so the same ones every time): no index gives ts_rank order, and ranking every match
  // of a common word ("coffee" in 1 idea of 4) ranked 250,000 rows at a million ideas. The count
  // stops at the same cap ("more than 1,000") and the list's pages with it, so every page the list
  // offers comes from the ranked matches; an older match past them is not shown in this order.
  // Autocomplete ranks a smaller pool (AUTOCOMPLETE_POOL) and is not counted.
  const pool = candidatePoolOf(query);
  const candidates =
    sort === IdeaSort.Relevance && query.q
      ? inArray(
          ideas.id,
          db
            .select({ id: ideas.id })
            .from(ideas)
            .where(where)
            .orderBy(...LIST_ORDER[IdeaSort.LatestPost])
            .limit(pool),
        )
      : where;
  // The page's ids first, then their cards: without a text search, finding the ids reads only the
  // list index (its trailing columns carry every filter), not an idea row per skipped candidate.
  const pageIds = db
    .select({ id: ideas.id })
    .from(ideas)
    .where(candidates)
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
 * One page of the public list; `countPublic` gives the number of matches up to the cap + 1, the
 * page's total for `cappedTotal`.
 */
export async function listPublicPage(db: Database, query: IdeaListQuery, viewerId: string | null = null) {
  return publicListQueries(db, query, viewerId).page;
}

export async function countPublic(db: Database, query: IdeaListQuery, viewerId: string | null = null) {
  const [row] = await publicListQueries(db, query, viewerId).count;
  return row?.n ?? 0;
}
