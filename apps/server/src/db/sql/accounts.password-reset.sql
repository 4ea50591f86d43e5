-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- passwordResetRepository.findMainAccountByEmail("someone@example.test")
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "is_deactivated"
from
  "accounts"
where
  (
    lower("accounts"."email") = $1
    and "accounts"."owner_account_id" is null
  )
limit
  $2;

-- passwordResetRepository.insertToken({ accountId: string, tokenHash: "hash", expiresAt: Date })
insert into
  "password_resets" ("id", "account_id", "token_hash", "expires_at", "used_at", "created_at")
values
  ($1, $2, $3, $4, default, default);

-- passwordResetRepository.findRedeemable("hash", Date)
select
  "password_resets"."account_id"
from
  "password_resets"
  inner join "accounts" on "accounts"."id" = "password_resets"."account_id"
where
  (
    "password_resets"."token_hash" = $1
    and "password_resets"."used_at" is null
    and "password_resets"."expires_at" > $2
    and "accounts"."is_deactivated" = $3
  )
limit
  $4;

-- passwordResetRepository.redeem("hash", Date)
update "password_resets"
set
  "used_at" = $1
where
  (
    "password_resets"."token_hash" = $2
    and "password_resets"."used_at" is null
    and "password_resets"."expires_at" > $3
  )
returning
  "account_id";

-- passwordResetRepository.retireTokensOf(string, Date)
update "password_resets"
set
  "used_at" = $1
where
  (
    "password_resets"."account_id" = $2
    and "password_resets"."used_at" is null
  );

-- passwordResetRepository.setPasswordHash(string, "hash")
update "accounts"
set
  "email_verified_at" = coalesce("accounts"."email_verified_at", now()),
  "password_hash" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;
