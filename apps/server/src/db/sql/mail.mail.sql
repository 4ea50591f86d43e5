-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- mailRepository.addressOf(string)
select
  "email"
from
  "accounts"
where
  "accounts"."id" = $1;

-- mailRepository.insert({ text: "example", language: "TH", kind: "example", subject: "example", html: "example", transport: "example" })
insert into
  "mail_outbox" (
    "id",
    "to_address",
    "kind",
    "language",
    "subject",
    "text",
    "html",
    "headers",
    "transport",
    "sent_at",
    "created_at"
  )
values
  ($1, default, $2, $3, $4, $5, $6, default, $7, default, default)
returning
  "id";

-- mailRepository.findById(string)
select
  "id",
  "to_address",
  "kind",
  "language",
  "subject",
  "text",
  "html",
  "headers",
  "transport",
  "sent_at",
  "created_at"
from
  "mail_outbox"
where
  "mail_outbox"."id" = $1
limit
  $2;

-- mailRepository.markSent(string, Date)
update "mail_outbox"
set
  "sent_at" = $1
where
  "mail_outbox"."id" = $2;

-- mailRepository.erase(string)
update "mail_outbox"
set
  "to_address" = $1,
  "subject" = $2,
  "text" = $3,
  "html" = $4,
  "headers" = $5
where
  "mail_outbox"."id" = $6;

-- mailRepository.listRecent({ to: "example", limit: number })
select
  "id",
  "to_address",
  "kind",
  "language",
  "subject",
  "text",
  "html",
  "headers",
  "transport",
  "sent_at",
  "created_at"
from
  "mail_outbox"
where
  "mail_outbox"."to_address" = $1
order by
  "mail_outbox"."created_at" desc,
  "mail_outbox"."id" desc
limit
  $2;
