-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- chatSummaryRepository.listChats(string, { limit: number, offset: number })
select
  "chats"."id",
  "chats"."created_at",
  "chats"."last_message_at",
  "chat_members"."unread_count",
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
  "chat_members"."unread_count",
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

-- chatSummaryRepository.badgesOf([string])
select
  "id",
  "owner_account_id",
  (
    select
      count(*)::int
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."unread_count" > 0
  ),
  exists (
    select
      1
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."last_incoming_at" > coalesce("accounts"."chat_seen_at", '-infinity'::timestamptz)
  )
from
  "accounts"
where
  "accounts"."id" = $1;

-- chatSummaryRepository.badgesOf#2([string, string])
select
  "id",
  "owner_account_id",
  (
    select
      count(*)::int
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."unread_count" > 0
  ),
  exists (
    select
      1
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."last_incoming_at" > coalesce("accounts"."chat_seen_at", '-infinity'::timestamptz)
  )
from
  "accounts"
where
  "accounts"."id" in ($1, $2);

-- chatSummaryRepository.audienceOf([string])
select
  "id",
  "owner_account_id",
  (
    select
      count(*)::int
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."unread_count" > 0
  ),
  exists (
    select
      1
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."last_incoming_at" > coalesce("accounts"."chat_seen_at", '-infinity'::timestamptz)
  ),
  (
    "accounts"."email_on_message"
    and "accounts"."email" is not null
    and not "accounts"."is_deactivated"
    and "accounts"."deleted_at" is null
  ),
  exists (
    select
      1
    from
      "push_subscriptions"
    where
      "push_subscriptions"."account_id" = coalesce("accounts"."owner_account_id", "accounts"."id")
  )
from
  "accounts"
where
  "accounts"."id" = $1;

-- chatSummaryRepository.audienceOf#2([string, string])
select
  "id",
  "owner_account_id",
  (
    select
      count(*)::int
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."unread_count" > 0
  ),
  exists (
    select
      1
    from
      "chat_members"
    where
      "chat_members"."account_id" = "accounts"."id"
      and "chat_members"."last_incoming_at" > coalesce("accounts"."chat_seen_at", '-infinity'::timestamptz)
  ),
  (
    "accounts"."email_on_message"
    and "accounts"."email" is not null
    and not "accounts"."is_deactivated"
    and "accounts"."deleted_at" is null
  ),
  exists (
    select
      1
    from
      "push_subscriptions"
    where
      "push_subscriptions"."account_id" = coalesce("accounts"."owner_account_id", "accounts"."id")
  )
from
  "accounts"
where
  (
    "accounts"."id" = $1
    or "accounts"."id" = $2
  );

-- chatSummaryRepository.markChatSeen(string, Date)
update "accounts"
set
  "chat_seen_at" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3;

-- chatSummaryRepository.countUnreadChats([string])
select
  "account_id",
  count(*)
from
  "chat_members"
where
  (
    "chat_members"."account_id" in ($1)
    and "chat_members"."unread_count" > $2
  )
group by
  "chat_members"."account_id";

-- chatSummaryRepository.countUnreadChats#2([string, string])
select
  "account_id",
  count(*)
from
  "chat_members"
where
  (
    "chat_members"."account_id" in ($1, $2)
    and "chat_members"."unread_count" > $3
  )
group by
  "chat_members"."account_id";
