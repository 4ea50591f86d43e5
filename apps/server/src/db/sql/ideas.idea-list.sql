-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- listPublicPage({ page: number, pageSize: number })
select
  "ideas"."id",
  "ideas"."name",
  "ideas"."description",
  "ideas"."category_id",
  "ideas"."rating_avg",
  "ideas"."review_count",
  "ideas"."comment_count",
  "ideas"."view_count",
  "ideas"."post_date",
  "ideas"."is_admin_suggest",
  "ideas"."visibility",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "ideas"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" in (
    select
      "id"
    from
      "ideas"
    where
      (
        "ideas"."status" = $1
        and (
          "ideas"."is_hidden" = $2
          and not exists (
            select
              1
            from
              "ideas" "members_only"
            where
              "members_only"."id" = "ideas"."id"
              and "members_only"."visibility" = 'members'
          )
        )
        and not exists (
          select
            1
          from
            "accounts" "deactivated_owner"
          where
            "deactivated_owner"."id" = "ideas"."owner_account_id"
            and "deactivated_owner"."is_deactivated"
        )
      )
    order by
      "ideas"."post_date" desc,
      "ideas"."id" desc
    limit
      $3
  )
order by
  "ideas"."post_date" desc,
  "ideas"."id" desc;

-- listPublicPage#2({ page: number, pageSize: number, q: "กาแฟ", categoryId: "food", rating: number }, string)
select
  "ideas"."id",
  "ideas"."name",
  "ideas"."description",
  "ideas"."category_id",
  "ideas"."rating_avg",
  "ideas"."review_count",
  "ideas"."comment_count",
  "ideas"."view_count",
  "ideas"."post_date",
  "ideas"."is_admin_suggest",
  "ideas"."visibility",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "ideas"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" in (
    select
      "id"
    from
      "ideas"
    where
      "ideas"."id" in (
        select
          "id"
        from
          "ideas"
        where
          (
            (
              (
                "ideas"."status" = $1
                and "ideas"."is_hidden" = $2
                and not exists (
                  select
                    1
                  from
                    "accounts" "deactivated_owner"
                  where
                    "deactivated_owner"."id" = "ideas"."owner_account_id"
                    and "deactivated_owner"."is_deactivated"
                )
              )
              and (
                "ideas"."category_id" = $3
                and "ideas"."rating_avg" >= $4
              )
              and not exists (
                select
                  1
                from
                  "blocks"
                where
                  "blocks"."blocker_person_id" = (
                    select
                      coalesce(person_of.owner_account_id, person_of.id)
                    from
                      "accounts" as person_of
                    where
                      person_of.id = $5
                  )
                  and "blocks"."blocked_person_id" = (
                    select
                      coalesce(person_of.owner_account_id, person_of.id)
                    from
                      "accounts" as person_of
                    where
                      person_of.id = "ideas"."owner_account_id"
                  )
              )
            )
            and (
              "ideas"."search_vector" @@ to_tsquery('simple', $6)
              or (
                ("ideas"."name" || ' ' || "ideas"."description") ilike $7
                or ("ideas"."name" || ' ' || "ideas"."description") ilike $8
              )
            )
          )
        order by
          "ideas"."post_date" desc,
          "ideas"."id" desc
        limit
          $9
      )
    order by
      (
        ts_rank($10, coalesce("ideas"."search_vector", ''::tsvector), to_tsquery('simple', $11)) + (
          case
            when "ideas"."name" ilike $12 then 0.01
            else 0
          end
        )
      ) desc,
      "ideas"."rating_avg" desc,
      "ideas"."post_date" desc,
      "ideas"."id" desc
    limit
      $13
    offset
      $14
  )
order by
  (
    ts_rank($15, coalesce("ideas"."search_vector", ''::tsvector), to_tsquery('simple', $16)) + (
      case
        when "ideas"."name" ilike $17 then 0.01
        else 0
      end
    )
  ) desc,
  "ideas"."rating_avg" desc,
  "ideas"."post_date" desc,
  "ideas"."id" desc;

