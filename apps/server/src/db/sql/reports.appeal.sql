-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- appealRepository.latestEntry(string, ["idea.hide", "idea.unhide", "idea.autoHide"])
select
  "action",
  "created_at",
  "actor_account_id",
  "after",
  "note"
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

-- appealRepository.pickReviewer([string])
select
  "id"
from
  "accounts"
where
  (
    "accounts"."is_deactivated" = $1
    and "accounts"."id" not in ($2)
    and (
      "accounts"."role" = $3
      or (
        "accounts"."role" = $4
        and exists (
          select
            1
          from
            "admin_permissions" p
          where
            p.account_id = "accounts"."id"
            and p.permission = $5
        )
      )
    )
  )
order by
  (
    select
      count(*)::int
    from
      "idea_appeals" a
    where
      a.assigned_to = "accounts"."id"
      and a.status = 'open'
  ) asc,
  "accounts"."created_at" asc,
  "accounts"."id" asc
limit
  $6;

-- appealRepository.findPeople([string])
select
  "id",
  "username",
  "first_name",
  "middle_name",
  "last_name",
  "profile_image"
from
  "accounts"
where
  "accounts"."id" in ($1);

-- appealRepository.findById(string)
select
  "id",
  "idea_id",
  "account_id",
  "message",
  "hidden_at",
  "appealed",
  "appealed_decider",
  "appealed_reason",
  "appealed_note",
  "appealed_action",
  "assigned_to",
  "status",
  "decided_by",
  "decision_note",
  "decided_at",
  "created_at"
from
  "idea_appeals"
where
  "idea_appeals"."id" = $1
limit
  $2;

-- appealRepository.page({ status: "open", page: number, pageSize: number })
select
  "id",
  "idea_id",
  "account_id",
  "message",
  "hidden_at",
  "appealed",
  "appealed_decider",
  "appealed_reason",
  "appealed_note",
  "appealed_action",
  "assigned_to",
  "status",
  "decided_by",
  "decision_note",
  "decided_at",
  "created_at"
from
  "idea_appeals"
where
  "idea_appeals"."status" = $1
order by
  "idea_appeals"."created_at" asc,
  "idea_appeals"."id" asc
limit
  $2;
select
  count(*)::int
from
  "idea_appeals"
where
  "idea_appeals"."status" = $1;

-- appealRepository.openReasonCounts(string)
select
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
  (
    "reports"."idea_id" = $10
    and "reports"."status" = $11
  );

-- appealRepository.findLatest(string)
select
  "id",
  "idea_id",
  "account_id",
  "message",
  "hidden_at",
  "appealed",
  "appealed_decider",
  "appealed_reason",
  "appealed_note",
  "appealed_action",
  "assigned_to",
  "status",
  "decided_by",
  "decision_note",
  "decided_at",
  "created_at"
from
  "idea_appeals"
where
  "idea_appeals"."idea_id" = $1
order by
  "idea_appeals"."created_at" desc,
  "idea_appeals"."id" desc
limit
  $2;

-- appealRepository.insert({ ideaId: string, accountId: string, message: "example", hiddenAt: Date, appealed: "moderator", appealedAction: "hide", appealedDecider: string, appealedReason: "spam", appealedNote: "example", assignedTo: string })
insert into
  "idea_appeals" (
    "id",
    "idea_id",
    "account_id",
    "message",
    "hidden_at",
    "appealed",
    "appealed_decider",
    "appealed_reason",
    "appealed_note",
    "appealed_action",
    "assigned_to",
    "status",
    "decided_by",
    "decision_note",
    "decided_at",
    "created_at"
  )
values
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    default,
    default,
    default,
    default,
    default
  )
on conflict do nothing
returning
  "id",
  "idea_id",
  "account_id",
  "message",
  "hidden_at",
  "appealed",
  "appealed_decider",
  "appealed_reason",
  "appealed_note",
  "appealed_action",
  "assigned_to",
  "status",
  "decided_by",
  "decision_note",
  "decided_at",
  "created_at";

-- appealRepository.openForIdeas([string])
select
  "id",
  "idea_id",
  "account_id",
  "message",
  "hidden_at",
  "appealed",
  "appealed_decider",
  "appealed_reason",
  "appealed_note",
  "appealed_action",
  "assigned_to",
  "status",
  "decided_by",
  "decision_note",
  "decided_at",
  "created_at"
from
  "idea_appeals"
where
  (
    "idea_appeals"."idea_id" in ($1)
    and "idea_appeals"."status" = $2
  );

-- appealRepository.decideOpen(string, { status: "upheld", decidedBy: string, decisionNote: "example", decidedAt: Date })
update "idea_appeals"
set
  "status" = $1,
  "decided_by" = $2,
  "decision_note" = $3,
  "decided_at" = $4
where
  (
    "idea_appeals"."idea_id" = $5
    and "idea_appeals"."status" = $6
  )
returning
  "id",
  "idea_id",
  "account_id",
  "message",
  "hidden_at",
  "appealed",
  "appealed_decider",
  "appealed_reason",
  "appealed_note",
  "appealed_action",
  "assigned_to",
  "status",
  "decided_by",
  "decision_note",
  "decided_at",
  "created_at";
