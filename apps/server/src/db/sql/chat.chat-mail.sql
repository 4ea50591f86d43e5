-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- chatMailRepository.messageMailRecipients([string])
select
  "id",
  "email",
  "username",
  "first_name",
  "language"
from
  "accounts"
where
  (
    "accounts"."id" in ($1)
    and "accounts"."email_on_message" = $2
    and "accounts"."is_deactivated" = $3
    and "accounts"."deleted_at" is null
    and "accounts"."email" is not null
  );

-- chatMailRepository.claimMessageMail(string, string, Date, number)
update "chat_members"
set
  "message_mailed_at" = $1
where
  (
    "chat_members"."chat_id" = $2
    and "chat_members"."account_id" = $3
    and (
      "chat_members"."message_mailed_at" is null
      or "chat_members"."message_mailed_at" <= $4::timestamptz
    )
  )
returning
  "chat_id";

-- chatMailRepository.claimSenderMail(string, string, Date, number)
insert into
  "message_mail_senders" ("recipient_account_id", "sender_person_id", "mailed_at")
values
  (
    $1,
    (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $2
    ),
    $3
  )
on conflict ("recipient_account_id", "sender_person_id") do update
set
  "mailed_at" = $4
where
  "message_mail_senders"."mailed_at" <= $5::timestamptz
returning
  "mailed_at";
