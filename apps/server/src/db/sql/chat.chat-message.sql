-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- chatMessageRepository.insertMessage({ chatId: string, senderAccountId: string, text: "Hello", createdAt: Date, clientId: "client-1", searchVector: SQL })
with
  "inserted" as (
    insert into
      "chat_messages" (
        "id",
        "chat_id",
        "sender_account_id",
        "client_id",
        "text",
        "image_key",
        "file_key",
        "file_name",
        "file_size_bytes",
        "shared_idea_id",
        "created_at",
        "edited_at",
        "removed_at",
        "search_vector",
        "reply_to_id"
      )
    values
      (
        $1,
        $2,
        $3,
        $4,
        $5,
        $6,
        $7,
        $8,
        $9,
        $10,
        $11::timestamptz,
        default,
        default,
        to_tsvector('simple', $12::text),
        $13
      )
    on conflict ("chat_id", "sender_account_id", "client_id") do nothing
    returning
      "id"
  ),
  "touched" as (
    update "chats"
    set
      "last_message_at" = greatest(coalesce("chats"."last_message_at", $14::timestamptz), $15::timestamptz)
    where
      (
        "chats"."id" = $16::uuid
        and exists (
          select
            1
          from
            "inserted"
        )
      )
    returning
      "id"
  ),
  "read" as (
    update "chat_members"
    set
      "last_read_at" = greatest(coalesce("chat_members"."last_read_at", $17::timestamptz), $18::timestamptz),
      "unread_count" = (
        select
          count(*)::int
        from
          "chat_messages"
        where
          (
            "chat_messages"."chat_id" = $19::uuid
            and "chat_messages"."sender_account_id" <> $20::uuid
            and "chat_messages"."created_at" > greatest(coalesce("chat_members"."last_read_at", $21::timestamptz), $22::timestamptz)
          )
      )
    where
      (
        "chat_members"."chat_id" = $23::uuid
        and "chat_members"."account_id" = $24::uuid
        and exists (
          select
            1
          from
            "inserted"
        )
      )
    returning
      "chat_id"
  ),
  "delivered" as (
    update "chat_members"
    set
      "unread_count" = "chat_members"."unread_count" + (
        case
          when $25::timestamptz > coalesce("chat_members"."last_read_at", '-infinity'::timestamptz) then 1
          else 0
        end
      ),
      "last_incoming_at" = greatest(coalesce("chat_members"."last_incoming_at", $26::timestamptz), $27::timestamptz)
    where
      (
        "chat_members"."chat_id" = $28::uuid
        and "chat_members"."account_id" <> $29::uuid
        and exists (
          select
            1
          from
            "inserted"
        )
      )
    returning
      "chat_id"
  )
select
  "id"
from
  "inserted";