-- listPublicPage#3({ page: number, pageSize: number, q: "zebra" }, null, { matching: number, listed: number })
select
  "ideas"."id",
  "ideas"."name",
  "ideas"."description",
  "ideas"."category_id",
  "ideas"."rating_avg",
  "ideas"."review_count",
  "ideas"."comment_count",
  "ideas"."view_count",
  "ideas"."post_date",
  "ideas"."is_admin_suggest",
  "ideas"."visibility",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "ideas"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" in (
    select
      "id"
    from
      "ideas"
    where
      "ideas"."id" in (
        with
          rare_matches as materialized (
            select
              "ideas"."id",
              "ideas"."post_date"
            from
              "ideas"
            where
              (
                (
                  "ideas"."status" = $1
                  and (
                    "ideas"."is_hidden" = $2
                    and not exists (
                      select
                        1
                      from
                        "ideas" "members_only"
                      where
                        "members_only"."id" = "ideas"."id"
                        and "members_only"."visibility" = 'members'
                    )
                  )
                  and not exists (
                    select
                      1
                    from
                      "accounts" "deactivated_owner"
                    where
                      "deactivated_owner"."id" = "ideas"."owner_account_id"
                      and "deactivated_owner"."is_deactivated"
                  )
                )
                and (
                  "ideas"."search_vector" @@ to_tsquery('simple', $3)
                  or (
                    ("ideas"."name" || ' ' || "ideas"."description") ilike $4
                    or ("ideas"."name" || ' ' || "ideas"."description") ilike $5
                  )
                )
              )
          )
        select
          "id"
        from
          rare_matches
        order by
          "post_date" desc,
          "id" desc
        limit
          1000
      )
    order by
      (
        ts_rank($6, coalesce("ideas"."search_vector", ''::tsvector), to_tsquery('simple', $7)) + (
          case
            when "ideas"."name" ilike $8 then 0.01
            else 0
          end
        )
      ) desc,
      "ideas"."rating_avg" desc,
      "ideas"."post_date" desc,
      "ideas"."id" desc
    limit
      $9
  )
order by
  (
    ts_rank($10, coalesce("ideas"."search_vector", ''::tsvector), to_tsquery('simple', $11)) + (
      case
        when "ideas"."name" ilike $12 then 0.01
        else 0
      end
    )
  ) desc,
  "ideas"."rating_avg" desc,
  "ideas"."post_date" desc,
  "ideas"."id" desc;

-- listAutocompletePage({ page: number, pageSize: number, q: "กาแฟ", sortBy: number, isAutocomplete: boolean }, null, number)
select
  count(*) filter (
    where
      (
        (
          "ideas"."status" = $1
          and (
            "ideas"."is_hidden" = $2
            and not exists (
              select
                1
              from
                "ideas" "members_only"
              where
                "members_only"."id" = "ideas"."id"
                and "members_only"."visibility" = 'members'
            )
          )
          and not exists (
            select
              1
            from
              "accounts" "deactivated_owner"
            where
              "deactivated_owner"."id" = "ideas"."owner_account_id"
              and "deactivated_owner"."is_deactivated"
          )
        )
        and (
          "ideas"."search_vector" @@ to_tsquery('simple', $3)
          or (
            ("ideas"."name" || ' ' || "ideas"."description") ilike $4
            or ("ideas"."name" || ' ' || "ideas"."description") ilike $5
          )
        )
      )
  ),
  count(*) filter (
    where
      (
        "ideas"."status" = $6
        and (
          "ideas"."is_hidden" = $7
          and not exists (
            select
              1
            from
              "ideas" "members_only"
            where
              "members_only"."id" = "ideas"."id"
              and "members_only"."visibility" = 'members'
          )
        )
        and not exists (
          select
            1
          from
            "accounts" "deactivated_owner"
          where
            "deactivated_owner"."id" = "ideas"."owner_account_id"
            and "deactivated_owner"."is_deactivated"
        )
      )
  ),
  count(*)
from
  "ideas" tablesample system (0.05) repeatable (0);
