import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { commentLikes, comments, ideas, ideaViews, reviews, shares } from '../../db/schema/index';

/** How much one recent event of each kind adds to an idea's trending score before decay. */
export const TRENDING_WEIGHTS = { view: 1, like: 2, comment: 3, review: 4, share: 5 } as const;

/** SQL for the trending score of sponsored ideas. */
export const ideaTrendingRepository = {
  /**
   * Sets `trending_score` of every sponsored idea to the sum over its events since `since` of
   * weight × 0.5^(age / halfLife); ideas that are not sponsored get 0. Returns how many ideas
   * were scored.
   */
  recompute: async (db: Database, { now, since, halfLifeMs }: { now: Date; since: Date; halfLifeMs: number }) => {
    const w = TRENDING_WEIGHTS;
    const halfLifeSeconds = halfLifeMs / 1000;
    const nowIso = now.toISOString();
    const sinceIso = since.toISOString();
    const result = await db.execute(sql`
      with events as (
        select ${ideaViews.ideaId} as idea_id, ${w.view}::float8 as weight, ${ideaViews.createdAt} as at
          from ${ideaViews} where ${ideaViews.createdAt} >= ${sinceIso}::timestamptz
        union all
        select ${comments.ideaId}, ${w.comment}::float8, ${comments.createdAt}
          from ${comments} where ${comments.createdAt} >= ${sinceIso}::timestamptz and not ${comments.isDeleted}
        union all
        select ${comments.ideaId}, ${w.like}::float8, ${commentLikes.createdAt}
          from ${commentLikes} join ${comments} on ${comments.id} = ${commentLikes.commentId}
          where ${commentLikes.createdAt} >= ${sinceIso}::timestamptz
        union all
        select ${reviews.ideaId}, ${w.review}::float8, ${reviews.createdAt}
          from ${reviews} where ${reviews.createdAt} >= ${sinceIso}::timestamptz
        union all
        select ${shares.ideaId}, ${w.share}::float8, ${shares.createdAt}
          from ${shares} where ${shares.createdAt} >= ${sinceIso}::timestamptz
      ),
      scores as (
        select i.id,
               coalesce(sum(e.weight * power(0.5, greatest(extract(epoch from (${nowIso}::timestamptz - e.at)), 0) / ${halfLifeSeconds}::float8)), 0) as score
          from ${ideas} i left join events e on e.idea_id = i.id
         where i.is_sponsored or i.trending_score <> 0
         group by i.id
      )
      update ${ideas} set trending_score = case when ${ideas.isSponsored} then round(scores.score::numeric, 4)::float8 else 0 end
        from scores
       where ${ideas.id} = scores.id
         and ${ideas.trendingScore} is distinct from (case when ${ideas.isSponsored} then round(scores.score::numeric, 4)::float8 else 0 end)
    `);
    return (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? 0;
  },
};
