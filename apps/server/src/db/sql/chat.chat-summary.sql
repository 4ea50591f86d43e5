-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- chatSummaryRepository.listChats(string, { limit: number, offset: number })
select
  "chats"."id",
  "chats"."created_at",
  "chats"."last_message_at",
  (
    select
      count(*)::int
    from
      "chat_messages"
    where
      (
        "chat_messages"."chat_id" = "chat_members"."chat_id"
        and "chat_messages"."sender_account_id" <> "chat_members"."account_id"
        and (
          "chat_members"."last_read_at" is null
          or "chat_messages"."created_at" > "chat_members"."last_read_at"
        )
      )
  ),
  "other_account"."id",
  "other_account"."username",
  "other_account"."first_name",
  "other_account"."middle_name",
  "other_account"."last_name",
  "other_account"."profile_image",
  "start_idea"."id",
  "start_idea"."name",
  "start_idea"."category_id",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "start_idea"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "chat_members"
  inner join "chats" on "chats"."id" = "chat_members"."chat_id"
  inner join "chat_members" "other_member" on (
    "other_member"."chat_id" = "chats"."id"
    and "other_member"."account_id" <> "chat_members"."account_id"
  )
  inner join "accounts" "other_account" on "other_account"."id" = "other_member"."account_id"
  left join "ideas" "start_idea" on "start_idea"."id" = "chats"."idea_id"
where
  "chat_members"."account_id" = $1
order by
  coalesce("chats"."last_message_at", "chats"."created_at") desc,
  "chats"."id" desc
limit
  $2;
select
  count(*)
from
  "chat_members"
  inner join "chat_members" "other_member" on (
    "other_member"."chat_id" = "chat_members"."chat_id"
    and "other_member"."account_id" <> "chat_members"."account_id"
  )
  inner join "accounts" "other_account" on "other_account"."id" = "other_member"."account_id"
where
  "chat_members"."account_id" = $1;

-- chatSummaryRepository.listChats#2(string, { q: "สมชาย", withAccountId: string, limit: number, offset: number })
select
  "chats"."id",
  "chats"."created_at",
  "chats"."last_message_at",
  (
    select
      count(*)::int
    from
      "chat_messages"
    where
      (
        "chat_messages"."chat_id" = "chat_members"."chat_id"
        and "chat_messages"."sender_account_id" <> "chat_members"."account_id"
        and (
          "chat_members"."last_read_at" is null
          or "chat_messages"."created_at" > "chat_members"."last_read_at"
        )
      )
  ),
  "other_account"."id",
  "other_account"."username",
  "other_account"."first_name",
  "other_account"."middle_name",
  "other_account"."last_name",
  "other_account"."profile_image",
  "start_idea"."id",
  "start_idea"."name",
  "start_idea"."category_id",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "start_idea"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "chat_members"
  inner join "chats" on "chats"."id" = "chat_members"."chat_id"
  inner join "chat_members" "other_member" on (
    "other_member"."chat_id" = "chats"."id"
    and "other_member"."account_id" <> "chat_members"."account_id"
  )
  inner join "accounts" "other_account" on "other_account"."id" = "other_member"."account_id"
  left join "ideas" "start_idea" on "start_idea"."id" = "chats"."idea_id"
where
  (
    "chat_members"."account_id" = $1
    and lower(
      "other_account"."username" || ' ' || coalesce("other_account"."first_name", '') || ' ' || coalesce("other_account"."last_name", '')
    ) ilike $2
    and "other_member"."account_id" = $3
  )
order by
  coalesce("chats"."last_message_at", "chats"."created_at") desc,
  "chats"."id" desc
limit
  $4;
select
  count(*)
from
  "chat_members"
  inner join "chat_members" "other_member" on (
    "other_member"."chat_id" = "chat_members"."chat_id"
    and "other_member"."account_id" <> "chat_members"."account_id"
  )
  inner join "accounts" "other_account" on "other_account"."id" = "other_member"."account_id"
where
  (
    "chat_members"."account_id" = $1
    and lower(
      "other_account"."username" || ' ' || coalesce("other_account"."first_name", '') || ' ' || coalesce("other_account"."last_name", '')
    ) ilike $2
    and "other_member"."account_id" = $3
  );

-- chatSummaryRepository.hasActivitySinceSeen(string)
select
  1
from
  "chat_members"
  inner join "accounts" on "accounts"."id" = "chat_members"."account_id"
  inner join "chats" on "chats"."id" = "chat_members"."chat_id"
where
  (
    "chat_members"."account_id" = $1
    and (
      "accounts"."chat_seen_at" is null
      or "chats"."last_message_at" > "accounts"."chat_seen_at"
    )
    and exists (
      (
        select
          1
        from
          "chat_messages"
        where
          (
            "chat_messages"."chat_id" = "chat_members"."chat_id"
            and "chat_messages"."sender_account_id" <> "chat_members"."account_id"
            and (
              "accounts"."chat_seen_at" is null
              or "chat_messages"."created_at" > "accounts"."chat_seen_at"
            )
          )
      )
    )
  )
limit
  $2;

-- chatSummaryRepository.markChatSeen(string, Date)
update "accounts"
set
  "chat_seen_at" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;

-- chatSummaryRepository.countUnreadChats([string])
select
  count(*)
from
  "chat_members"
  inner join "chats" on "chats"."id" = "chat_members"."chat_id"
where
  (
    "chat_members"."account_id" = $1
    and (
      "chats"."last_message_at" > coalesce("chat_members"."last_read_at", '-infinity'::timestamptz)
      and exists (
        (
          select
            1
          from
            "chat_messages"
          where
            (
              "chat_messages"."chat_id" = "chat_members"."chat_id"
              and "chat_messages"."sender_account_id" <> "chat_members"."account_id"
              and (
                "chat_members"."last_read_at" is null
                or "chat_messages"."created_at" > "chat_members"."last_read_at"
              )
            )
        )
      )
    )
  );

-- chatSummaryRepository.countUnreadChats#2([string, string])
select
  "chat_members"."account_id",
  count(*)
from
  "chat_members"
  inner join "chats" on "chats"."id" = "chat_members"."chat_id"
where
  (
    "chat_members"."account_id" in ($1, $2)
    and (
      "chats"."last_message_at" > coalesce("chat_members"."last_read_at", '-infinity'::timestamptz)
      and exists (
        (
          select
            1
          from
            "chat_messages"
          where
            (
              "chat_messages"."chat_id" = "chat_members"."chat_id"
              and "chat_messages"."sender_account_id" <> "chat_members"."account_id"
              and (
                "chat_members"."last_read_at" is null
                or "chat_messages"."created_at" > "chat_members"."last_read_at"
              )
            )
        )
      )
    )
  )
group by
  "chat_members"."account_id";
