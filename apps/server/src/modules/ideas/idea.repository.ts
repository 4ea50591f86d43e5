import { and, asc, desc, eq, gt, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { IdeaStatus, type IdeaListQuery, type PageQuery } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { cappedCountQuery, cappedTotal, countCapOf, LIST_COUNT_CAP, matchingRows } from '../../db/list-queries';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql, blockedEitherWaySql } from '../partners/block-sql';
import {
  ideaPolicy,
  ideaVisibilityColumns,
  publiclyVisibleSql,
  signedInVisibleSql,
  type IdeaVisibility,
} from './idea.policy';
import { toAnyWordTsQuery } from '../search/search-query';
import {
  accounts,
  ideaAchievements,
  ideaAttachments,
  ideaBookmarks,
  ideas,
  ideaSearchText,
  ideaViews,
} from '../../db/schema/index';
import { cardColumns } from './idea-card';
import {
  bayesianRating,
  listCards,
  listPublicPage,
  countPublic,
  sampleText,
  listAutocompletePage,
  estimateIdeaRows,
} from './idea-list.repository';

/** SQL for ideas: one function per query. */
/** How long did-you-mean may look for a word near a typo before giving up (no suggestion). */
const SUGGESTION_TIME_LIMIT_MS = 150;

/** Whether PostgreSQL cancelled the statement (57014: statement_timeout), found through driver wrappers. */
function isQueryCanceled(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '57014') return true;
    current = cause;
  }
  return false;
}

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
  sampleText,
  listAutocompletePage,
  estimateIdeaRows,

  /**
   * Names and descriptions of public ideas containing something like `word` (pg_trgm word
   * similarity, through the trigram index), closest first: where did-you-mean looks for the word a
   * typo meant. The threshold is lowered for this query alone: a one-letter typo in a four-letter
   * Thai word shares under half its trigrams.
   */
  textsNear: async (db: Database, word: string, limit: number) => {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.3', true)`);
        // A suggestion is a courtesy: past SUGGESTION_TIME_LIMIT_MS (a short word with common
        // trigrams at a million ideas rechecks most of them) there is none, rather than a slow reply.
        await tx.execute(sql`select set_config('statement_timeout', ${String(SUGGESTION_TIME_LIMIT_MS)}, true)`);
        return tx
          .select({ name: ideas.name, description: ideas.description })
          .from(ideas)
          .where(and(publiclyVisibleSql, sql`${word} <% ${ideaSearchText(ideas)}`))
          .orderBy(sql`${word} <<-> ${ideaSearchText(ideas)}`)
          .limit(limit);
      });
    } catch (error) {
      if (isQueryCanceled(error)) return [];
      throw error;
    }
  },

  /**
   * For each tsquery text, whether some public idea's search words match it: a lookup in the text
   * index each (the first match ends it).
   */
  groupsFound: async (db: Database, tsqueries: string[]): Promise<boolean[]> => {
    if (!tsqueries.length) return [];
    const [row] = await db
      .select({
        found: sql<boolean[]>`array[${sql.join(
          tsqueries.map(
            (tsquery) =>
              sql`exists (select 1 from ${ideas} where ${publiclyVisibleSql} and ${ideas.searchVector} @@ to_tsquery('simple', ${tsquery}))`,
          ),
          sql`, `,
        )}]`,
      })
      .from(sql`(select 1) as one`);
    return row?.found ?? tsqueries.map(() => true);
  },

  /**
   * Up to `limit` ideas related to `idea` that the viewer may see, as the list shows them (never the
   * idea itself): first those sharing words with its name (full-text, through the GIN index), in its
   * category first and by how much they share, then the latest of its category.
   */
  listRelated: async (
    db: Database,
    idea: { id: string; name: string; categoryId: string },
    viewerId: string | null,
    limit: number,
  ) => {
    const visible = and(
      viewerId ? signedInVisibleSql : publiclyVisibleSql,
      viewerId ? sql`not ${blockedByViewerSql(viewerId, ideas.ownerAccountId)}` : undefined,
      ne(ideas.id, idea.id),
    );
    const words = toAnyWordTsQuery(idea.name);
    const cards = (where: SQL | undefined, orderBy: SQL[], n: number) =>
      db
        .select(cardColumns)
        .from(ideas)
        .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
        .where(and(visible, where))
        .orderBy(...orderBy)
        .limit(n);
    const sharing = words
      ? await cards(
          sql`${ideas.searchVector} @@ to_tsquery('simple', ${words})`,
          [
            sql`(${ideas.categoryId} = ${idea.categoryId}) desc`,
            sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', ${ideas.searchVector}, to_tsquery('simple', ${words})) desc`,
            desc(ideas.ratingAvg),
            desc(ideas.postDate),
            desc(ideas.id),
          ],
          limit,
        )
      : [];
    if (sharing.length >= limit) return sharing;
    const taken = [idea.id, ...sharing.map((row) => row.id)];
    const sameCategory = await cards(
      and(eq(ideas.categoryId, idea.categoryId), notInArray(ideas.id, taken)),
      [desc(ideas.postDate), desc(ideas.id)],
      limit - sharing.length,
    );
    return [...sharing, ...sameCategory];
  },

  /** Categories by how many public ideas they have, most first. */
  categoriesByIdeaCount: async (db: Database, limit: number): Promise<string[]> => {
    const rows = await db
      .select({ categoryId: ideas.categoryId })
      .from(ideas)
      .where(publiclyVisibleSql)
      .groupBy(ideas.categoryId)
      .orderBy(desc(sql`count(*)`), asc(ideas.categoryId))
      .limit(limit);
    return rows.map((row) => row.categoryId);
  },
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

  /**
   * The detail page's idea in one statement: the idea, its owner, its achievements and images in
   * order (JSON sub-selects) and whether the viewer saved it; null when there is none or it is deleted.
   */
  findDetail: async (db: Database, id: string, viewerId: string | null) => {
    const [row] = await db
      .select({
        idea: ideas,
        owner: { ...personColumns(accounts), miniBio: accounts.miniBio, isDeactivated: accounts.isDeactivated },
        achievements: sql<
          string[]
        >`coalesce((select json_agg(${ideaAchievements.name} order by ${ideaAchievements.sortOrder}, ${ideaAchievements.id}) from ${ideaAchievements} where ${ideaAchievements.ideaId} = ${ideas.id}), '[]'::json)`,
        attachments: sql<
          { id: string; key: string }[]
        >`coalesce((select json_agg(json_build_object('id', ${ideaAttachments.id}, 'key', ${ideaAttachments.key}) order by ${ideaAttachments.sortOrder}, ${ideaAttachments.id}) from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideas.id}), '[]'::json)`,
        isBookmarked: viewerId
          ? sql<boolean>`exists (select 1 from ${ideaBookmarks} where ${ideaBookmarks.ideaId} = ${ideas.id} and ${ideaBookmarks.accountId} = ${viewerId})`
          : sql<boolean>`false`,
        isBlocked: viewerId
          ? blockedEitherWaySql(viewerId, ideas.ownerAccountId).mapWith(Boolean)
          : sql<boolean>`false`.mapWith(Boolean),
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
  findOwnerId: async (db: Database, id: string, { withDeleted = false } = {}): Promise<string | null> => {
    const [row] = await db
      .select({ ownerAccountId: ideas.ownerAccountId })
      .from(ideas)
      .where(and(eq(ideas.id, id), withDeleted ? undefined : ne(ideas.status, IdeaStatus.Deleted)))
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

  /**
   * What the served page of an idea needs, whoever may see it: its public face, owner, dates and
   * rating with the facts that decide who may see it (the caller applies `ideaPolicy`); null when
   * no such idea exists.
   */
  findPageFacts: async (db: Database, id: string) => {
    const [row] = await db
      .select({
        ...ideaVisibilityColumns,
        name: ideas.name,
        description: ideas.description,
        coverKey: cardColumns.coverKey,
        owner: personColumns(accounts),
        postDate: ideas.postDate,
        updatedAt: ideas.updatedAt,
        ratingAvg: ideas.ratingAvg,
        reviewCount: ideas.reviewCount,
      })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
      .where(eq(ideas.id, id))
      .limit(1);
    return row ?? null;
  },

  /** How many ideas a visitor may see (the sitemap's size). */
  countPubliclyVisible: async (db: Database): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(ideas)
      .where(publiclyVisibleSql);
    return row?.count ?? 0;
  },

  /** One page of the ideas a visitor may see, by id, with when each last changed (the sitemap). */
  listPubliclyVisibleForSitemap: (db: Database, offset: number, limit: number) =>
    db
      .select({ id: ideas.id, updatedAt: ideas.updatedAt })
      .from(ideas)
      .where(publiclyVisibleSql)
      .orderBy(asc(ideas.id))
      .offset(offset)
      .limit(limit),

  /**
   * Records one view per viewer per idea per day and bumps the counter only when the row is new
   * (run inside a transaction); true when it counted.
   */
  /**
   * Counts a view unless this viewer was counted for the idea that day, in one statement: the view's
   * row and the counter move together or not at all. True when it counted.
   */
  recordView: async (db: Database, view: { ideaId: string; viewerKey: string; viewDate: string }) => {
    const inserted = db
      .$with('inserted')
      .as(db.insert(ideaViews).values(view).onConflictDoNothing().returning({ ideaId: ideaViews.ideaId }));
    const rows = await db
      .with(inserted)
      .update(ideas)
      .set({ viewCount: sql`${ideas.viewCount} + 1`, updatedAt: sql`${ideas.updatedAt}` })
      .where(sql`${ideas.id} in (select ${inserted.ideaId} from ${inserted})`)
      .returning({ id: ideas.id });
    return rows.length > 0;
  },
};
