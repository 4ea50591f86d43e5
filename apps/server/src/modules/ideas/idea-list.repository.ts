// Longer than 400 lines: every statement the idea list sends (filters, sorts, the text search, its
// sample and count) in one place, so the indexes they rely on are read together.
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { IdeaSort, type IdeaListQuery } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { cappedCountQuery, containsPattern, countCapOf, matchingRows } from '../../db/list-queries';
import { blockedByViewerSql } from '../partners/block-sql';
import { cardColumns } from './idea-card';
import { publiclyVisibleSql, signedInVisibleSql } from './idea.policy';
import { ideaTsQueries, vocabularyFormsOf } from '../search/search-query';
import { accounts, ideas, ideaSearchText } from '../../db/schema/index';

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

/** An idea's search words, empty for a row written before they existed (the start fills them in). */
const searchVector = sql`coalesce(${ideas.searchVector}, ''::tsvector)`;
const tsMatch = (tsquery: string) => sql`(${searchVector} @@ to_tsquery('simple', ${tsquery}))`;
/** ts_rank weights of D (detail, places), C (category), B (description), A (name). */
const FIELD_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/**
 * Best match first (docs/search.md): ideas matching more of the query's words (each word by any of
 * its forms, in any field) first; among them, the whole query as typed (its words side by side, or
 * the text itself in the name or description) first; then words in the name over the description
 * over the category over the detail (ts_rank weights), a word of the title as a substring counting
 * a little; then rating and freshness. Counting words and ranking runs on the candidates only
 * (`publicListQueries`), never on every idea.
 */
function relevanceOrder(q: string): SQL[] {
  const queries = ideaTsQueries(q);
  const wordRank = queries
    ? sql`ts_rank(${FIELD_WEIGHTS}, ${searchVector}, to_tsquery('simple', ${queries.any}))`
    : sql`0`;
  const titleBonus = sql`(case when ${ideas.name} ilike ${containsPattern(q)} then 0.01 else 0 end)`;
  const order: SQL[] = [];
  if (queries?.phrase) {
    const wholeText = ilike(ideaSearchText(ideas), containsPattern(q));
    const matched = sql.join(
      queries.groups.map((group) => sql`${tsMatch(group)}::int`),
      sql` + `,
    );
    order.push(
      sql`(case when ${wholeText} then ${sql.raw(String(queries.groups.length))} else ${matched} end) desc`,
      sql`(${tsMatch(queries.phrase)} or ${wholeText}) desc`,
    );
  }
  return [
    ...order,
    sql`(${wordRank} + ${titleBonus}) desc`,
    desc(ideas.ratingAvg),
    desc(ideas.postDate),
    desc(ideas.id),
  ];
}

const orderOf = (query: IdeaListQuery): SQL[] => {
  const sort = sortOf(query);
  return sort === IdeaSort.Relevance ? relevanceOrder(query.q ?? '') : LIST_ORDER[sort];
};

/**
 * Ideas matching a text search: any of its words (Thai segmented, each with its vocabulary forms
 * and English stems) in the full-text vector, or the text itself inside the name or description
 * (pg_trgm), so a piece of a word still finds. Each side has its GIN index.
 */
export function ideaTextMatch(q: string): SQL {
  const queries = ideaTsQueries(q);
  // Thai forms of a one-word query are also looked for as substrings: ICU may split a
  // transliteration ("เดลิเวอรี่") differently inside a longer text than alone.
  const thaiForms = vocabularyFormsOf(q).filter((form) => /[\u0E00-\u0E7F]/.test(form));
  const substring = or(...[q, ...thaiForms].map((form) => ilike(ideaSearchText(ideas), containsPattern(form))))!;
  return queries ? sql`(${ideas.searchVector} @@ to_tsquery('simple', ${queries.any}) or ${substring})` : substring;
}

/**
 * Ideas matching every word of a several-word text search (null for one word): the newest of
 * these join the ranked candidates, so the best matches are ranked even when the newest matches
 * of any word are all partial ones.
 */
function ideaAllWordsMatch(q: string | undefined): SQL | null {
  const all = q ? ideaTsQueries(q)?.all : null;
  return all ? sql`${ideas.searchVector} @@ to_tsquery('simple', ${all})` : null;
}

