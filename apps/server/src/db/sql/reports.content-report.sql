-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- contentReportRepository.insert({ targetType: "account", commentId: null, accountId: string, reporterAccountId: string, reason: "notRelated", detail: "example" })
insert into
  "content_reports" (
    "id",
    "target_type",
    "comment_id",
    "account_id",
    "reporter_account_id",
    "reporter_person_id",
    "reason",
    "detail",
    "status",
    "decided_by",
    "decision_note",
    "action_taken",
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
    (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $6
    ),
    $7,
    $8,
    default,
    default,
    default,
    default,
    default,
    default
  )
on conflict do nothing
returning
  "id";

-- contentReportRepository.findAccount(string)
select
  "id",
  "is_deactivated"
from
  "accounts"
where
  "accounts"."id" = $1;

-- contentReportRepository.page({ status: "open", limit: number, offset: number })
select
  "content_reports"."id",
  "content_reports"."target_type",
  "content_reports"."comment_id",
  "content_reports"."account_id",
  "content_reports"."reporter_account_id",
  "content_reports"."reporter_person_id",
  "content_reports"."reason",
  "content_reports"."detail",
  "content_reports"."status",
  "content_reports"."decided_by",
  "content_reports"."decision_note",
  "content_reports"."action_taken",
  "content_reports"."decided_at",
  "content_reports"."created_at",
  "content_reporter"."id",
  "content_reporter"."username",
  "content_reporter"."first_name",
  "content_reporter"."middle_name",
  "content_reporter"."last_name",
  "content_reporter"."profile_image",
  "content_reported"."id",
  "content_reported"."username",
  "content_reported"."first_name",
  "content_reported"."middle_name",
  "content_reported"."last_name",
  "content_reported"."profile_image",
  "content_reported"."is_deactivated",
  "content_decider"."id",
  "content_decider"."username",
  "content_decider"."first_name",
  "content_decider"."middle_name",
  "content_decider"."last_name",
  "content_decider"."profile_image",
  "comments"."id",
  "comments"."idea_id",
  "ideas"."name",
  "comments"."text",
  "comments"."is_deleted"
from
  "content_reports"
  inner join "accounts" "content_reporter" on "content_reporter"."id" = "content_reports"."reporter_account_id"
  inner join "accounts" "content_reported" on "content_reported"."id" = "content_reports"."account_id"
  left join "accounts" "content_decider" on "content_decider"."id" = "content_reports"."decided_by"
  left join "comments" on "comments"."id" = "content_reports"."comment_id"
  left join "ideas" on "ideas"."id" = "comments"."idea_id"
where
  "content_reports"."status" = $1
order by
  "content_reports"."created_at" desc,
  "content_reports"."id" desc
limit
  $2;
select
  count(*)
from
  "content_reports"
where
  "content_reports"."status" = $1;

-- contentReportRepository.findById(string)
select
  "id",
  "target_type",
  "comment_id",
  "account_id",
  "reporter_account_id",
  "reporter_person_id",
  "reason",
  "detail",
  "status",
  "decided_by",
  "decision_note",
  "action_taken",
  "decided_at",
  "created_at"
from
  "content_reports"
where
  "content_reports"."id" = $1;

-- contentReportRepository.lockOpenOnTarget({ commentId: string, accountId: string })
select
  "id",
  "target_type",
  "comment_id",
  "account_id",
  "reporter_account_id",
  "reporter_person_id",
  "reason",
  "detail",
  "status",
  "decided_by",
  "decision_note",
  "action_taken",
  "decided_at",
  "created_at"
from
  "content_reports"
where
  (
    "content_reports"."status" = $1
    and "content_reports"."comment_id" = $2
  )
for update;

-- contentReportRepository.decide([string], { status: "open", decidedBy: string, decisionNote: "example", actionTaken: "example", decidedAt: Date })
update "content_reports"
set
  "status" = $1,
  "decided_by" = $2,
  "decision_note" = $3,
  "action_taken" = $4,
  "decided_at" = $5
where
  "content_reports"."id" in ($6);
