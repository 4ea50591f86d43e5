-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- storageRepository.insert({ modulePath: "example", key: "idea/example.jpg", acl: "public", mime: "example", sizeBytes: number })
insert into
  "uploads" (
    "id",
    "key",
    "owner_account_id",
    "module_path",
    "acl",
    "mime",
    "size_bytes",
    "width",
    "height",
    "is_referenced",
    "created_at"
  )
values
  ($1, $2, default, $3, $4, $5, $6, default, default, default, default);

-- storageRepository.findByKeys(["idea/example.jpg"])
select
  "id",
  "key",
  "owner_account_id",
  "module_path",
  "acl",
  "mime",
  "size_bytes",
  "width",
  "height",
  "is_referenced",
  "created_at"
from
  "uploads"
where
  "uploads"."key" in ($1);

-- storageRepository.deleteByKeys(["idea/example.jpg"])
delete from "uploads"
where
  "uploads"."key" in ($1);

-- storageRepository.markReferenced(["idea/example.jpg"])
update "uploads"
set
  "is_referenced" = $1
where
  "uploads"."key" in ($2);

-- storageRepository.listOrphans(Date, number)
select
  "id",
  "key",
  "owner_account_id",
  "module_path",
  "acl",
  "mime",
  "size_bytes",
  "width",
  "height",
  "is_referenced",
  "created_at"
from
  "uploads"
where
  (
    "uploads"."is_referenced" = $1
    and "uploads"."created_at" < $2
  )
order by
  "uploads"."created_at" asc
limit
  $3;

-- storageRepository.listPublicOf("example", number)
select
  "id",
  "key",
  "owner_account_id",
  "module_path",
  "acl",
  "mime",
  "size_bytes",
  "width",
  "height",
  "is_referenced",
  "created_at"
from
  "uploads"
where
  (
    "uploads"."module_path" = $1
    and "uploads"."acl" = $2
  )
order by
  "uploads"."created_at" asc
limit
  $3;

-- storageRepository.setAcl("idea/example.jpg", "public")
update "uploads"
set
  "acl" = $1
where
  "uploads"."key" = $2;

-- storageRepository.findAccountOwner(string)
select
  "id",
  "owner_account_id"
from
  "accounts"
where
  "accounts"."id" = $1
limit
  $2;
