-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- ideaTrendingRepository.recompute({ now: Date, since: Date, halfLifeMs: number })
with
  events as (
    select
      "idea_views"."idea_id" as idea_id,
      $1::float8 as weight,
      "idea_views"."created_at" as at
    from
      "idea_views"
    where
      "idea_views"."created_at" >= $2::timestamptz
    union all
    select
      "comments"."idea_id",
      $3::float8,
      "comments"."created_at"
    from
      "comments"
    where
      "comments"."created_at" >= $4::timestamptz
      and not "comments"."is_deleted"
    union all
    select
      "comments"."idea_id",
      $5::float8,
      "comment_likes"."created_at"
    from
      "comment_likes"
      join "comments" on "comments"."id" = "comment_likes"."comment_id"
    where
      "comment_likes"."created_at" >= $6::timestamptz
    union all
    select
      "reviews"."idea_id",
      $7::float8,
      "reviews"."created_at"
    from
      "reviews"
    where
      "reviews"."created_at" >= $8::timestamptz
    union all
    select
      "shares"."idea_id",
      $9::float8,
      "shares"."created_at"
    from
      "shares"
    where
      "shares"."created_at" >= $10::timestamptz
  ),
  scores as (
    select
      i.id,
      coalesce(
        sum(
          e.weight * power(
            0.5,
            greatest(
              extract(
                epoch
                from
                  ($11::timestamptz - e.at)
              ),
              0
            ) / $12::float8
          )
        ),
        0
      ) as score
    from
      "ideas" i
      left join events e on e.idea_id = i.id
    where
      i.is_sponsored
      or i.trending_score <> 0
    group by
      i.id
  )
update "ideas"
set
  trending_score = case
    when "ideas"."is_sponsored" then round(scores.score::numeric, 4)::float8
    else 0
  end
from
  scores
where
  "ideas"."id" = scores.id
  and "ideas"."trending_score" is distinct from (
    case
      when "ideas"."is_sponsored" then round(scores.score::numeric, 4)::float8
      else 0
    end
  );
