-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- trustRepository.findPerson(string)
select
  coalesce("trust_owner"."id", "accounts"."id"),
  coalesce("trust_owner"."email_verified_at", "accounts"."email_verified_at"),
  coalesce("trust_owner"."created_at", "accounts"."created_at")
from
  "accounts"
  left join "accounts" "trust_owner" on "trust_owner"."id" = "accounts"."owner_account_id"
where
  "accounts"."id" = $1;

-- trustRepository.countReportsBy(string, Date)
select
  count(*)::int
from
  "reports"
where
  (
    "reports"."reporter_account_id" = $1
    and "reports"."created_at" >= $2
  );

-- trustRepository.countReportsFrom("example", Date)
select
  count(*)::int
from
  "reports"
where
  (
    "reports"."reporter_address" = $1
    and "reports"."created_at" >= $2
  );

-- trustRepository.countPartnerRequestsBy(string, Date)
select
  count(*)::int
from
  "partner_requests"
where
  (
    "partner_requests"."requester_account_id" = $1
    and "partner_requests"."created_at" >= $2
  );

-- trustRepository.oldestSince("reports", string, Date)
select
  min("created_at")
from
  "reports"
where
  (
    "reports"."reporter_account_id" = $1
    and "reports"."created_at" >= $2
  );

-- trustRepository.lockPerson(string)
select
  "id"
from
  "accounts"
where
  "accounts"."id" = $1
for no key update;

-- trustRepository.recentPostTexts(string, Date)
select
  "description",
  "detail",
  "created_at"
from
  "ideas"
where
  (
    "ideas"."owner_account_id" in (
      select
        "id"
      from
        "accounts"
      where
        (
          "accounts"."id" = $1
          or "accounts"."owner_account_id" = $2
        )
    )
    and "ideas"."created_at" >= $3
  )
order by
  "ideas"."created_at" desc
limit
  $4;
select
  "text",
  "created_at"
from
  "comments"
where
  (
    "comments"."author_account_id" in (
      select
        "id"
      from
        "accounts"
      where
        (
          "accounts"."id" = $1
          or "accounts"."owner_account_id" = $2
        )
    )
    and "comments"."created_at" >= $3
  )
order by
  "comments"."created_at" desc
limit
  $4;