select
  "ideas"."id",
  "ideas"."name",
  "ideas"."description",
  "ideas"."category_id",
  "ideas"."rating_avg",
  "ideas"."review_count",
  "ideas"."comment_count",
  "ideas"."view_count",
  "ideas"."post_date",
  "ideas"."is_admin_suggest",
  "ideas"."visibility",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "ideas"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" in (
    select
      "id"
    from
      "ideas"
    where
      "ideas"."id" in (
        with
          rare_matches as materialized (
            select
              "ideas"."id",
              "ideas"."post_date"
            from
              "ideas"
            where
              (
                (
                  "ideas"."status" = $1
                  and (
                    "ideas"."is_hidden" = $2
                    and not exists (
                      select
                        1
                      from
                        "ideas" "members_only"
                      where
                        "members_only"."id" = "ideas"."id"
                        and "members_only"."visibility" = 'members'
                    )
                  )
                  and not exists (
                    select
                      1
                    from
                      "accounts" "deactivated_owner"
                    where
                      "deactivated_owner"."id" = "ideas"."owner_account_id"
                      and "deactivated_owner"."is_deactivated"
                  )
                )
                and (
                  "ideas"."search_vector" @@ to_tsquery('simple', $3)
                  or (
                    ("ideas"."name" || ' ' || "ideas"."description") ilike $4
                    or ("ideas"."name" || ' ' || "ideas"."description") ilike $5
                  )
                )
              )
          )
        select
          "id"
        from
          rare_matches
        order by
          "post_date" desc,
          "id" desc
        limit
          200
      )
    order by
      (
        ts_rank($6, coalesce("ideas"."search_vector", ''::tsvector), to_tsquery('simple', $7)) + (
          case
            when "ideas"."name" ilike $8 then 0.01
            else 0
          end
        )
      ) desc,
      "ideas"."rating_avg" desc,
      "ideas"."post_date" desc,
      "ideas"."id" desc
    limit
      $9
  )
order by
  (
    ts_rank($10, coalesce("ideas"."search_vector", ''::tsvector), to_tsquery('simple', $11)) + (
      case
        when "ideas"."name" ilike $12 then 0.01
        else 0
      end
    )
  ) desc,
  "ideas"."rating_avg" desc,
  "ideas"."post_date" desc,
  "ideas"."id" desc;

-- estimateIdeaRows()
select
  reltuples
from
  pg_class
where
  oid = 'ideas'::regclass;

-- sampleText({ page: number, pageSize: number, q: "กาแฟ" }, null, number)
select
  count(*) filter (
    where
      (
        (
          "ideas"."status" = $1
          and (
            "ideas"."is_hidden" = $2
            and not exists (
              select
                1
              from
                "ideas" "members_only"
              where
                "members_only"."id" = "ideas"."id"
                and "members_only"."visibility" = 'members'
            )
          )
          and not exists (
            select
              1
            from
              "accounts" "deactivated_owner"
            where
              "deactivated_owner"."id" = "ideas"."owner_account_id"
              and "deactivated_owner"."is_deactivated"
          )
        )
        and (
          "ideas"."search_vector" @@ to_tsquery('simple', $3)
          or (
            ("ideas"."name" || ' ' || "ideas"."description") ilike $4
            or ("ideas"."name" || ' ' || "ideas"."description") ilike $5
          )
        )
      )
  ),
  count(*) filter (
    where
      (
        "ideas"."status" = $6
        and (
          "ideas"."is_hidden" = $7
          and not exists (
            select
              1
            from
              "ideas" "members_only"
            where
              "members_only"."id" = "ideas"."id"
              and "members_only"."visibility" = 'members'
          )
        )
        and not exists (
          select
            1
          from
            "accounts" "deactivated_owner"
          where
            "deactivated_owner"."id" = "ideas"."owner_account_id"
            and "deactivated_owner"."is_deactivated"
        )
      )
  ),
  count(*)
from
  "ideas" tablesample system (0.05) repeatable (0);

-- countPublic({ page: number, pageSize: number })
select
  count(*)
