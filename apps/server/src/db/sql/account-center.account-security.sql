-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- accountSecurityRepository.findSecurity(string)
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "role",
  "password_hash",
  "google_sub",
  "line_sub",
  "is_deactivated",
  "deleted_at",
  "two_factor_secret",
  "two_factor_enabled_at",
  "two_factor_last_step",
  "email_on_message",
  "email_digest",
  "is_news_and_promotion"
from
  "accounts"
where
  "accounts"."id" = $1
limit
  $2;

-- accountSecurityRepository.setPasswordHash(string, "hash")
update "accounts"
set
  "password_hash" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;

-- accountSecurityRepository.listSessions(string, Date)
select
  "id",
  "user_agent",
  "ip",
  "created_at",
  "last_used_at"
from
  "sessions"
where
  (
    "sessions"."account_id" = $1
    and "sessions"."expires_at" > $2
  )
order by
  "sessions"."created_at" desc,
  "sessions"."id" desc;

-- accountSecurityRepository.isSessionOf(string, string)
select
  "id"
from
  "sessions"
where
  (
    "sessions"."id" = $1
    and "sessions"."account_id" = $2
  )
limit
  $3;

-- accountSecurityRepository.touchLastActive(string, Date)
update "accounts"
set
  "last_active_at" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;