/** The list's filters besides the text search. */
const listFilter = (query: IdeaListQuery): SQL | undefined =>
  and(
    query.categoryId && query.categoryId !== 'all' ? eq(ideas.categoryId, query.categoryId) : undefined,
    query.rating ? gte(ideas.ratingAvg, query.rating) : undefined,
    query.postStartDate ? gte(ideas.postDate, dayStart(query.postStartDate)) : undefined,
    query.postEndDate ? lt(ideas.postDate, nextDayStart(query.postEndDate)) : undefined,
  );

/**
 * Search as you type (`isAutocomplete`) ranks best match among a text search's newest 200 matches
 * instead of its newest SEARCH_COUNT_CAP (1,000). With 200 matches or fewer the suggestions are in
 * the full best-match order; with more, they are the best of the newest 200.
 */
export const AUTOCOMPLETE_POOL = 200;
/** About how many ideas a text search samples to tell how common its words are (`textSampleQuery`). */
const TEXT_SAMPLE_SIZE = 500;
/**
 * A word in fewer than this share of the sampled ideas is rare: its matches are read through the
 * text indexes (at most ~20,000 at a million ideas) instead of walking down a list index.
 */
const RARE_TEXT_SHARE = 0.02;

/** Visibility, the viewer's blocks and the filters of a list query, and its text match apart. */
function listConditions(query: IdeaListQuery, viewerId: string | null) {
  const base = and(
    // A signed-in viewer also sees members-only ideas (docs/idea-protection.md).
    viewerId ? signedInVisibleSql : publiclyVisibleSql,
    listFilter(query),
    // A viewer stops seeing the ideas of people they blocked.
    viewerId ? sql`not ${blockedByViewerSql(viewerId, ideas.ownerAccountId)}` : undefined,
  );
  return { base, match: query.q ? ideaTextMatch(query.q) : undefined };
}

/**
 * One page of cards among `candidates` (a condition on ideas) in the query's order: the page's ids
 * first, then their cards. Without a text search, finding the ids reads only the list index (its
 * trailing columns carry every filter), not an idea row per skipped candidate.
 */
function cardPage(db: Database, query: IdeaListQuery, candidates: SQL | undefined) {
  const order = orderOf(query);
  const pageIds = db
    .select({ id: ideas.id })
    .from(ideas)
    .where(candidates)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return db
    .select(cardColumns)
    .from(ideas)
    .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
    .where(inArray(ideas.id, pageIds))
    .orderBy(...order);
}

/**
 * The two queries behind `GET /api/idea`, unexecuted: one page of cards and the capped count. Also
 * what bench/explain-idea-list.ts EXPLAINs, so the report shows the plans of the real SQL.
 * `share` is a text search's sample (`textSampleQuery`): a word it finds rare has its matches read
 * through the text indexes once (`rareMatches`), instead of walking a list index for matches that
 * are not there (the whole table, 1.8 s at a million ideas, for a typo or a word nobody wrote).
 */
export function publicListQueries(
  db: Database,
  query: IdeaListQuery,
  viewerId: string | null = null,
  share?: TextSample,
) {
  const { base, match } = listConditions(query, viewerId);
  const where = and(base, match);
  const cap = countCapOf(Boolean(query.q));
  // With several words, the newest ideas matching all of them are ranked too (`ideaAllWordsMatch`).
  // One `id in (… union …)`, not two `in`s joined by `or`: the planner reads an `or` of two subqueries
  // as a filter on every idea (a whole-table scan, 0.7-1 s at a million ideas for "ไฮโดร", two words).
  const allWords = ideaAllWordsMatch(query.q);
  const withAllWords = (newest: SQL): SQL => {
    if (!allWords) return sql`${ideas.id} in (${newest})`;
    const newestAll = db
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(base, allWords))
      .orderBy(...LIST_ORDER[IdeaSort.LatestPost])
      .limit(cap)
      .getSQL();
    return sql`${ideas.id} in ((${newest}) union (${newestAll}))`;
  };
  if (match && share && textReadWay(share) === 'text indexes') {
    const matches = rareMatches(where);
    // Best match ranks the newest `cap` matches, as below; other orders sort every match (few: rare).
    const candidates =
      sortOf(query) === IdeaSort.Relevance
        ? withAllWords(newestRareMatches(where, cap))
        : sql`${ideas.id} in (${matches} select "id" from rare_matches)`;
    const count = db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(sql`(${matches} select 1 from rare_matches limit ${sql.raw(String(cap + 1))}) as capped`);
    return { page: cardPage(db, query, candidates), count, cap };
  }
  // A text search by best match ranks its newest `cap` matches only (latest first, ending in the
  // unique id, so the same ones every time): no index gives ts_rank order, and ranking every match
  // of a common word ("coffee" in 1 idea of 4) ranked 250,000 rows at a million ideas. The count
  // stops at the same cap ("more than 1,000") and the list's pages with it, so every page the list
  // offers comes from the ranked matches; an older match past them is not shown in this order.
  const candidates =
    sortOf(query) === IdeaSort.Relevance && match
      ? withAllWords(
          db
            .select({ id: ideas.id })
            .from(ideas)
            .where(where)
            .orderBy(...LIST_ORDER[IdeaSort.LatestPost])
            .limit(cap)
            .getSQL(),
        )
      : where;
  return {
    page: cardPage(db, query, candidates),
    count: cappedCountQuery(db, matchingRows(db, ideas, where), cap),
    cap,
  };
}

