-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- auditRepository.insert({ action: "example", targetType: "example", targetId: string })
insert into
  "audit_log" (
    "id",
    "actor_account_id",
    "action",
    "target_type",
    "target_id",
    "before",
    "after",
    "note",
    "created_at"
  )
values
  ($1, default, $2, $3, $4, default, default, default, default);

-- auditRepository.list({ page: number, pageSize: number }, ["account"])
select
  count(*)
from
  (
    select
      1
    from
      "audit_log"
    where
      "audit_log"."target_type" in ($1)
    limit
      $2
  ) "matches";
select
  "audit_log"."id",
  "audit_log"."actor_account_id",
  "audit_log"."action",
  "audit_log"."target_type",
  "audit_log"."target_id",
  "audit_log"."before",
  "audit_log"."after",
  "audit_log"."note",
  "audit_log"."created_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "audit_log"
  left join "accounts" on "accounts"."id" = "audit_log"."actor_account_id"
where
  "audit_log"."target_type" in ($1)
order by
  "audit_log"."created_at" desc,
  "audit_log"."id" desc
limit
  $2;

-- auditRepository.targetLabels([{ type: "account", id: string }, { type: "idea", id: string }, { type: "report", id: string }, { type: "comment", id: string }])
select
  "id",
  "username"
from
  "accounts"
where
  "accounts"."id" in ($1);
select
  "id",
  "name"
from
  "ideas"
where
  "ideas"."id" in ($1);
select
  "reports"."id",
  "ideas"."name"
from
  "reports"
  inner join "ideas" on "ideas"."id" = "reports"."idea_id"
where
  "reports"."id" in ($1);
select
  "id",
  left("text", 80)
from
  "comments"
where
  "comments"."id" in ($1);
