-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- twoFactorRepository.setPendingSecret(string, "example")
update "accounts"
set
  "two_factor_secret" = $1,
  "two_factor_last_step" = $2,
  "updated_at" = $3
where
  (
    "accounts"."id" = $4
    and "accounts"."two_factor_enabled_at" is null
  );

-- twoFactorRepository.listTwoFactorSecrets()
select
  "id",
  "two_factor_secret"
from
  "accounts"
where
  "accounts"."two_factor_secret" is not null;

-- twoFactorRepository.replaceSecret(string, "example", "example")
update "accounts"
set
  "two_factor_secret" = $1,
  "updated_at" = $2
where
  (
    "accounts"."id" = $3
    and "accounts"."two_factor_secret" = $4
  )
returning
  "id";

-- twoFactorRepository.acceptStep(string, number)
update "accounts"
set
  "two_factor_last_step" = $1,
  "updated_at" = $2
where
  (
    "accounts"."id" = $3
    and (
      "accounts"."two_factor_last_step" is null
      or "accounts"."two_factor_last_step" < $4
    )
  )
returning
  "id";

-- twoFactorRepository.enable(string, ["example"], Date)
update "accounts"
set
  "two_factor_enabled_at" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;
delete from "two_factor_recovery_codes"
where
  "two_factor_recovery_codes"."account_id" = $1;
insert into
  "two_factor_recovery_codes" ("id", "account_id", "code_hash", "used_at", "created_at")
values
  ($1, $2, $3, default, default);

-- twoFactorRepository.disable(string)
update "accounts"
set
  "two_factor_secret" = $1,
  "two_factor_enabled_at" = $2,
  "two_factor_last_step" = $3,
  "updated_at" = $4
where
  "accounts"."id" = $5;
delete from "two_factor_recovery_codes"
where
  "two_factor_recovery_codes"."account_id" = $1;

-- twoFactorRepository.useRecoveryCode(string, "hash", Date)
update "two_factor_recovery_codes"
set
  "used_at" = $1
where
  (
    "two_factor_recovery_codes"."account_id" = $2
    and "two_factor_recovery_codes"."code_hash" = $3
    and "two_factor_recovery_codes"."used_at" is null
  )
returning
  "id";

-- twoFactorRepository.recoveryCodesLeft(string)
select
  count(*)::int
from
  "two_factor_recovery_codes"
where
  (
    "two_factor_recovery_codes"."account_id" = $1
    and "two_factor_recovery_codes"."used_at" is null
  );

-- twoFactorRepository.insertChallenge({ tokenHash: "hash", accountId: string, expiresAt: Date, userAgent: "example", ip: "example" })
insert into
  "two_factor_challenges" (
    "id",
    "token_hash",
    "account_id",
    "attempts",
    "expires_at",
    "user_agent",
    "ip",
    "created_at"
  )
values
  ($1, $2, $3, default, $4, $5, $6, default);

-- twoFactorRepository.tryChallenge("hash", Date, number)
update "two_factor_challenges"
set
  "attempts" = "two_factor_challenges"."attempts" + 1
where
  (
    "two_factor_challenges"."token_hash" = $1
    and "two_factor_challenges"."expires_at" > $2
    and "two_factor_challenges"."attempts" < $3
  )
returning
  "id",
  "account_id",
  "user_agent",
  "ip";

-- twoFactorRepository.deleteChallenge(string)
delete from "two_factor_challenges"
where
  "two_factor_challenges"."id" = $1;
