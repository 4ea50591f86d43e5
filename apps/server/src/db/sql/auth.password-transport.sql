-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- passwordTransportRepository.insertNonce("hash", Date)
insert into
  "password_nonces" ("ciphertext_hash", "expires_at")
values
  ($1, $2)
on conflict ("ciphertext_hash") do nothing
returning
  "ciphertext_hash";

-- passwordTransportRepository.deleteExpiredNonces(Date)
delete from "password_nonces"
where
  "password_nonces"."expires_at" <= $1;
