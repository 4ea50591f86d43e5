-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- sessionRepository.findActiveByTokenHash("hash", Date)
select
  "sessions"."id",
  "sessions"."account_id",
  "sessions"."sub_account_id",
  "sessions"."parent_session_id",
  "sessions"."expires_at",
  "sessions"."last_used_at",
  "accounts"."role",
  "accounts"."is_deactivated",
  "persona"."is_deactivated"
from
  "sessions"
  inner join "accounts" on "accounts"."id" = "sessions"."account_id"
  left join "accounts" "persona" on "persona"."id" = "sessions"."sub_account_id"
where
  (
    "sessions"."token_hash" = $1
    and "sessions"."expires_at" > $2
  )
limit
  $3;

-- sessionRepository.insert({ tokenHash: "hash", accountId: string, expiresAt: Date })
insert into
  "sessions" (
    "id",
    "token_hash",
    "account_id",
    "sub_account_id",
    "parent_session_id",
    "expires_at",
    "user_agent",
    "ip",
    "created_at",
    "last_used_at"
  )
values
  ($1, $2, $3, default, default, $4, default, default, default, default)
returning
  "id";

-- sessionRepository.touch(string, Date, Date)
update "sessions"
set
  "expires_at" = $1,
  "last_used_at" = $2
where
  "sessions"."id" = $3;

-- sessionRepository.deleteWithChildren(string)
delete from "sessions"
where
  (
    "sessions"."id" = $1
    or "sessions"."parent_session_id" = $2
  )
returning
  "id";

-- sessionRepository.deleteForAccount(string, string)
delete from "sessions"
where
  (
    (
      "sessions"."account_id" = $1
      or "sessions"."sub_account_id" = $2
    )
    and (
      "sessions"."id" <> $3
      and (
        "sessions"."parent_session_id" is null
        or "sessions"."parent_session_id" <> $4
      )
    )
  )
returning
  "id";

-- sessionRepository.findParentId(string)
select
  "parent_session_id"
from
  "sessions"
where
  "sessions"."id" = $1
limit
  $2;

-- sessionRepository.permissionsOf(string)
select
  "permission"
from
  "admin_permissions"
where
  "admin_permissions"."account_id" = $1;

-- sessionRepository.deleteExpired(Date)
delete from "sessions"
where
  "sessions"."expires_at" <= $1;
