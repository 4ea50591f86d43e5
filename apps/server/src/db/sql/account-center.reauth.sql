-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- reauthRepository.lockedUntil(string, Date)
select
  "locked_until"
from
  "reauth_failures"
where
  (
    "reauth_failures"."account_id" = $1
    and "reauth_failures"."locked_until" > $2
  )
limit
  $3;

-- reauthRepository.recordFailure(string, Date, { maxFailures: number, windowMs: number, lockMs: number })
insert into
  "reauth_failures" ("account_id", "failed_count", "window_started_at", "locked_until")
values
  ($1, $2, $3, $4)
on conflict ("account_id") do update
set
  "failed_count" = case
    when "reauth_failures"."window_started_at" > $5::timestamptz then "reauth_failures"."failed_count" + 1
    else 1
  end,
  "window_started_at" = case
    when "reauth_failures"."window_started_at" > $6::timestamptz then "reauth_failures"."window_started_at"
    else $7::timestamptz
  end,
  "locked_until" = case
    when "reauth_failures"."window_started_at" > $8::timestamptz
    and "reauth_failures"."failed_count" + 1 >= $9 then $10::timestamptz
    else "reauth_failures"."locked_until"
  end
returning
  "failed_count",
  "locked_until";

-- reauthRepository.clear(string)
delete from "reauth_failures"
where
  "reauth_failures"."account_id" = $1;
