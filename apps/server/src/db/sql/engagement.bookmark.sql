-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- bookmarkRepository.insert(string, string)
insert into
  "idea_bookmarks" ("idea_id", "account_id", "created_at")
values
  ($1, $2, default)
on conflict do nothing;

-- bookmarkRepository.delete(string, string)
delete from "idea_bookmarks"
where
  (
    "idea_bookmarks"."idea_id" = $1
    and "idea_bookmarks"."account_id" = $2
  );

-- bookmarkRepository.exists(string, string)
select
  1
from
  "idea_bookmarks"
where
  (
    "idea_bookmarks"."idea_id" = $1
    and "idea_bookmarks"."account_id" = $2
  )
limit
  $3;

-- bookmarkRepository.listPage(string, { limit: number, offset: number })
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
  "idea_bookmarks"."created_at"
from
  "idea_bookmarks"
  inner join "ideas" on "ideas"."id" = "idea_bookmarks"."idea_id"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    "idea_bookmarks"."account_id" = $1
    and (
      "ideas"."status" = $2
      and "ideas"."is_hidden" = $3
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
            person_of.id = $4
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
order by
  "idea_bookmarks"."created_at" desc,
  "idea_bookmarks"."idea_id" desc
limit
  $5;
select
  count(*)
from
  "idea_bookmarks"
  inner join "ideas" on "ideas"."id" = "idea_bookmarks"."idea_id"
where
  (
    "idea_bookmarks"."account_id" = $1
    and (
      "ideas"."status" = $2
      and "ideas"."is_hidden" = $3
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
            person_of.id = $4
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
  );

-- bookmarkRepository.saverIdsOf(string, string)
select
  "idea_bookmarks"."account_id"
from
  "idea_bookmarks"
  inner join "accounts" on "accounts"."id" = "idea_bookmarks"."account_id"
where
  (
    "idea_bookmarks"."idea_id" = $1
    and "accounts"."is_deactivated" = $2
    and not exists (
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
              person_of.id = $3
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "idea_bookmarks"."account_id"
          )
        )
        or (
          "blocks"."blocker_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "idea_bookmarks"."account_id"
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = $4
          )
        )
    )
  );
