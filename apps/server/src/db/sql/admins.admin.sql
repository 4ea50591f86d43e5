-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- adminRepository.listByRole({ role: number, page: number, pageSize: number })
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
        "accounts"."role" = $1
        and "accounts"."owner_account_id" is null
      )
    limit
      $2
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
    "accounts"."role" = $1
    and "accounts"."owner_account_id" is null
  )
order by
  lower("accounts"."username") asc
limit
  $2;

-- adminRepository.listStaff()
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
  "accounts"."role" in ($1, $2)
order by
  "accounts"."role" asc,
  lower("accounts"."username") asc
limit
  $3;

-- adminRepository.insertInvitation({ email: "someone@example.test", role: number, tokenHash: "hash", expiresAt: Date })
insert into
  "admin_invitations" (
    "id",
    "email",
    "role",
    "permissions",
    "token_hash",
    "invited_by",
    "expires_at",
    "accepted_at",
    "accepted_account_id",
    "revoked_at",
    "created_at"
  )
values
  ($1, $2, $3, default, $4, default, $5, default, default, default, default)
returning
  "id",
  "email",
  "role",
  "permissions",
  "token_hash",
  "invited_by",
  "expires_at",
  "accepted_at",
  "accepted_account_id",
  "revoked_at",
  "created_at";

-- adminRepository.revokePendingFor("someone@example.test", Date)
update "admin_invitations"
set
  "revoked_at" = $1
where
  (
    "admin_invitations"."email" = $2
    and "admin_invitations"."accepted_at" is null
    and "admin_invitations"."revoked_at" is null
  );

-- adminRepository.listPending(Date)
select
  "admin_invitations"."id",
  "admin_invitations"."email",
  "admin_invitations"."role",
  "admin_invitations"."permissions",
  "admin_invitations"."token_hash",
  "admin_invitations"."invited_by",
  "admin_invitations"."expires_at",
  "admin_invitations"."accepted_at",
  "admin_invitations"."accepted_account_id",
  "admin_invitations"."revoked_at",
  "admin_invitations"."created_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "admin_invitations"
  left join "accounts" on "accounts"."id" = "admin_invitations"."invited_by"
where
  (
    "admin_invitations"."accepted_at" is null
    and "admin_invitations"."revoked_at" is null
    and "admin_invitations"."expires_at" > $1
  )
order by
  "admin_invitations"."created_at" desc
limit
  $2;

-- adminRepository.findInvitation(string)
select
  "id",
  "email",
  "role",
  "permissions",
  "token_hash",
  "invited_by",
  "expires_at",
  "accepted_at",
  "accepted_account_id",
  "revoked_at",
  "created_at"
from
  "admin_invitations"
where
  "admin_invitations"."id" = $1
limit
  $2;

-- adminRepository.lockUsableByTokenHash("hash", Date)
select
  "id",
  "email",
  "role",
  "permissions",
  "token_hash",
  "invited_by",
  "expires_at",
  "accepted_at",
  "accepted_account_id",
  "revoked_at",
  "created_at"
from
  "admin_invitations"
where
  (
    "admin_invitations"."token_hash" = $1
    and "admin_invitations"."accepted_at" is null
    and "admin_invitations"."revoked_at" is null
    and "admin_invitations"."expires_at" > $2
  )
limit
  $3
for update;

-- adminRepository.updateInvitation(string, { acceptedAt: Date })
update "admin_invitations"
set
  "accepted_at" = $1
where
  "admin_invitations"."id" = $2;
