-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- preferencesRepository.updatePreferences(string, { language: "EN", emailDigest: "weekly" })
update "accounts"
set
  "language" = $1,
  "email_digest" = $2,
  "updated_at" = $3
where
  "accounts"."id" = $4;

-- preferencesRepository.dueDigests("daily", Date)
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "last_digest_at",
  "created_at"
from
  "accounts"
where
  (
    "accounts"."email_digest" = $1
    and "accounts"."is_deactivated" = $2
    and "accounts"."owner_account_id" is null
    and "accounts"."email" is not null
    and (
      "accounts"."last_digest_at" is null
      or "accounts"."last_digest_at" < $3
    )
  );

-- preferencesRepository.unreadSince(string, Date)
select
  count(*)::int
from
  "notifications"
where
  (
    "notifications"."recipient_account_id" = $1
    and "notifications"."is_read" = $2
    and "notifications"."created_at" > $3
  );
select
  count(*)::int
from
  "chat_messages"
  inner join "chat_members" on (
    "chat_members"."chat_id" = "chat_messages"."chat_id"
    and "chat_members"."account_id" = $1
  )
where
  (
    "chat_messages"."sender_account_id" <> $2
    and "chat_messages"."created_at" > greatest(coalesce("chat_members"."last_read_at", '-infinity'), $3)
  );

-- preferencesRepository.markDigestSent(string, Date)
update "accounts"
set
  "last_digest_at" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;

-- preferencesRepository.findKey(string)
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

-- preferencesRepository.insertKeyIfAbsent(string, "example")
insert into
  "server_keys" ("id", "kid", "public_jwk", "private_jwk", "created_at")
values
  ($1, $2, $3, $4, default)
on conflict ("id") do nothing;
