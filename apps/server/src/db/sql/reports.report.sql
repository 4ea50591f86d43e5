-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- reportRepository.listForIdeas([string])
select
  "reports"."id",
  "reports"."idea_id",
  "reports"."reporter_account_id",
  "reports"."reason",
  "reports"."detail",
  "reports"."reporter_address",
  "reports"."status",
  "reports"."decided_by",
  "reports"."decision_note",
  "reports"."action_taken",
  "reports"."decided_at",
  "reports"."created_at",
  "reporter"."id",
  "reporter"."username",
  "reporter"."first_name",
  "reporter"."middle_name",
  "reporter"."last_name",
  "reporter"."profile_image",
  "decider"."id",
  "decider"."username",
  "decider"."first_name",
  "decider"."middle_name",
  "decider"."last_name",
  "decider"."profile_image"
from
  "reports"
  inner join "accounts" "reporter" on "reporter"."id" = "reports"."reporter_account_id"
  left join "accounts" "decider" on "decider"."id" = "reports"."decided_by"
where
  "reports"."idea_id" in ($1)
order by
  "reports"."created_at" desc
limit
  $2;

-- reportRepository.groupPage({ status: "open", page: number, pageSize: number })
select
  count(*)
from
  (
    select distinct
      "idea_id"
    from
      "reports"
    where
      "reports"."status" = $1
    limit
      $2
  ) "matches";
select
  "idea_id",
  count(*)::int,
  max("created_at"),
  count(*) filter (
    where
      "reason" = $1
  )::int,
  count(*) filter (
    where
      "reason" = $2
  )::int,
  count(*) filter (
    where
      "reason" = $3
  )::int,
  count(*) filter (
    where
      "reason" = $4
  )::int,
  count(*) filter (
    where
      "reason" = $5
  )::int,
  count(*) filter (
    where
      "reason" = $6
  )::int,
  count(*) filter (
    where
      "reason" = $7
  )::int,
  count(*) filter (
    where
      "reason" = $8
  )::int,
  count(*) filter (
    where
      "reason" = $9
  )::int
from
  "reports"
where
  "reports"."status" = $10
group by
  "reports"."idea_id"
order by
  exists (
    select
      1
    from
      "idea_appeals"
    where
      "idea_appeals"."idea_id" = "reports"."idea_id"
      and "idea_appeals"."status" = 'open'
  ) desc,
  max("reports"."created_at") desc,
  "reports"."idea_id" desc
limit
  $11;

-- reportRepository.findById(string)
select
  "id",
  "idea_id",
  "reporter_account_id",
  "reason",
  "detail",
  "reporter_address",
  "status",
  "decided_by",
  "decision_note",
  "action_taken",
  "decided_at",
  "created_at"
from
  "reports"
where
  "reports"."id" = $1
limit
  $2;

-- reportRepository.lockOpen({ ideaId: string })
select
  "id",
  "idea_id",
  "reporter_account_id",
  "reason",
  "detail",
  "reporter_address",
  "status",
  "decided_by",
  "decision_note",
  "action_taken",
  "decided_at",
  "created_at"
from
  "reports"
where
  (
    "reports"."idea_id" = $1
    and "reports"."status" = $2
  )
for update;

-- reportRepository.decide([string], { status: "open", decidedBy: string, decisionNote: "example", actionTaken: "example", decidedAt: Date })
update "reports"
set
  "status" = $1,
  "decided_by" = $2,
  "decision_note" = $3,
  "action_taken" = $4,
  "decided_at" = $5
where
  "reports"."id" in ($6);

-- reportRepository.countQualifiedReporters(string, Date)
select
  least(
    count(distinct coalesce("reporter"."owner_account_id", "reporter"."id")),
    count(
      distinct coalesce(
        "reports"."reporter_address",
        coalesce("reporter"."owner_account_id", "reporter"."id")::text
      )
    )
  )::int
from
  "reports"
  inner join "accounts" "reporter" on "reporter"."id" = "reports"."reporter_account_id"
  left join "accounts" "reporter_owner" on "reporter_owner"."id" = "reporter"."owner_account_id"
where
  (
    "reports"."idea_id" = $1
    and "reports"."status" = $2
    and "reporter"."is_deactivated" = $3
    and coalesce("reporter_owner"."email_verified_at", "reporter"."email_verified_at") is not null
    and coalesce("reporter_owner"."created_at", "reporter"."created_at") <= $4
  );

-- reportRepository.latestHideAction(string)
select
  "action"
from
  "audit_log"
where
  (
    "audit_log"."target_type" = $1
    and "audit_log"."target_id" = $2
    and "audit_log"."action" in ($3, $4, $5)
  )
order by
  "audit_log"."created_at" desc,
  "audit_log"."id" desc
limit
  $6;
