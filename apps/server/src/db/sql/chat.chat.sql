-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- chatRepository.findChatWithMembers(string, string)
select
  "chats"."id",
  "chats"."is_group",
  "chats"."direct_key",
  "chats"."idea_id",
  "chats"."last_message_at",
  "chats"."created_at",
  "chat_members"."account_id",
  "chat_members"."last_read_at",
  "chat_members"."account_id" <> $1::uuid
  and exists (
    select
      1
    from
      "blocks"
    where
      (
        "blocks"."blocker_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = $2::uuid
        )
        and "blocks"."blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "chat_members"."account_id"
        )
      )
      or (
        "blocks"."blocker_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "chat_members"."account_id"
        )
        and "blocks"."blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = $3::uuid
        )
      )
  )
from
  "chats"
  left join "chat_members" on "chat_members"."chat_id" = "chats"."id"
where
  "chats"."id" = $4;

-- chatRepository.findActiveAccount(string)
select
  "id"
from
  "accounts"
where
  (
    "accounts"."id" = $1
    and "accounts"."is_deactivated" = $2
  )
limit
  $3;

-- chatRepository.ownersOf([string])
select
  "id",
  "owner_account_id"
from
  "accounts"
where
  (
    "accounts"."id" in ($1)
    and "accounts"."owner_account_id" is not null
  );

-- chatRepository.findVisibleIdea(string)
select
  "ideas"."id",
  "ideas"."name",
  "ideas"."category_id",
  (
    select
      "idea_attachments"."key"
    from
      "idea_attachments"
    where
      "idea_attachments"."idea_id" = "ideas"."id"
    order by
      "idea_attachments"."sort_order" asc
    limit
      1
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    "ideas"."id" = $1
    and (
      "ideas"."status" = $2
      and "ideas"."is_hidden" = $3
      and not exists (
        select
          1
        from
          "accounts" "deactivated_owner"
        where
          "deactivated_owner"."id" = "ideas"."owner_account_id"
          and "deactivated_owner"."is_deactivated"
      )
    )
  )
limit
  $4;

-- chatRepository.openDirectChat(string, string, string)
insert into
  "chats" ("id", "is_group", "direct_key", "idea_id", "last_message_at", "created_at")
values
  ($1, default, $2, $3, default, default)
on conflict ("direct_key") do nothing
returning
  "id";
select
  "id"
from
  "chats"
where
  "chats"."direct_key" = $1;
insert into
  "chat_members" (
    "chat_id",
    "account_id",
    "last_read_at",
    "unread_count",
    "last_incoming_at",
    "message_mailed_at",
    "joined_at"
  )
values
  ($1, $2, default, default, default, default, default),
  ($3, $4, default, default, default, default, default)
on conflict do nothing;

-- chatRepository.markRead(string, string, Date)
update "chat_members"
set
  "last_read_at" = greatest(coalesce("chat_members"."last_read_at", $1::timestamptz), $2::timestamptz),
  "unread_count" = (
    select
      count(*)::int
    from
      "chat_messages"
    where
      (
        "chat_messages"."chat_id" = $3
        and "chat_messages"."sender_account_id" <> $4
        and "chat_messages"."created_at" > greatest(coalesce("chat_members"."last_read_at", $5::timestamptz), $6::timestamptz)
      )
  )
where
  (
    "chat_members"."chat_id" = $7
    and "chat_members"."account_id" = $8
  )
returning
  "last_read_at";

-- chatRepository.findOtherMember(string, string)
select
  "chat_members"."last_read_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "chat_members"
  inner join "accounts" on "accounts"."id" = "chat_members"."account_id"
where
  (
    "chat_members"."chat_id" = $1
    and "chat_members"."account_id" <> $2
  )
limit
  $3;

-- chatRepository.findOtherMembers([string], string)
select
  "chat_members"."chat_id",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "chat_members"
  inner join "accounts" on "accounts"."id" = "chat_members"."account_id"
where
  (
    "chat_members"."chat_id" in ($1)
    and "chat_members"."account_id" <> $2
  );

-- chatRepository.findNameParts(string)
select
  "username",
  "first_name",
  "middle_name",
  "last_name"
from
  "accounts"
where
  "accounts"."id" = $1
limit
  $2;
