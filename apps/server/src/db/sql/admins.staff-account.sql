-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- staffAccountRepository.findMain(string)
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
    and "accounts"."owner_account_id" is null
  )
limit
  $2;

-- staffAccountRepository.findMainByEmail("someone@example.test")
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
    lower("accounts"."email") = $1
    and "accounts"."owner_account_id" is null
  )
limit
  $2;

-- staffAccountRepository.lock(string)
select
  "id"
from
  "accounts"
where
  "accounts"."id" = $1
for update;

-- staffAccountRepository.markEmailVerified(string, Date)
update "accounts"
set
  "email_verified_at" = coalesce("accounts"."email_verified_at", $1::timestamptz),
  "updated_at" = $2
where
  "accounts"."id" = $3;

-- staffAccountRepository.update(string, { isDeactivated: boolean })
update "accounts"
set
  "is_deactivated" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3
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

-- staffAccountRepository.permissionsOf([string])
select
  "account_id",
  "permission"
from
  "admin_permissions"
where
  "admin_permissions"."account_id" in ($1);

-- staffAccountRepository.replacePermissions(string, ["user.manage"], string)
delete from "admin_permissions"
where
  "admin_permissions"."account_id" = $1;
insert into
  "admin_permissions" ("account_id", "permission", "granted_by", "created_at")
values
  ($1, $2, $3, default);

-- staffAccountRepository.lockActiveSuperAdmins()
select
  "id"
from
  "accounts"
where
  (
    "accounts"."role" = $1
    and "accounts"."is_deactivated" = $2
  )
order by
  "accounts"."id"
for update;