/**
 * Every match of a rare text, read through the text indexes once: materialized, so the planner
 * cannot read them down a list index instead (it has no statistics for a substring or a prefix).
 */
const rareMatches = (where: SQL | undefined) =>
  sql`with rare_matches as materialized (select ${ideas.id}, ${ideas.postDate} from ${ideas} where ${where})`;

/** The ids of the newest `limit` matches of a rare text (`rareMatches`). */
const newestRareMatches = (where: SQL | undefined, limit: number) =>
  sql`${rareMatches(where)} select "id" from rare_matches order by "post_date" desc, "id" desc limit ${sql.raw(String(limit))}`;

/**
 * The statements of an autocomplete page, unexecuted (also what bench/explain-autocomplete.ts times
 * and EXPLAINs). Best match ranks the newest AUTOCOMPLETE_POOL matches, and how to find them depends
 * on how common the word is, which the planner cannot tell (a prefix or a substring has no
 * statistics): walking the list from the newest reads about AUTOCOMPLETE_POOL / share ideas, quick
 * for a common word and the whole table for a word nothing matches (4 s at a million ideas), while
 * the text indexes read every match, quick for a rare word only (2 s for a letter in half the ideas).
 * So `sample` first counts the matches among about TEXT_SAMPLE_SIZE ideas read from random pages
 * (the same pages every time), and `page(sample)` walks for a word in RARE_TEXT_SHARE of
 * them or more (about AUTOCOMPLETE_POOL / share ideas read: ~10,000 at that line), and reads a rarer
 * word's matches through the indexes.
 * Two statements, not one query holding both ways: the way not taken still counts in the plan's
 * cost, and past 100,000 PostgreSQL compiles the plan (JIT), 40 ms of a 5 ms query.
 * Not a best-match text search: the list's page, uncounted (`sample` is null).
 */
export function autocompleteQueries(db: Database, query: IdeaListQuery, viewerId: string | null, tableRows: number) {
  const { base, match } = listConditions(query, viewerId);
  if (sortOf(query) !== IdeaSort.Relevance || !match)
    return { sample: null, page: (_share?: TextSample) => cardPage(db, query, and(base, match)) };
  const sample = textSampleQuery(db, query, viewerId, tableRows);
  const page = (share?: TextSample) => {
    const latest = LIST_ORDER[IdeaSort.LatestPost];
    if (textReadWay(share) === 'walk') {
      const walked = db
        .select({ id: ideas.id })
        .from(ideas)
        .where(and(base, match))
        .orderBy(...latest)
        .limit(AUTOCOMPLETE_POOL);
      return cardPage(db, query, inArray(ideas.id, walked));
    }
    return cardPage(db, query, sql`${ideas.id} in (${newestRareMatches(and(base, match), AUTOCOMPLETE_POOL)})`);
  };
  return { sample, page };
}
/**
 * A text search's sample: how many sampled ideas match (`matching`), how many the filters keep
 * (`listed`) and how many were sampled (`sampled`; absent in a sample made by hand).
 */
export type TextSample = { matching: number; listed: number; sampled?: number };

