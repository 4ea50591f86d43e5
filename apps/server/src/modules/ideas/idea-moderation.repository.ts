import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IdeaSort, IdeaStatus, type DashboardIdeaListParams } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import {
  accounts,
  comments,
  ideaAchievements,
  ideaAttachments,
  ideas,
  ideaSearchText,
  reports,
  type NewIdea,
} from '../../db/schema/index';
import { containsPattern, countCapOf, countCapped, matchingRows } from '../../db/list-queries';
import { personColumns } from '../accounts/person.presenter';

const openReportCount = sql<number>`(select count(*)::int from ${reports} where ${reports.ideaId} = ${ideas.id} and ${reports.status} = 'open')`;

/** The columns of a dashboard idea row (see `presentDashboardIdea`). */
export const dashboardIdeaColumns = {
  id: ideas.id,
  name: ideas.name,
  categoryId: ideas.categoryId,
  coverKey: sql<
    string | null
  >`(select ${ideaAttachments.key} from ${ideaAttachments} where ${ideaAttachments.ideaId} = ${ideas.id} order by ${ideaAttachments.sortOrder} asc limit 1)`,
  owner: { ...personColumns(accounts), isDeactivated: accounts.isDeactivated },
  status: ideas.status,
  isHidden: ideas.isHidden,
  hiddenByReport: ideas.hiddenByReport,
  isAdminSuggest: ideas.isAdminSuggest,
  isSponsored: ideas.isSponsored,
  sponsoredUntil: ideas.sponsoredUntil,
  postDate: ideas.postDate,
  viewCount: ideas.viewCount,
  commentCount: ideas.commentCount,
  ratingAvg: ideas.ratingAvg,
  reviewCount: ideas.reviewCount,
  openReportCount,
};

const ORDER: Record<DashboardIdeaListParams['sortBy'], SQL[]> = {
  [IdeaSort.LatestPost]: [desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostComment]: [desc(ideas.commentCount), desc(ideas.postDate), desc(ideas.id)],
  [IdeaSort.MostView]: [desc(ideas.viewCount), desc(ideas.postDate), desc(ideas.id)],
};

const STATUS_FILTER: Record<DashboardIdeaListParams['status'], SQL | undefined> = {
  all: undefined,
  active: and(eq(ideas.status, IdeaStatus.Active), eq(ideas.isHidden, false)),
  hidden: and(eq(ideas.status, IdeaStatus.Active), eq(ideas.isHidden, true)),
  deleted: eq(ideas.status, IdeaStatus.Deleted),
  reported: sql`exists (select 1 from ${reports} where ${reports.ideaId} = ${ideas.id} and ${reports.status} = 'open')`,
};

const listFilter = (query: DashboardIdeaListParams) =>
  and(
    STATUS_FILTER[query.status],
    query.q ? ilike(ideaSearchText(ideas), containsPattern(query.q)) : undefined,
    query.categoryId && query.categoryId !== 'all' ? eq(ideas.categoryId, query.categoryId) : undefined,
    query.ownerId ? eq(ideas.ownerAccountId, query.ownerId) : undefined,
  );

const author = alias(accounts, 'author');

/** SQL of idea management. */
export const ideaModerationRepository = {
  /** One page of every idea under the filters and the capped count. */
  list: async (db: Database, query: DashboardIdeaListParams) => {
    const where = listFilter(query);
    const [rows, total] = await Promise.all([
      db
        .select(dashboardIdeaColumns)
        .from(ideas)
        .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
        .where(where)
        .orderBy(...ORDER[query.sortBy])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      countCapped(db, matchingRows(db, ideas, where), countCapOf(Boolean(query.q))),
    ]);
    return { rows, total };
  },

  /** Dashboard rows of these ideas, in no particular order. */
  findRows: (db: Database, ids: string[]) =>
    ids.length
      ? db
          .select(dashboardIdeaColumns)
          .from(ideas)
          .innerJoin(accounts, eq(accounts.id, ideas.ownerAccountId))
          .where(inArray(ideas.id, ids))
      : Promise.resolve([]),

  /** The full idea row, deleted ones included. */
  findIdea: async (db: Database, id: string) => {
    const [row] = await db.select().from(ideas).where(eq(ideas.id, id)).limit(1);
    return row ?? null;
  },

  /** Locks the idea row until the transaction ends. */
  lock: async (tx: Database, id: string) => {
    const [row] = await tx.select().from(ideas).where(eq(ideas.id, id)).limit(1).for('update');
    return row ?? null;
  },

  update: (tx: Database, id: string, values: Partial<NewIdea>) =>
    tx
      .update(ideas)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ideas.id, id)),

  /** Texts of the detail page. */
  extras: async (db: Database, id: string) => {
    const [images, achievements] = await Promise.all([
      db
        .select({ key: ideaAttachments.key })
        .from(ideaAttachments)
        .where(eq(ideaAttachments.ideaId, id))
        .orderBy(asc(ideaAttachments.sortOrder), asc(ideaAttachments.id)),
      db
        .select({ name: ideaAchievements.name })
        .from(ideaAchievements)
        .where(eq(ideaAchievements.ideaId, id))
        .orderBy(asc(ideaAchievements.sortOrder), asc(ideaAchievements.id)),
    ]);
    return { imageKeys: images.map((row) => row.key), achievements: achievements.map((row) => row.name) };
  },

  /** The idea's latest comments and replies, deleted ones included, with their authors. */
  listComments: (db: Database, ideaId: string, limit: number) =>
    db
      .select({ comment: comments, author: personColumns(author) })
      .from(comments)
      .innerJoin(author, eq(author.id, comments.authorAccountId))
      .where(eq(comments.ideaId, ideaId))
      .orderBy(desc(comments.createdAt))
      .limit(limit),
};
