-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- emailVerificationRepository.findMainAccount(string)
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "email_verified_at",
  "is_deactivated"
from
  "accounts"
where
  (
    "accounts"."id" = $1
    and "accounts"."owner_account_id" is null
  )
limit
  $2;

-- emailVerificationRepository.insertToken({ accountId: string, email: "someone@example.test", tokenHash: "hash", expiresAt: Date })
insert into
  "email_verifications" (
    "id",
    "account_id",
    "email",
    "kind",
    "token_hash",
    "expires_at",
    "used_at",
    "created_at"
  )
values
  ($1, $2, $3, default, $4, $5, default, default);

-- emailVerificationRepository.findPendingChange(string, Date)
select
  "email"
from
  "email_verifications"
where
  (
    "email_verifications"."account_id" = $1
    and "email_verifications"."kind" = $2
    and "email_verifications"."used_at" is null
    and "email_verifications"."expires_at" > $3
  )
order by
  "email_verifications"."created_at" desc
limit
  $4;

-- emailVerificationRepository.retireChangesOf(string, Date)
update "email_verifications"
set
  "used_at" = $1
where
  (
    "email_verifications"."account_id" = $2
    and "email_verifications"."kind" = $3
    and "email_verifications"."used_at" is null
  );

-- emailVerificationRepository.redeem("hash", Date)
update "email_verifications"
set
  "used_at" = $1
where
  (
    "email_verifications"."token_hash" = $2
    and "email_verifications"."used_at" is null
    and "email_verifications"."expires_at" > $3
  )
returning
  "account_id",
  "email",
  "kind";

-- emailVerificationRepository.findSpentVerification("hash")
select
  "accounts"."email"
from
  "email_verifications"
  inner join "accounts" on "accounts"."id" = "email_verifications"."account_id"
where
  (
    "email_verifications"."token_hash" = $1
    and "email_verifications"."kind" = $2
    and "email_verifications"."used_at" is not null
    and "accounts"."email" = "email_verifications"."email"
    and "accounts"."email_verified_at" is not null
    and "accounts"."is_deactivated" = $3
  )
limit
  $4;

-- emailVerificationRepository.markVerified(string, "someone@example.test", Date)
update "accounts"
set
  "email_verified_at" = coalesce("accounts"."email_verified_at", $1::timestamptz),
  "updated_at" = $2
where
  (
    "accounts"."id" = $3
    and lower("accounts"."email") = $4
    and "accounts"."is_deactivated" = $5
  )
returning
  "email";

-- emailVerificationRepository.changeEmail(string, "someone@example.test", Date)
update "accounts"
set
  "email" = $1,
  "email_verified_at" = $2,
  "updated_at" = $3
where
  (
    "accounts"."id" = $4
    and "accounts"."owner_account_id" is null
    and "accounts"."is_deactivated" = $5
  )
returning
  "email";

-- emailVerificationRepository.retireTokensOf(string, Date)
update "email_verifications"
set
  "used_at" = $1
where
  (
    "email_verifications"."account_id" = $2
    and "email_verifications"."used_at" is null
  );