/** Sampled matches from which a text's count is surely over its cap (see `isSurelyOverCap`). */
const SURE_MATCHES = 10;
/** How far over the cap the sample must put a text's matches for its count to be skipped. */
const SURE_FACTOR = 10;

/**
 * Whether a text search's sample says, beyond doubt, that it matches more than `cap` ideas: at least
 * SURE_MATCHES sampled matches, scaled to the table, put it SURE_FACTOR times over the cap. The list
 * then says "more than `cap`" without counting to `cap` + 1 (which reads and checks the text of
 * 4,000-72,000 ideas for a common word at a million). At 10 matches in a sample of ~500 out of a
 * million ideas, the estimate is 20,000; the chance that fewer than 1,001 ideas match is nil.
 */
export const isSurelyOverCap = (share: TextSample | undefined, tableRows: number, cap: number): boolean =>
  share?.sampled !== undefined &&
  share.sampled > 0 &&
  share.matching >= SURE_MATCHES &&
  (share.matching * tableRows) / share.sampled >= SURE_FACTOR * cap;

/**
 * How common a list query's text is: its matches among about TEXT_SAMPLE_SIZE ideas read from
 * random pages (the same pages every time), and how many of those the filters keep. Null without a
 * text search. `tableRows` is about how many ideas there are (`estimateIdeaRows`).
 */
export function textSampleQuery(db: Database, query: IdeaListQuery, viewerId: string | null, tableRows: number) {
  const { base, match } = listConditions(query, viewerId);
  if (!match) return null;
  // A constant, so the planner knows the sample's size (a subquery here is planned as 10 % of the table).
  const percent = sql.raw(
    String(Math.min(100, Number(((TEXT_SAMPLE_SIZE * 100) / Math.max(tableRows, 1)).toPrecision(1)))),
  );
  return db
    .select({
      matching: sql<number>`count(*) filter (where ${and(base, match)})`.mapWith(Number),
      listed: sql<number>`count(*) filter (where ${base ?? sql`true`})`.mapWith(Number),
      sampled: sql<number>`count(*)`.mapWith(Number),
    })
    .from(sql`${ideas} tablesample system (${percent}) repeatable (0)`);
}

/** How a text's matches are read for its sample: down a list index for a common word, else through the text indexes. */
export const textReadWay = (share: TextSample | undefined): 'walk' | 'text indexes' =>
  share && share.matching > 0 && share.matching >= share.listed * RARE_TEXT_SHARE ? 'walk' : 'text indexes';

/**
 * One uncounted page of search as you type (`autocompleteQueries`); `tableRows` is about how many
 * ideas there are (`estimateIdeaRows`), to size the sample.
 */
export async function listAutocompletePage(
  db: Database,
  query: IdeaListQuery,
  viewerId: string | null,
  tableRows: number,
) {
  const { sample, page } = autocompleteQueries(db, query, viewerId, tableRows);
  return page(sample ? (await sample)[0] : undefined);
}

/**
 * How common a list query's text is (`textSampleQuery`), for `listPublicPage` and `countPublic`;
 * undefined without a text search.
 */
export async function sampleText(db: Database, query: IdeaListQuery, viewerId: string | null, tableRows: number) {
  const sample = textSampleQuery(db, query, viewerId, tableRows);
  return sample ? (await sample)[0] : undefined;
}

/**
 * One page of the public list; `countPublic` gives the number of matches up to the cap + 1, the
 * page's total for `cappedTotal`. `share`: the text's sample (`sampleText`).
 */
export async function listPublicPage(
  db: Database,
  query: IdeaListQuery,
  viewerId: string | null = null,
  share?: TextSample,
) {
  return publicListQueries(db, query, viewerId, share).page;
}

export async function countPublic(
  db: Database,
  query: IdeaListQuery,
  viewerId: string | null = null,
  share?: TextSample,
) {
  const [row] = await publicListQueries(db, query, viewerId, share).count;
  return row?.n ?? 0;
}

/** About how many ideas there are, as PostgreSQL last counted them (ANALYZE); -1 or 0 before. */
export async function estimateIdeaRows(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`reltuples`.mapWith(Number) })
    .from(sql`pg_class`)
    .where(sql`oid = 'ideas'::regclass`);
  return row?.n ?? 0;
}
