-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- searchRepository.ideasWithoutVector(number)
select
  "id",
  "name",
  "description",
  "category_id",
  "detail",
  "visibility"
from
  "ideas"
where
  "ideas"."search_vector" is null
order by
  "ideas"."id" asc
limit
  $1;

-- searchRepository.setVector({ id: string, name: "example", description: "example", categoryId: string })
update "ideas"
set
  "search_vector" = $1::tsvector,
  "updated_at" = "ideas"."updated_at"
where
  "ideas"."id" = $2;
