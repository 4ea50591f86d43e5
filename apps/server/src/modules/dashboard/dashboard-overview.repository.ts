import { sql } from 'drizzle-orm';
import { IdeaStatus } from '@ideamatch/shared/constants';
import type { Database } from '../../db/client';
import {
  accounts,
  chatMessages,
  comments,
  contentReports,
  ideas,
  ideaViews,
  reports,
  reviews,
  sessions,
} from '../../db/schema/index';

type DayRow = { date: string; sign_ups: number; ideas: number; reports: number; active_people: number };
type TotalsRow = { accounts: number; ideas: number; open_reports: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The calendar day of a timestamp in Thailand (UTC+7 all year: it has no daylight saving). */
const thaiDay = (column: unknown) => sql`((${column} at time zone 'UTC') + interval '7 hours')::date`;

/** SQL of the dashboard overview: per-day counts over a window, and the current totals. */
export const dashboardOverviewRepository = {
  /**
   * One row per day of the `days` days ending today (Thai time), oldest first, zeros included.
   * Active people are counted once per person a day, a sub-account's activity as its owner's.
   */
  perDay: async (db: Database, { days, now }: { days: number; now: Date }): Promise<DayRow[]> => {
    const nowIso = now.toISOString();
    // A day more than the window, so the first Thai day is whole whatever the hour in UTC.
    const sinceIso = new Date(now.getTime() - (days + 1) * 86_400_000).toISOString();
    const since = sql`${sinceIso}::timestamptz`;
    const result = await db.execute(sql`
      with window_days as (
        select (${thaiDay(sql`${nowIso}::timestamptz`)} - g)::date as day
          from generate_series(0, ${days}::int - 1) as g
      ),
      sign_ups as (
        select ${thaiDay(accounts.createdAt)} as day, count(*)::int as n
          from ${accounts} where ${accounts.ownerAccountId} is null and ${accounts.createdAt} >= ${since}
         group by 1
      ),
      new_ideas as (
        select ${thaiDay(ideas.createdAt)} as day, count(*)::int as n
          from ${ideas} where ${ideas.createdAt} >= ${since}
         group by 1
      ),
      new_reports as (
        select ${thaiDay(sql`at`)} as day, count(*)::int as n
          from (
            select ${reports.createdAt} as at from ${reports} where ${reports.createdAt} >= ${since}
            union all
            select ${contentReports.createdAt} from ${contentReports} where ${contentReports.createdAt} >= ${since}
          ) as filed
         group by 1
      ),
      activity as (
        select ${sessions.accountId} as account_id, ${thaiDay(sessions.createdAt)} as day
          from ${sessions} where ${sessions.createdAt} >= ${since}
        union
        select substring(${ideaViews.viewerKey} from 3)::uuid, ${ideaViews.viewDate}::date
          from ${ideaViews} where ${ideaViews.viewerKey} like 'a:%' and ${ideaViews.createdAt} >= ${since}
        union
        select ${ideas.ownerAccountId}, ${thaiDay(ideas.createdAt)} from ${ideas} where ${ideas.createdAt} >= ${since}
        union
        select ${comments.authorAccountId}, ${thaiDay(comments.createdAt)}
          from ${comments} where ${comments.createdAt} >= ${since}
        union
        select ${reviews.accountId}, ${thaiDay(reviews.createdAt)} from ${reviews} where ${reviews.createdAt} >= ${since}
        union
        select ${chatMessages.senderAccountId}, ${thaiDay(chatMessages.createdAt)}
          from ${chatMessages} where ${chatMessages.createdAt} >= ${since}
      ),
      active as (
        select activity.day, count(distinct coalesce(${accounts.ownerAccountId}, ${accounts.id}))::int as n
          from activity join ${accounts} on ${accounts.id} = activity.account_id
         group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
             coalesce(s.n, 0) as sign_ups, coalesce(i.n, 0) as ideas,
             coalesce(r.n, 0) as reports, coalesce(a.n, 0) as active_people
        from window_days d
        left join sign_ups s on s.day = d.day
        left join new_ideas i on i.day = d.day
        left join new_reports r on r.day = d.day
        left join active a on a.day = d.day
       order by d.day
    `);
    return rowsOf<DayRow>(result);
  },

  /** Main accounts and ideas not deleted, and reports on ideas, comments and people still open. */
  totals: async (db: Database): Promise<TotalsRow> => {
    const result = await db.execute(sql`
      select
        (select count(*)::int from ${accounts}
          where ${accounts.ownerAccountId} is null and ${accounts.deletedAt} is null) as accounts,
        (select count(*)::int from ${ideas} where ${ideas.status} <> ${IdeaStatus.Deleted}) as ideas,
        (select count(*)::int from ${reports} where ${reports.status} = 'open')
          + (select count(*)::int from ${contentReports} where ${contentReports.status} = 'open') as open_reports
    `);
    return rowsOf<TotalsRow>(result)[0]!;
  },
};
