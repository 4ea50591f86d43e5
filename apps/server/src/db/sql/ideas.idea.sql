-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- ideaRepository.listTrendingSponsored(Date, number)
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
    and (
      "ideas"."is_sponsored" = $3
      and (
        "ideas"."sponsored_until" is null
        or "ideas"."sponsored_until" > $4
      )
    )
  )
order by
  "ideas"."trending_score" desc,
  "ideas"."post_date" desc
limit
  $5;

-- ideaRepository.listTopRating(number)
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
    and "ideas"."review_count" > $3
  )
order by
  (17.5 + "ideas"."rating_sum") / (5 + "ideas"."review_count")::float8 desc,
  "ideas"."review_count" desc,
  "ideas"."name" asc
limit
  $4;

-- ideaRepository.listPublicPage({ page: number, pageSize: number })
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

-- ideaRepository.listPublicPage#2({ page: number, pageSize: number, q: "กาแฟ", categoryId: "food", rating: number }, string)
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

-- ideaRepository.listAutocompletePage({ page: number, pageSize: number, q: "กาแฟ", sortBy: number, isAutocomplete: boolean }, null, number)
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

-- ideaRepository.estimateIdeaRows()
select
  reltuples
from
  pg_class
where
  oid = 'ideas'::regclass;

-- ideaRepository.sampleText({ page: number, pageSize: number, q: "กาแฟ" }, null, number)
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

-- ideaRepository.countPublic({ page: number, pageSize: number })
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

-- ideaRepository.countPublic#2({ page: number, pageSize: number, q: "กาแฟ", categoryId: "food", rating: number }, string)
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

-- ideaRepository.textsNear("example", number)
savepoint sp1;
select
  set_config('pg_trgm.word_similarity_threshold', '0.3', true);
select
  set_config('statement_timeout', $1, true);
select
  "name",
  "description"
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
    and $3 <% ("ideas"."name" || ' ' || "ideas"."description")
  )
order by
  $4 <<-> ("ideas"."name" || ' ' || "ideas"."description")
limit
  $5;
release savepoint sp1;

-- ideaRepository.groupsFound(["'durian'", "('chip' | 'chips')"])
select
  array[
    exists (
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
        and "ideas"."search_vector" @@ to_tsquery('simple', $3)
    ),
    exists (
      select
        1
      from
        "ideas"
      where
        (
          "ideas"."status" = $4
          and (
            "ideas"."is_hidden" = $5
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
        and "ideas"."search_vector" @@ to_tsquery('simple', $6)
    )
  ]
from
  (
    select
      1
  ) as one;

-- ideaRepository.listRelated({ id: string, name: "Night market kiosk", categoryId: "food" }, string, number)
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
              person_of.id = $3
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
      and "ideas"."id" <> $4
    )
    and "ideas"."search_vector" @@ to_tsquery('simple', $5)
  )
order by
  ("ideas"."category_id" = $6) desc,
  ts_rank('{0.05, 0.2, 0.4, 1.0}', "ideas"."search_vector", to_tsquery('simple', $7)) desc,
  "ideas"."rating_avg" desc,
  "ideas"."post_date" desc,
  "ideas"."id" desc
limit
  $8;
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
              person_of.id = $3
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
      and "ideas"."id" <> $4
    )
    and (
      "ideas"."category_id" = $5
      and "ideas"."id" not in ($6)
    )
  )
order by
  "ideas"."post_date" desc,
  "ideas"."id" desc
limit
  $7;

-- ideaRepository.categoriesByIdeaCount(number)
select
  "category_id"
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
group by
  "ideas"."category_id"
order by
  count(*) desc,
  "ideas"."category_id" asc
limit
  $3;

-- ideaRepository.listByOwner(string, { page: number, pageSize: number }, "owner")
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
  ),
  "ideas"."is_hidden"
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    "ideas"."owner_account_id" = $1
    and (
      "ideas"."status" = $2
      and (
        "ideas"."is_hidden" = $3
        or "ideas"."owner_account_id" = $4
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
  )
order by
  "ideas"."post_date" desc,
  "ideas"."id" desc
limit
  $5;
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
        "ideas"."owner_account_id" = $1
        and (
          "ideas"."status" = $2
          and (
            "ideas"."is_hidden" = $3
            or "ideas"."owner_account_id" = $4
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
      )
    limit
      $5
  ) "matches";

-- ideaRepository.findWithOwner(string)
select
  "ideas"."id",
  "ideas"."owner_account_id",
  "ideas"."name",
  "ideas"."description",
  "ideas"."category_id",
  "ideas"."detail",
  "ideas"."business_model",
  "ideas"."status",
  "ideas"."is_hidden",
  "ideas"."is_admin_suggest",
  "ideas"."is_sponsored",
  "ideas"."sponsored_until",
  "ideas"."visibility",
  "ideas"."access_terms",
  "ideas"."hidden_by_report",
  "ideas"."post_date",
  "ideas"."view_count",
  "ideas"."comment_count",
  "ideas"."review_count",
  "ideas"."share_count",
  "ideas"."rating_sum",
  "ideas"."rating_avg",
  "ideas"."trending_score",
  "ideas"."search_vector",
  "ideas"."created_at",
  "ideas"."updated_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "accounts"."mini_bio",
  "accounts"."is_deactivated"
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    "ideas"."id" = $1
    and "ideas"."status" <> $2
  )
