-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- dashboardAccountRepository.list({ status: "all", q: "example", sortBy: "name", page: number, pageSize: number, isSearch: boolean })
select
  count(*)
from
  (
    select
      1
    from
      "accounts"
    where
      (
        "accounts"."owner_account_id" is null
        and (
          lower(
            "accounts"."username" || ' ' || coalesce("accounts"."first_name", '') || ' ' || coalesce("accounts"."last_name", '')
          ) ilike $1
          or lower("accounts"."email") = $2
        )
      )
    limit
      $3
  ) "matches";
select
  "id",
  "username",
  "email",
  "email_verified_at",
  "password_hash",
  "google_sub",
  "line_sub",
  "first_name",
  "middle_name",
  "last_name",
  "mini_bio",
  "bio",
  "profile_image",
  "background_image",
  "achievements",
  "role",
  "language",
  "is_pdpa",
  "is_term",
  "is_news_and_promotion",
  "owner_account_id",
  "is_deactivated",
  "deactivated_at",
  "deactivated_reason",
  "skills_offered",
  "skills_sought",
  "interested_categories",
  "time_commitment",
  "location",
  "is_looking_for_partner",
  "last_active_at",
  "deleted_at",
  "two_factor_secret",
  "two_factor_enabled_at",
  "two_factor_last_step",
  "email_on_message",
  "email_digest",
  "last_digest_at",
  "chat_seen_at",
  "created_at",
  "updated_at"
from
  "accounts"
where
  (
    "accounts"."owner_account_id" is null
    and (
      lower(
        "accounts"."username" || ' ' || coalesce("accounts"."first_name", '') || ' ' || coalesce("accounts"."last_name", '')
      ) ilike $1
      or lower("accounts"."email") = $2
    )
  )
order by
  lower("accounts"."username") asc,
  "accounts"."id" desc
limit
  $3;

-- dashboardAccountRepository.counts(string)
select
  count(*)
from
  "ideas"
where
  (
    "ideas"."owner_account_id" = $1
    and "ideas"."status" <> $2
  );
select
  count(*)
from
  "reports"
  inner join "ideas" on "ideas"."id" = "reports"."idea_id"
where
  (
    "ideas"."owner_account_id" = $1
    and "reports"."status" = $2
  );
select
  count(*)
from
  "accounts"
where
  "accounts"."owner_account_id" = $1;
