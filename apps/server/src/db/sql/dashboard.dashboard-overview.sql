-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- dashboardOverviewRepository.perDay({ days: number, now: Date })
with
  window_days as (
    select
      ((($1::timestamptz at time zone 'UTC') + interval '7 hours')::date - g)::date as day
    from
      generate_series(0, $2::int - 1) as g
  ),
  sign_ups as (
    select
      (("accounts"."created_at" at time zone 'UTC') + interval '7 hours')::date as day,
      count(*)::int as n
    from
      "accounts"
    where
      "accounts"."owner_account_id" is null
      and "accounts"."created_at" >= $3::timestamptz
    group by
      1
  ),
  new_ideas as (
    select
      (("ideas"."created_at" at time zone 'UTC') + interval '7 hours')::date as day,
      count(*)::int as n
    from
      "ideas"
    where
      "ideas"."created_at" >= $4::timestamptz
    group by
      1
  ),
  new_reports as (
    select
      ((at at time zone 'UTC') + interval '7 hours')::date as day,
      count(*)::int as n
    from
      (
        select
          "reports"."created_at" as at
        from
          "reports"
        where
          "reports"."created_at" >= $5::timestamptz
        union all
        select
          "content_reports"."created_at"
        from
          "content_reports"
        where
          "content_reports"."created_at" >= $6::timestamptz
      ) as filed
    group by
      1
  ),
  activity as (
    select
      "sessions"."account_id" as account_id,
      (("sessions"."created_at" at time zone 'UTC') + interval '7 hours')::date as day
    from
      "sessions"
    where
      "sessions"."created_at" >= $7::timestamptz
    union
    select
      substring(
        "idea_views"."viewer_key"
        from
          3
      )::uuid,
      "idea_views"."view_date"::date
    from
      "idea_views"
    where
      "idea_views"."viewer_key" like 'a:%'
      and "idea_views"."created_at" >= $8::timestamptz
    union
    select
      "ideas"."owner_account_id",
      (("ideas"."created_at" at time zone 'UTC') + interval '7 hours')::date
    from
      "ideas"
    where
      "ideas"."created_at" >= $9::timestamptz
    union
    select
      "comments"."author_account_id",
      (("comments"."created_at" at time zone 'UTC') + interval '7 hours')::date
    from
      "comments"
    where
      "comments"."created_at" >= $10::timestamptz
    union
    select
      "reviews"."account_id",
      (("reviews"."created_at" at time zone 'UTC') + interval '7 hours')::date
    from
      "reviews"
    where
      "reviews"."created_at" >= $11::timestamptz
    union
    select
      "chat_messages"."sender_account_id",
      (("chat_messages"."created_at" at time zone 'UTC') + interval '7 hours')::date
    from
      "chat_messages"
    where
      "chat_messages"."created_at" >= $12::timestamptz
  ),
  active as (
    select
      activity.day,
      count(distinct coalesce("accounts"."owner_account_id", "accounts"."id"))::int as n
    from
      activity
      join "accounts" on "accounts"."id" = activity.account_id
    group by
      1
  )
select
  to_char(d.day, 'YYYY-MM-DD') as date,
  coalesce(s.n, 0) as sign_ups,
  coalesce(i.n, 0) as ideas,
  coalesce(r.n, 0) as reports,
  coalesce(a.n, 0) as active_people
from
  window_days d
  left join sign_ups s on s.day = d.day
  left join new_ideas i on i.day = d.day
  left join new_reports r on r.day = d.day
  left join active a on a.day = d.day
order by
  d.day;

-- dashboardOverviewRepository.totals()
select
  (
    select
      count(*)::int
    from
      "accounts"
    where
      "accounts"."owner_account_id" is null
      and "accounts"."deleted_at" is null
  ) as accounts,
  (
    select
      count(*)::int
    from
      "ideas"
    where
      "ideas"."status" <> $1
  ) as ideas,
  (
    select
      count(*)::int
    from
      "reports"
    where
      "reports"."status" = 'open'
  ) + (
    select
      count(*)::int
    from
      "content_reports"
    where
      "content_reports"."status" = 'open'
  ) as open_reports;
