-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- notificationRepository.insert({ type: number, recipientAccountId: string, subjectType: "idea", subjectId: string })
insert into
  "notifications" (
    "id",
    "recipient_account_id",
    "type",
    "actor_account_id",
    "subject_type",
    "subject_id",
    "group_key",
    "payload",
    "is_read",
    "created_at"
  )
values
  ($1, $2, $3, default, $4, $5, default, default, default, default)
returning
  "id",
  "created_at";

-- notificationRepository.insertMany([{ type: number, recipientAccountId: string, subjectType: "idea", subjectId: string }])
insert into
  "notifications" (
    "id",
    "recipient_account_id",
    "type",
    "actor_account_id",
    "subject_type",
    "subject_id",
    "group_key",
    "payload",
    "is_read",
    "created_at"
  )
values
  ($1, $2, $3, default, $4, $5, default, default, default, default)
returning
  "id",
  "recipient_account_id",
  "created_at";

-- notificationRepository.bumpUnreadMany([{ id: string, recipientAccountId: string, createdAt: Date }])
insert into
  "notification_reads" (
    "account_id",
    "last_acknowledged_at",
    "latest_notification_at",
    "latest_notification_id",
    "unread_count",
    "updated_at"
  )
values
  ($1, default, $2, $3, $4, default)
on conflict ("account_id") do update
set
  "latest_notification_at" = greatest("notification_reads"."latest_notification_at", excluded.latest_notification_at),
  "latest_notification_id" = case
    when "notification_reads"."latest_notification_at" is null
    or "notification_reads"."latest_notification_at" <= excluded.latest_notification_at then excluded.latest_notification_id
    else "notification_reads"."latest_notification_id"
  end,
  "unread_count" = "notification_reads"."unread_count" + 1,
  "updated_at" = excluded.updated_at;

-- notificationRepository.repointRecent({ recipientAccountId: string, actorAccountId: string, type: number, onceKey: "access:example", since: Date }, { subjectId: string, groupKey: null, payload: { event: "request", onceKey: "access:example" } })
update "notifications"
set
  "subject_id" = $1,
  "group_key" = $2,
  "payload" = $3
where
  (
    "notifications"."recipient_account_id" = $4
    and "notifications"."actor_account_id" = $5
    and "notifications"."type" = $6
    and "notifications"."payload" ->> 'onceKey' = $7
    and "notifications"."created_at" > $8
  )
returning
  "id";

-- notificationRepository.bumpUnread(string, { id: string, createdAt: Date })
insert into
  "notification_reads" (
    "account_id",
    "last_acknowledged_at",
    "latest_notification_at",
    "latest_notification_id",
    "unread_count",
    "updated_at"
  )
values
  ($1, default, $2, $3, $4, default)
on conflict ("account_id") do update
set
  "latest_notification_at" = greatest("notification_reads"."latest_notification_at", excluded.latest_notification_at),
  "latest_notification_id" = case
    when "notification_reads"."latest_notification_at" is null
    or "notification_reads"."latest_notification_at" <= excluded.latest_notification_at then excluded.latest_notification_id
    else "notification_reads"."latest_notification_id"
  end,
  "unread_count" = "notification_reads"."unread_count" + 1,
  "updated_at" = $5;

-- notificationRepository.findSummary(string)
select
  "latest_notification_id",
  "latest_notification_at",
  "last_acknowledged_at",
  "unread_count"
from
  "notification_reads"
where
  "notification_reads"."account_id" = $1;

-- notificationRepository.setAcknowledgedAt(string, Date)
update "notification_reads"
set
  "last_acknowledged_at" = greatest("notification_reads"."last_acknowledged_at", $1::timestamptz),
  "updated_at" = $2
where
  "notification_reads"."account_id" = $3;

-- notificationRepository.findOwn(string, string)
select
  "id",
  "created_at",
  coalesce("group_key", "id"::text)
from
  "notifications"
where
  (
    "notifications"."id" = $1
    and "notifications"."recipient_account_id" = $2
  );

-- notificationRepository.markLineRead(string, "idea/example.jpg")
update "notifications"
set
  "is_read" = $1
where
  (
    "notifications"."recipient_account_id" = $2
    and "notifications"."is_read" = $3
    and coalesce("notifications"."group_key", "notifications"."id"::text) = $4
  );

