-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- ideaWriteRepository.insert({ name: "example", ownerAccountId: string, description: "example", categoryId: "food", detail: "example" })
insert into
  "ideas" (
    "id",
    "owner_account_id",
    "name",
    "description",
    "category_id",
    "detail",
    "business_model",
    "status",
    "is_hidden",
    "is_admin_suggest",
    "is_sponsored",
    "sponsored_until",
    "visibility",
    "access_terms",
    "hidden_by_report",
    "post_date",
    "view_count",
    "comment_count",
    "review_count",
    "share_count",
    "rating_sum",
    "rating_avg",
    "trending_score",
    "search_vector",
    "created_at",
    "updated_at"
  )
values
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    default,
    $7::tsvector,
    default,
    default
  )
returning
  "id";

-- ideaWriteRepository.update(string, { name: "Night market kiosk v2" })
update "ideas"
set
  "name" = $1,
  "updated_at" = $2
where
  "ideas"."id" = $3
returning
  "name",
  "description",
  "category_id",
  "detail",
  "visibility";
update "ideas"
set
  "search_vector" = $1::tsvector,
  "updated_at" = "ideas"."updated_at"
where
  "ideas"."id" = $2;

-- ideaWriteRepository.replaceAchievements(string, ["example"])
delete from "idea_achievements"
where
  "idea_achievements"."idea_id" = $1;
insert into
  "idea_achievements" ("id", "idea_id", "name", "sort_order")
values
  ($1, $2, $3, $4);

-- ideaWriteRepository.replaceAttachments(string, [{ key: "idea/example.jpg" }])
delete from "idea_attachments"
where
  "idea_attachments"."idea_id" = $1;
insert into
  "idea_attachments" ("id", "idea_id", "key", "sort_order", "created_at")
values
  ($1, $2, $3, $4, default);

-- ideaWriteRepository.findUnclaimedIdeaUploads(string, ["idea/example.jpg"])
select
  "key"
from
  "uploads"
where
  (
    "uploads"."key" in ($1)
    and "uploads"."owner_account_id" = $2
    and "uploads"."module_path" = $3
    and "uploads"."is_referenced" = $4
  );

-- ideaWriteRepository.softDelete(string)
update "ideas"
set
  "status" = $1,
  "updated_at" = $2
where
  "ideas"."id" = $3;

-- ideaWriteRepository.insertReport({ ideaId: string, reporterAccountId: string, reason: "notRelated", detail: "example", reporterAddress: "example" })
insert into
  "reports" (
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
  )
values
  ($1, $2, $3, $4, $5, $6, default, default, default, default, default, default)
on conflict do nothing
returning
  "id";

-- ideaWriteRepository.insertShare({ ideaId: string, accountId: string, sharerKey: "idea/example.jpg", channel: "example" })
insert into
  "shares" ("id", "idea_id", "account_id", "channel", "sharer_key", "created_at")
values
  ($1, $2, $3, $4, $5, default)
on conflict ("idea_id", "sharer_key") do nothing
returning
  "id";
update "ideas"
set
  "share_count" = "ideas"."share_count" + 1,
  "updated_at" = "ideas"."updated_at"
where
  "ideas"."id" = $1
returning
  "share_count";

-- ideaWriteRepository.readShareCount(string)
select
  "share_count"
from
  "ideas"
where
  "ideas"."id" = $1;
