-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- subAccountRepository.listByOwner(string)
select
  "sub_accounts"."id",
  "accounts"."id",
  "accounts"."username",
  "accounts"."email",
  "accounts"."email_verified_at",
  "accounts"."password_hash",
  "accounts"."google_sub",
  "accounts"."line_sub",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."mini_bio",
  "accounts"."bio",
  "accounts"."profile_image",
  "accounts"."background_image",
  "accounts"."achievements",
  "accounts"."role",
  "accounts"."language",
  "accounts"."is_pdpa",
  "accounts"."is_term",
  "accounts"."is_news_and_promotion",
  "accounts"."owner_account_id",
  "accounts"."is_deactivated",
  "accounts"."deactivated_at",
  "accounts"."deactivated_reason",
  "accounts"."skills_offered",
  "accounts"."skills_sought",
  "accounts"."interested_categories",
  "accounts"."time_commitment",
  "accounts"."location",
  "accounts"."is_looking_for_partner",
  "accounts"."last_active_at",
  "accounts"."deleted_at",
  "accounts"."two_factor_secret",
  "accounts"."two_factor_enabled_at",
  "accounts"."two_factor_last_step",
  "accounts"."email_on_message",
  "accounts"."email_digest",
  "accounts"."last_digest_at",
  "accounts"."chat_seen_at",
  "accounts"."created_at",
  "accounts"."updated_at"
from
  "sub_accounts"
  inner join "accounts" on "accounts"."id" = "sub_accounts"."account_id"
where
  "sub_accounts"."owner_account_id" = $1
order by
  "sub_accounts"."created_at" asc,
  "sub_accounts"."id" asc;

-- subAccountRepository.insert({ ownerAccountId: string, username: "example", firstName: "example" })
insert into
  "accounts" (
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
  )
values
  (
    $1,
    $2,
    default,
    default,
    default,
    default,
    default,
    $3,
    default,
    $4,
    default,
    default,
    $5,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    $6,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    $7,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default
  )
returning
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
  "updated_at";
insert into
  "sub_accounts" ("id", "owner_account_id", "account_id", "created_at")
values
  ($1, $2, $3, default);

-- subAccountRepository.remove(string)
savepoint sp1;
delete from "sub_accounts"
where
  "sub_accounts"."account_id" = $1;
update "accounts"
set
  "is_deactivated" = $1,
  "deactivated_at" = $2,
  "updated_at" = $3
where
  "accounts"."id" = $4;
release savepoint sp1;

-- subAccountRepository.lockOwnerAndCount(string)
select
  "id"
from
  "accounts"
where
  "accounts"."id" = $1
for update;
select
  count(*)::int
from
  "sub_accounts"
where
  "sub_accounts"."owner_account_id" = $1;

-- subAccountRepository.findOwned(string, string)
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
    "accounts"."id" = $1
    and "accounts"."owner_account_id" = $2
  )
limit
  $3;
