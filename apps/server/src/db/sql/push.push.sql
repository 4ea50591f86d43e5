-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- pushRepository.upsert({ accountId: string, sessionId: string, endpoint: "example", p256dh: "example", auth: "example", userAgent: "example" })
insert into
  "push_subscriptions" (
    "id",
    "account_id",
    "session_id",
    "endpoint",
    "p256dh",
    "auth",
    "user_agent",
    "created_at",
    "last_pushed_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, default, default)
on conflict ("endpoint") do update
set
  "account_id" = $8,
  "session_id" = $9,
  "p256dh" = $10,
  "auth" = $11,
  "user_agent" = $12
where
  "push_subscriptions"."account_id" = excluded.account_id
  or not exists (
    select
      1
    from
      "sessions"
    where
      "sessions"."id" = "push_subscriptions"."session_id"
      and "sessions"."expires_at" > now()
  )
returning
  "id";

-- pushRepository.deleteOwn(string, "example")
delete from "push_subscriptions"
where
  (
    "push_subscriptions"."account_id" = $1
    and "push_subscriptions"."endpoint" = $2
  );

-- pushRepository.deleteById(string)
delete from "push_subscriptions"
where
  "push_subscriptions"."id" = $1;

-- pushRepository.deleteOfAccounts([string])
delete from "push_subscriptions"
where
  "push_subscriptions"."account_id" in ($1);
delete from "push_settings"
where
  "push_settings"."account_id" in ($1);

-- pushRepository.findById(string)
select
  "id",
  "account_id",
  "session_id",
  "endpoint",
  "p256dh",
  "auth",
  "user_agent",
  "created_at",
  "last_pushed_at"
from
  "push_subscriptions"
where
  "push_subscriptions"."id" = $1
limit
  $2;

-- pushRepository.markPushed(string, Date)
update "push_subscriptions"
set
  "last_pushed_at" = $1
where
  "push_subscriptions"."id" = $2;

-- pushRepository.listForExport(string)
select
  "endpoint",
  "user_agent",
  "created_at",
  "last_pushed_at"
from
  "push_subscriptions"
where
  "push_subscriptions"."account_id" = $1;

-- pushRepository.mutedKinds(string)
select
  "muted_kinds"
from
  "push_settings"
where
  "push_settings"."account_id" = $1;

-- pushRepository.setMutedKinds(string, ["comment"])
insert into
  "push_settings" ("account_id", "muted_kinds")
values
  ($1, $2)
on conflict ("account_id") do update
set
  "muted_kinds" = $3;

-- pushRepository.targetsOf(string)
select
  "push_subscriptions"."id",
  "owner"."language",
  "push_settings"."muted_kinds"
from
  "accounts"
  inner join "accounts" "owner" on "owner"."id" = coalesce("accounts"."owner_account_id", "accounts"."id")
  inner join "push_subscriptions" on "push_subscriptions"."account_id" = "owner"."id"
  left join "push_settings" on "push_settings"."account_id" = "owner"."id"
where
  (
    "accounts"."id" = $1
    and "accounts"."deleted_at" is null
    and "accounts"."is_deactivated" = $2
    and "owner"."deleted_at" is null
    and "owner"."is_deactivated" = $3
  );
