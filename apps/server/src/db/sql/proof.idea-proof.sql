-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- ideaProofRepository.lockContent(string)
select
  "owner_account_id",
  "name",
  "description",
  "detail",
  "business_model"
from
  "ideas"
where
  "ideas"."id" = $1
for update;

-- ideaProofRepository.latest(string)
select
  "idea_id",
  "version",
  "sha256",
  "signed_at",
  "signature",
  "key_id",
  "content",
  "created_at"
from
  "idea_versions"
where
  "idea_versions"."idea_id" = $1
order by
  "idea_versions"."version" desc
limit
  $2;

-- ideaProofRepository.insert({ ideaId: string, version: number, sha256: "example", signedAt: "example", signature: "example", keyId: string, content: "example" })
insert into
  "idea_versions" (
    "idea_id",
    "version",
    "sha256",
    "signed_at",
    "signature",
    "key_id",
    "content",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, default);

-- ideaProofRepository.list(string)
select
  "idea_id",
  "version",
  "sha256",
  "signed_at",
  "signature",
  "key_id",
  "content",
  "created_at"
from
  "idea_versions"
where
  "idea_versions"."idea_id" = $1
order by
  "idea_versions"."version" asc;

-- ideaProofRepository.find(string, number)
select
  "idea_id",
  "version",
  "sha256",
  "signed_at",
  "signature",
  "key_id",
  "content",
  "created_at"
from
  "idea_versions"
where
  (
    "idea_versions"."idea_id" = $1
    and "idea_versions"."version" = $2
  )
limit
  $3;

-- ideaProofRepository.findIdeaWithOwner(string)
select
  "ideas"."name",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" = $1
limit
  $2;
