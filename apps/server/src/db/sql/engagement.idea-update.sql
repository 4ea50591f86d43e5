-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- ideaUpdateRepository.insert({ ideaId: string, authorAccountId: string, text: "example" })
insert into
  "idea_updates" ("id", "idea_id", "author_account_id", "text", "created_at")
values
  ($1, $2, $3, $4, default)
returning
  "id",
  "idea_id",
  "author_account_id",
  "text",
  "created_at";

-- ideaUpdateRepository.listPage(string, { limit: number, offset: number })
select
  "id",
  "idea_id",
  "author_account_id",
  "text",
  "created_at"
from
  "idea_updates"
where
  "idea_updates"."idea_id" = $1
order by
  "idea_updates"."created_at" desc,
  "idea_updates"."id" desc
limit
  $2;
select
  count(*)
from
  "idea_updates"
where
  "idea_updates"."idea_id" = $1;

-- ideaUpdateRepository.delete(string, string)
delete from "idea_updates"
where
  (
    "idea_updates"."id" = $1
    and "idea_updates"."idea_id" = $2
  )
returning
  "id";
