-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- serverKeyRepository.findKey(string)
select
  "id",
  "kid",
  "public_jwk",
  "private_jwk",
  "created_at"
from
  "server_keys"
where
  "server_keys"."id" = $1
limit
  $2;

-- serverKeyRepository.insertKeyIfAbsent({ id: string, kid: string, publicJwk: {}, privateJwk: {} })
insert into
  "server_keys" ("id", "kid", "public_jwk", "private_jwk", "created_at")
values
  ($1, $2, $3, $4, default)
on conflict ("id") do nothing;