-- chatMessageRepository.insertMessage#2({ chatId: string, senderAccountId: string, text: "Hello", createdAt: Date, clientId: "seed" })
with
  "inserted" as (
    insert into
      "chat_messages" (
        "id",
        "chat_id",
        "sender_account_id",
        "client_id",
        "text",
        "image_key",
        "file_key",
        "file_name",
        "file_size_bytes",
        "shared_idea_id",
        "created_at",
        "edited_at",
        "removed_at",
        "search_vector",
        "reply_to_id"
      )
    values
      (
        $1,
        $2,
        $3,
        $4,
        $5,
        $6,
        $7,
        $8,
        $9,
        $10,
        $11::timestamptz,
        default,
        default,
        to_tsvector('simple', $12::text),
        $13
      )
    on conflict ("chat_id", "sender_account_id", "client_id") do nothing
    returning
      "id"
  ),
  "touched" as (
    update "chats"
    set
      "last_message_at" = greatest(coalesce("chats"."last_message_at", $14::timestamptz), $15::timestamptz)
    where
      (
        "chats"."id" = $16::uuid
        and exists (
          select
            1
          from
            "inserted"
        )
      )
    returning
      "id"
  ),
  "read" as (
    update "chat_members"
    set
      "last_read_at" = greatest(coalesce("chat_members"."last_read_at", $17::timestamptz), $18::timestamptz),
      "unread_count" = (
        select
          count(*)::int
        from
          "chat_messages"
        where
          (
            "chat_messages"."chat_id" = $19::uuid
            and "chat_messages"."sender_account_id" <> $20::uuid
            and "chat_messages"."created_at" > greatest(coalesce("chat_members"."last_read_at", $21::timestamptz), $22::timestamptz)
          )
      )
    where
      (
        "chat_members"."chat_id" = $23::uuid
        and "chat_members"."account_id" = $24::uuid
        and exists (
          select
            1
          from
            "inserted"
        )
      )
    returning
      "chat_id"
  ),
  "delivered" as (
    update "chat_members"
    set
      "unread_count" = "chat_members"."unread_count" + (
        case
          when $25::timestamptz > coalesce("chat_members"."last_read_at", '-infinity'::timestamptz) then 1
          else 0
        end
      ),
      "last_incoming_at" = greatest(coalesce("chat_members"."last_incoming_at", $26::timestamptz), $27::timestamptz)
    where
      (
        "chat_members"."chat_id" = $28::uuid
        and "chat_members"."account_id" <> $29::uuid
        and exists (
          select
            1
          from
            "inserted"
        )
      )
    returning
      "chat_id"
  )
select
  "id"
from
  "inserted";
select
  "id"
from
  "chat_messages"
where
  (
    "chat_messages"."chat_id" = $1
    and "chat_messages"."sender_account_id" = $2
    and "chat_messages"."client_id" = $3
  );

-- chatMessageRepository.findMessage(string)
select
  "chat_messages"."id",
  "chat_messages"."chat_id",
  "chat_messages"."client_id",
  "chat_messages"."sender_account_id",
  "chat_messages"."text",
  "chat_messages"."image_key",
  "chat_messages"."file_key",
  "chat_messages"."file_name",
  "chat_messages"."file_size_bytes",
  "chat_messages"."created_at",
  "chat_messages"."edited_at",
  "chat_messages"."removed_at",
  "shared_idea"."id",
  "shared_idea"."name",
  "shared_idea"."category_id",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "shared_idea"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  ),
  "quoted"."id",
  "quoted"."sender_account_id",
  left("quoted"."text", 100),
  ("quoted"."image_key" is not null),
  ("quoted"."shared_idea_id" is not null),
  "quoted"."file_name",
  "quoted"."removed_at"
from
  "chat_messages"
  left join "ideas" "shared_idea" on "shared_idea"."id" = "chat_messages"."shared_idea_id"
  left join "chat_messages" "quoted" on "quoted"."id" = "chat_messages"."reply_to_id"
where
  "chat_messages"."id" = $1;

-- chatMessageRepository.searchMessages(SQL, { limit: number, offset: number })
select
  "chat_messages"."id",
  "chat_messages"."chat_id",
  "chat_messages"."client_id",
  "chat_messages"."sender_account_id",
  "chat_messages"."text",
  "chat_messages"."image_key",
  "chat_messages"."file_key",
  "chat_messages"."file_name",
  "chat_messages"."file_size_bytes",
  "chat_messages"."created_at",
  "chat_messages"."edited_at",
  "chat_messages"."removed_at",
  "shared_idea"."id",
  "shared_idea"."name",
  "shared_idea"."category_id",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "shared_idea"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  ),
  "quoted"."id",
  "quoted"."sender_account_id",
  left("quoted"."text", 100),
  ("quoted"."image_key" is not null),
  ("quoted"."shared_idea_id" is not null),
  "quoted"."file_name",
  "quoted"."removed_at"
from
  "chat_messages"
  left join "ideas" "shared_idea" on "shared_idea"."id" = "chat_messages"."shared_idea_id"
  left join "chat_messages" "quoted" on "quoted"."id" = "chat_messages"."reply_to_id"
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
    and "chat_messages"."chat_id" = $4
  )