limit
  $3;

-- ideaRepository.findDetail(string, string)
select
  "ideas"."id",
  "ideas"."owner_account_id",
  "ideas"."name",
  "ideas"."description",
  "ideas"."category_id",
  "ideas"."detail",
  "ideas"."business_model",
  "ideas"."status",
  "ideas"."is_hidden",
  "ideas"."is_admin_suggest",
  "ideas"."is_sponsored",
  "ideas"."sponsored_until",
  "ideas"."visibility",
  "ideas"."access_terms",
  "ideas"."hidden_by_report",
  "ideas"."post_date",
  "ideas"."view_count",
  "ideas"."comment_count",
  "ideas"."review_count",
  "ideas"."share_count",
  "ideas"."rating_sum",
  "ideas"."rating_avg",
  "ideas"."trending_score",
  "ideas"."search_vector",
  "ideas"."created_at",
  "ideas"."updated_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "accounts"."mini_bio",
  "accounts"."is_deactivated",
  coalesce(
    (
      select
        json_agg(
          "idea_achievements"."name"
          order by
            "idea_achievements"."sort_order",
            "idea_achievements"."id"
        )
      from
        "idea_achievements"
      where
        "idea_achievements"."idea_id" = "ideas"."id"
    ),
    '[]'::json
  ),
  coalesce(
    (
      select
        json_agg(
          json_build_object('id', "idea_attachments"."id", 'key', "idea_attachments"."key")
          order by
            "idea_attachments"."sort_order",
            "idea_attachments"."id"
        )
      from
        "idea_attachments"
      where
        "idea_attachments"."idea_id" = "ideas"."id"
    ),
    '[]'::json
  ),
  exists (
    select
      1
    from
      "idea_bookmarks"
    where
      "idea_bookmarks"."idea_id" = "ideas"."id"
      and "idea_bookmarks"."account_id" = $1
  ),
  exists (
    select
      1
    from
      "blocks"
    where
      (
        "blocks"."blocker_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = $2
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
      or (
        "blocks"."blocker_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "ideas"."owner_account_id"
        )
        and "blocks"."blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = $3
        )
      )
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    "ideas"."id" = $4
    and "ideas"."status" <> $5
  )
limit
  $6;

-- ideaRepository.findVisibility(string)
select
  "ideas"."id",
  "ideas"."owner_account_id",
  "ideas"."status",
  "ideas"."is_hidden",
  "accounts"."is_deactivated",
  "ideas"."visibility"
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" = $1;

-- ideaRepository.findOwnerId(string)
select
  "owner_account_id"
from
  "ideas"
where
  (
    "ideas"."id" = $1
    and "ideas"."status" <> $2
  )
limit
  $3;

-- ideaRepository.listAttachments(string)
select
  "id",
  "key"
from
  "idea_attachments"
where
  "idea_attachments"."idea_id" = $1
order by
  "idea_attachments"."sort_order" asc,
  "idea_attachments"."id" asc;

-- ideaRepository.listAchievements(string)
select
  "name"
from
  "idea_achievements"
where
  "idea_achievements"."idea_id" = $1
order by
  "idea_achievements"."sort_order" asc,
  "idea_achievements"."id" asc;

-- ideaRepository.findPageFacts(string)
select
  "ideas"."id",
  "ideas"."owner_account_id",
  "ideas"."status",
  "ideas"."is_hidden",
  "accounts"."is_deactivated",
  "ideas"."visibility",
  "ideas"."name",
  "ideas"."description",
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
  ),
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "ideas"."post_date",
  "ideas"."updated_at",
  "ideas"."rating_avg",
  "ideas"."review_count"
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" = $1
limit
  $2;

-- ideaRepository.countPubliclyVisible()
select
  count(*)::int
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
  );

-- ideaRepository.listPubliclyVisibleForSitemap(number, number)
select
  "id",
  "updated_at"
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
  "ideas"."id" asc
limit
  $3;

-- ideaRepository.recordView({ ideaId: string, viewerKey: "account:viewer", viewDate: "2026-01-01" })
with
  "inserted" as (
    insert into
      "idea_views" ("idea_id", "viewer_key", "view_date", "created_at")
    values
      ($1, $2, $3, default)
    on conflict do nothing
    returning
      "idea_id"
  )
update "ideas"
set
  "view_count" = "ideas"."view_count" + 1,
  "updated_at" = "ideas"."updated_at"
where
  "ideas"."id" in (
    select
      "inserted"."idea_id"
    from
      "inserted"
  )
returning
  "id";
