-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- backfillChatSearch()
select
  "id",
  "text",
  "file_name"
from
  "chat_messages"
where
  (
    "chat_messages"."search_vector" is null
    and "chat_messages"."removed_at" is null
  )
order by
  "chat_messages"."id" asc
limit
  $1;
savepoint sp1;
update "chat_messages"
set
  "search_vector" = to_tsvector('simple', $1)
where
  "chat_messages"."id" = $2;
release savepoint sp1;

-- countMatchingMessages(SQL)
select
  count(*)
from
  "chat_messages"
where
  (
    "chat_messages"."chat_id" = any (
      array(
        select
          "chat_members"."chat_id"
        from
          "chat_members"
        where
          "chat_members"."account_id" = $1
      )
    )
    and "chat_messages"."removed_at" is null
    and (
      "chat_messages"."search_vector" @@ to_tsquery('simple', $2)
      or ("chat_messages"."text" || ' ' || coalesce("chat_messages"."file_name", '')) ilike $3
    )
  );