-- notificationRepository.markAllRead(string)
update "notifications"
set
  "is_read" = $1
where
  (
    "notifications"."recipient_account_id" = $2
    and "notifications"."is_read" = $3
  );

-- notificationRepository.recountUnread(string)
update "notification_reads"
set
  "unread_count" = (
    select
      count(*)
    from
      "notifications"
    where
      "notifications"."recipient_account_id" = $1
      and "notifications"."is_read" = false
  ),
  "updated_at" = $2
where
  "notification_reads"."account_id" = $3;

-- notificationRepository.listLines(string, { limit: number, offset: number })
select
  coalesce("group_key", "id"::text),
  count(distinct "actor_account_id"),
  bool_and("is_read")
from
  "notifications"
where
  (
    "notifications"."recipient_account_id" = $1
    and (
      "notifications"."actor_account_id" is null
      or not exists (
        select
          1
        from
          "blocks"
        where
          "blocks"."blocker_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = $2
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "notifications"."actor_account_id"
          )
      )
    )
  )
group by
  coalesce("notifications"."group_key", "notifications"."id"::text)
order by
  max("notifications"."created_at") desc,
  coalesce("notifications"."group_key", "notifications"."id"::text)
limit
  $3;
select
  count(distinct coalesce("notifications"."group_key", "notifications"."id"::text))
from
  "notifications"
where
  (
    "notifications"."recipient_account_id" = $1
    and (
      "notifications"."actor_account_id" is null
      or not exists (
        select
          1
        from
          "blocks"
        where
          "blocks"."blocker_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = $2
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "notifications"."actor_account_id"
          )
      )
    )
  );

-- notificationRepository.findLine(string, "idea/example.jpg")
select
  coalesce("group_key", "id"::text),
  count(distinct "actor_account_id"),
  bool_and("is_read")
from
  "notifications"
where
  (
    (
      "notifications"."recipient_account_id" = $1
      and (
        "notifications"."actor_account_id" is null
        or not exists (
          select
            1
          from
            "blocks"
          where
            "blocks"."blocker_person_id" = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = $2
            )
            and "blocks"."blocked_person_id" = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "notifications"."actor_account_id"
            )
        )
      )
    )
    and coalesce("notifications"."group_key", "notifications"."id"::text) = $3
  )
group by
  coalesce("notifications"."group_key", "notifications"."id"::text);

-- notificationRepository.findLatestOfLines(string, ["idea/example.jpg"])
select distinct
  on (coalesce("notifications"."group_key", "notifications"."id"::text)) "id",
  "recipient_account_id",
  "type",
  "actor_account_id",
  "subject_type",
  "subject_id",
  "group_key",
  "payload",
  "is_read",
  "created_at",
  coalesce("group_key", "id"::text)
from
  "notifications"
where
  (
    (
      "notifications"."recipient_account_id" = $1
      and (
        "notifications"."actor_account_id" is null
        or not exists (
          select
            1
          from
            "blocks"
          where
            "blocks"."blocker_person_id" = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = $2
            )
            and "blocks"."blocked_person_id" = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "notifications"."actor_account_id"
            )
        )
      )
    )
    and coalesce("notifications"."group_key", "notifications"."id"::text) in ($3)
  )
order by
  coalesce("notifications"."group_key", "notifications"."id"::text),
  "notifications"."created_at" desc,
  "notifications"."id" desc;

-- notificationRepository.findActors([string])
select
  "id",
  "username",
  "first_name",
  "middle_name",
  "last_name",
  "profile_image",
  "is_deactivated"
from
  "accounts"
where
  "accounts"."id" in ($1);

-- notificationRepository.findIdeas([string])
select
  "ideas"."id",
  "ideas"."owner_account_id",
  "ideas"."status",
  "ideas"."is_hidden",
  "accounts"."is_deactivated",
  "ideas"."visibility"
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" in ($1);

-- notificationRepository.findComments([string])
select
  "id",
  "idea_id",
  "is_deleted"
from
  "comments"
where
  "comments"."id" in ($1);

-- notificationRepository.findRequests([string])
select
  "id",
  "status"
from
  "partner_requests"
where
  "partner_requests"."id" in ($1);

-- notificationRepository.findAccessRequests([string])
select
  "id",
  "idea_id",
  "status"
from
  "idea_access_requests"
where
  "idea_access_requests"."id" in ($1);