from
  (
    select
      1
    from
      "ideas"
    where
      (
        "ideas"."status" = $1
        and (
          "ideas"."is_hidden" = $2
          and not exists (
            select
              1
            from
              "ideas" "members_only"
            where
              "members_only"."id" = "ideas"."id"
              and "members_only"."visibility" = 'members'
          )
        )
        and not exists (
          select
            1
          from
            "accounts" "deactivated_owner"
          where
            "deactivated_owner"."id" = "ideas"."owner_account_id"
            and "deactivated_owner"."is_deactivated"
        )
      )
    limit
      $3
  ) "matches";

-- countPublic#2({ page: number, pageSize: number, q: "กาแฟ", categoryId: "food", rating: number }, string)
select
  count(*)
from
  (
    select
      1
    from
      "ideas"
    where
      (
        (
          (
            "ideas"."status" = $1
            and "ideas"."is_hidden" = $2
            and not exists (
              select
                1
              from
                "accounts" "deactivated_owner"
              where
                "deactivated_owner"."id" = "ideas"."owner_account_id"
                and "deactivated_owner"."is_deactivated"
            )
          )
          and (
            "ideas"."category_id" = $3
            and "ideas"."rating_avg" >= $4
          )
          and not exists (
            select
              1
            from
              "blocks"
            where
              "blocks"."blocker_person_id" = (
                select
                  coalesce(person_of.owner_account_id, person_of.id)
                from
                  "accounts" as person_of
                where
                  person_of.id = $5
              )
              and "blocks"."blocked_person_id" = (
                select
                  coalesce(person_of.owner_account_id, person_of.id)
                from
                  "accounts" as person_of
                where
                  person_of.id = "ideas"."owner_account_id"
              )
          )
        )
        and (
          "ideas"."search_vector" @@ to_tsquery('simple', $6)
          or (
            ("ideas"."name" || ' ' || "ideas"."description") ilike $7
            or ("ideas"."name" || ' ' || "ideas"."description") ilike $8
          )
        )
      )
    limit
      $9
  ) "matches";

-- countPublic#3({ page: number, pageSize: number, q: "zebra" }, null, { matching: number, listed: number })
select
  count(*)::int
from
  (
    with
      rare_matches as materialized (
        select
          "ideas"."id",
          "ideas"."post_date"
        from
          "ideas"
        where
          (
            (
              "ideas"."status" = $1
              and (
                "ideas"."is_hidden" = $2
                and not exists (
                  select
                    1
                  from
                    "ideas" "members_only"
                  where
                    "members_only"."id" = "ideas"."id"
                    and "members_only"."visibility" = 'members'
                )
              )
              and not exists (
                select
                  1
                from
                  "accounts" "deactivated_owner"
                where
                  "deactivated_owner"."id" = "ideas"."owner_account_id"
                  and "deactivated_owner"."is_deactivated"
              )
            )
            and (
              "ideas"."search_vector" @@ to_tsquery('simple', $3)
              or (
                ("ideas"."name" || ' ' || "ideas"."description") ilike $4
                or ("ideas"."name" || ' ' || "ideas"."description") ilike $5
              )
            )
          )
      )
    select
      1
    from
      rare_matches
    limit
      1001
  ) as capped;

-- listCards(SQL, [SQL, SQL], number)
select
  "ideas"."id",
  "ideas"."name",
  "ideas"."description",
  "ideas"."category_id",
  "ideas"."rating_avg",
  "ideas"."review_count",
  "ideas"."comment_count",
  "ideas"."view_count",
  "ideas"."post_date",
  "ideas"."is_admin_suggest",
  "ideas"."visibility",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "ideas"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    (
      "ideas"."status" = $1
      and (
        "ideas"."is_hidden" = $2
        and not exists (
          select
            1
          from
            "ideas" "members_only"
          where
            "members_only"."id" = "ideas"."id"
            and "members_only"."visibility" = 'members'
        )
      )
      and not exists (
        select
          1
        from
          "accounts" "deactivated_owner"
        where
          "deactivated_owner"."id" = "ideas"."owner_account_id"
          and "deactivated_owner"."is_deactivated"
      )
    )
    and "ideas"."category_id" = $3
  )
order by
  "ideas"."post_date" desc,
  "ideas"."id" desc
limit
  $4;