order by
  "chat_messages"."created_at" desc,
  "chat_messages"."id" desc
limit
  $5;

-- chatMessageRepository.latestMessageTime(string)
select
  "created_at"
from
  "chat_messages"
where
  "chat_messages"."chat_id" = $1
order by
  "chat_messages"."created_at" desc,
  "chat_messages"."id" desc
limit
  $2;

-- chatMessageRepository.listMessages(string, { cursor: { at: Date, id: string }, direction: "older", limit: number })
select
  "chat_messages"."id",
  "chat_messages"."chat_id",
  "chat_messages"."client_id",
  "chat_messages"."sender_account_id",
  "chat_messages"."text",
  "chat_messages"."image_key",
  "chat_messages"."file_key",
  "chat_messages"."file_name",
  "chat_messages"."file_size_bytes",
  "chat_messages"."created_at",
  "chat_messages"."edited_at",
  "chat_messages"."removed_at",
  "shared_idea"."id",
  "shared_idea"."name",
  "shared_idea"."category_id",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "shared_idea"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  ),
  "quoted"."id",
  "quoted"."sender_account_id",
  left("quoted"."text", 100),
  ("quoted"."image_key" is not null),
  ("quoted"."shared_idea_id" is not null),
  "quoted"."file_name",
  "quoted"."removed_at"
from
  "chat_messages"
  left join "ideas" "shared_idea" on "shared_idea"."id" = "chat_messages"."shared_idea_id"
  left join "chat_messages" "quoted" on "quoted"."id" = "chat_messages"."reply_to_id"
where
  (
    "chat_messages"."chat_id" = $1
    and ("chat_messages"."created_at", "chat_messages"."id") < ($2::timestamptz, $3::uuid)
  )
order by
  "chat_messages"."created_at" desc,
  "chat_messages"."id" desc
limit
  $4;

-- chatMessageRepository.lastMessages([string])
select distinct
  on ("chat_messages"."chat_id") "id",
  "chat_id",
  "sender_account_id",
  "client_id",
  "text",
  "image_key",
  "file_key",
  "file_name",
  "file_size_bytes",
  "shared_idea_id",
  "created_at",
  "edited_at",
  "removed_at",
  "search_vector",
  "reply_to_id"
from
  "chat_messages"
where
  "chat_messages"."chat_id" in ($1)
order by
  "chat_messages"."chat_id",
  "chat_messages"."created_at" desc,
  "chat_messages"."id" desc;

-- chatMessageRepository.reactionsOf([string])
select
  "message_id",
  "account_id",
  "emoji"
from
  "chat_message_reactions"
where
  "chat_message_reactions"."message_id" in ($1)
order by
  "chat_message_reactions"."created_at" asc,
  "chat_message_reactions"."account_id" asc;

-- chatMessageRepository.editText(string, "Hello again", Date, SQL)
update "chat_messages"
set
  "text" = $1,
  "edited_at" = $2,
  "search_vector" = to_tsvector('simple', $3)
where
  "chat_messages"."id" = $4;

-- chatMessageRepository.remove(string, Date)
savepoint sp1;
update "chat_messages"
set
  "text" = $1,
  "image_key" = $2,
  "file_key" = $3,
  "file_name" = $4,
  "file_size_bytes" = $5,
  "shared_idea_id" = $6,
  "removed_at" = $7,
  "search_vector" = $8
where
  "chat_messages"."id" = $9;
delete from "chat_message_reactions"
where
  "chat_message_reactions"."message_id" = $1;
release savepoint sp1;

-- chatMessageRepository.setReaction(string, string, "👍")
insert into
  "chat_message_reactions" ("message_id", "account_id", "emoji", "created_at")
values
  ($1, $2, $3, default)
on conflict ("message_id", "account_id") do update
set
  "emoji" = $4,
  "created_at" = now();

-- chatMessageRepository.deleteReaction(string, string)
delete from "chat_message_reactions"
where
  (
    "chat_message_reactions"."message_id" = $1
    and "chat_message_reactions"."account_id" = $2
  );
