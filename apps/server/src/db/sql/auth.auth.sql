-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- authRepository.findByUsernameOrEmail("example")
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "password_hash",
  "email_verified_at",
  "google_sub",
  "role",
  "owner_account_id",
  "is_deactivated",
  "two_factor_enabled_at"
from
  "accounts"
where
  lower("accounts"."username") = $1
  or lower("accounts"."email") = $2
limit
  $3;

-- authRepository.findByGoogleSub("example")
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "password_hash",
  "email_verified_at",
  "google_sub",
  "role",
  "owner_account_id",
  "is_deactivated",
  "two_factor_enabled_at"
from
  "accounts"
where
  "accounts"."google_sub" = $1
limit
  $2;

-- authRepository.findByLineSub("example")
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "password_hash",
  "email_verified_at",
  "google_sub",
  "role",
  "owner_account_id",
  "is_deactivated",
  "two_factor_enabled_at"
from
  "accounts"
where
  "accounts"."line_sub" = $1
limit
  $2;

-- authRepository.findByEmail("someone@example.test")
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "password_hash",
  "email_verified_at",
  "google_sub",
  "role",
  "owner_account_id",
  "is_deactivated",
  "two_factor_enabled_at"
from
  "accounts"
where
  lower("accounts"."email") = $1
limit
  $2;

-- authRepository.releaseUnverifiedEmail(string)
update "accounts"
set
  "email" = $1,
  "updated_at" = $2
where
  (
    "accounts"."id" = $3
    and "accounts"."email_verified_at" is null
  )
returning
  "id";

-- authRepository.emailExists("someone@example.test")
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "password_hash",
  "email_verified_at",
  "google_sub",
  "role",
  "owner_account_id",
  "is_deactivated",
  "two_factor_enabled_at"
from
  "accounts"
where
  lower("accounts"."email") = $1
limit
  $2;

-- authRepository.takenUsernames(["example"])
select
  lower("username")
from
  "accounts"
where
  lower("accounts"."username") in ($1);

-- authRepository.insert({ username: "example" })
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
    default,
    default,
    default,
    default
  )
returning
  "id";

-- authRepository.linkLine(string, "example")
update "accounts"
set
  "line_sub" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3
  and "accounts"."line_sub" is null
returning
  "id";

-- authRepository.linkGoogle(string, "example")
update "accounts"
set
  "google_sub" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3
  and "accounts"."google_sub" is null
returning
  "id";

-- authRepository.takeOverForGoogle(string, "example", Date)
update "accounts"
set
  "email_verified_at" = $1,
  "password_hash" = $2,
  "google_sub" = $3,
  "two_factor_secret" = $4,
  "two_factor_enabled_at" = $5,
  "updated_at" = $6
where
  "accounts"."id" = $7
  and "accounts"."google_sub" is null
returning
  "id";

-- authRepository.touchLastActive(string, Date)
update "accounts"
set
  "last_active_at" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;
