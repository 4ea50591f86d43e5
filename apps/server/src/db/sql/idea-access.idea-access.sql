-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- ideaAccessRepository.latestOf(string, string)
select
  "id",
  "idea_id",
  "requester_account_id",
  "note",
  "status",
  "terms",
  "terms_accepted_at",
  "created_at",
  "decided_at",
  "revoked_at"
from
  "idea_access_requests"
where
  (
    "idea_access_requests"."idea_id" = $1
    and "idea_access_requests"."requester_account_id" = $2
  )
order by
  "idea_access_requests"."created_at" desc,
  "idea_access_requests"."id" desc
limit
  $3;

-- ideaAccessRepository.isApproved(string, string)
select
  "id"
from
  "idea_access_requests"
where
  (
    "idea_access_requests"."idea_id" = $1
    and "idea_access_requests"."requester_account_id" = $2
    and "idea_access_requests"."status" = $3
  )
limit
  $4;

-- ideaAccessRepository.revokeBetweenPersons(string, string, Date)
update "idea_access_requests"
set
  "status" = $1,
  "revoked_at" = $2
where
  (
    "idea_access_requests"."status" = $3
    and exists (
      select
        1
      from
        "ideas"
      where
        "ideas"."id" = "idea_access_requests"."idea_id"
        and (
          (
            (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "ideas"."owner_account_id"
            ) = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = $4
            )
            and (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "idea_access_requests"."requester_account_id"
            ) = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = $5
            )
          )
          or (
            (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "ideas"."owner_account_id"
            ) = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = $6
            )
            and (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "idea_access_requests"."requester_account_id"
            ) = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = $7
            )
          )
        )
    )
  );

-- ideaAccessRepository.countPending(string)
select
  count(*)
from
  "idea_access_requests"
where
  (
    "idea_access_requests"."idea_id" = $1
    and "idea_access_requests"."status" = $2
  );

-- ideaAccessRepository.insert({ ideaId: string, requesterAccountId: string, note: "example", terms: "example", termsAcceptedAt: Date })
insert into
  "idea_access_requests" (
    "id",
    "idea_id",
    "requester_account_id",
    "note",
    "status",
    "terms",
    "terms_accepted_at",
    "created_at",
    "decided_at",
    "revoked_at"
  )
values
  ($1, $2, $3, $4, default, $5, $6, default, default, default)
on conflict do nothing
returning
  "id",
  "idea_id",
  "requester_account_id",
  "note",
  "status",
  "terms",
  "terms_accepted_at",
  "created_at",
  "decided_at",
  "revoked_at";

-- ideaAccessRepository.lock(string, string)
select
  "id",
  "idea_id",
  "requester_account_id",
  "note",
  "status",
  "terms",
  "terms_accepted_at",
  "created_at",
  "decided_at",
  "revoked_at"
from
  "idea_access_requests"
where
  (
    "idea_access_requests"."id" = $1
    and "idea_access_requests"."idea_id" = $2
  )
for update;

-- ideaAccessRepository.lockApproval(string, string)
select
  "id",
  "idea_id",
  "requester_account_id",
  "note",
  "status",
  "terms",
  "terms_accepted_at",
  "created_at",
  "decided_at",
  "revoked_at"
from
  "idea_access_requests"
where
  (
    "idea_access_requests"."idea_id" = $1
    and "idea_access_requests"."requester_account_id" = $2
    and "idea_access_requests"."status" = $3
  )
for update;

-- ideaAccessRepository.setStatus(string, { status: "pending" })
update "idea_access_requests"
set
  "status" = $1
where
  "idea_access_requests"."id" = $2
returning
  "id",
  "idea_id",
  "requester_account_id",
  "note",
  "status",
  "terms",
  "terms_accepted_at",
  "created_at",
  "decided_at",
  "revoked_at";

-- ideaAccessRepository.findWithRequester(string)
select
  "idea_access_requests"."id",
  "idea_access_requests"."idea_id",
  "idea_access_requests"."requester_account_id",
  "idea_access_requests"."note",
  "idea_access_requests"."status",
  "idea_access_requests"."terms",
  "idea_access_requests"."terms_accepted_at",
  "idea_access_requests"."created_at",
  "idea_access_requests"."decided_at",
  "idea_access_requests"."revoked_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "idea_access_requests"
  inner join "accounts" on "accounts"."id" = "idea_access_requests"."requester_account_id"
where
  "idea_access_requests"."id" = $1
limit
  $2;

-- ideaAccessRepository.listForIdea(string, { limit: number, offset: number })
select
  "idea_access_requests"."id",
  "idea_access_requests"."idea_id",
  "idea_access_requests"."requester_account_id",
  "idea_access_requests"."note",
  "idea_access_requests"."status",
  "idea_access_requests"."terms",
  "idea_access_requests"."terms_accepted_at",
  "idea_access_requests"."created_at",
  "idea_access_requests"."decided_at",
  "idea_access_requests"."revoked_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "idea_access_requests"
  inner join "accounts" on "accounts"."id" = "idea_access_requests"."requester_account_id"
where
  "idea_access_requests"."idea_id" = $1
order by
  "idea_access_requests"."created_at" desc,
  "idea_access_requests"."id" desc
limit
  $2;
select
  count(*)
from
  "idea_access_requests"
where
  "idea_access_requests"."idea_id" = $1;

-- ideaAccessRepository.countSentSince(string, Date)
select
  count(*)
from
  "idea_access_requests"
where
  (
    "idea_access_requests"."requester_account_id" = $1
    and "idea_access_requests"."created_at" > $2
  );

-- ideaAccessRepository.oldestSentSince(string, Date)
select
  "created_at"
from
  "idea_access_requests"
where
  (
    "idea_access_requests"."requester_account_id" = $1
    and "idea_access_requests"."created_at" > $2
  )
order by
  "idea_access_requests"."created_at"
limit
  $3;

-- ideaAccessRepository.recordView({ ideaId: string, accountId: string, now: Date, mergeSince: Date })
select
  "id"
from
  "idea_access_views"
where
  (
    "idea_access_views"."idea_id" = $1
    and "idea_access_views"."account_id" = $2
    and "idea_access_views"."viewed_at" > $3
  )
limit
  $4;
insert into
  "idea_access_views" ("id", "idea_id", "account_id", "viewed_at")
values
  ($1, $2, $3, $4);

-- ideaAccessRepository.listViews(string, { limit: number, offset: number })
select
  "idea_access_views"."id",
  "idea_access_views"."viewed_at",
  exists (
    select
      1
    from
      "idea_access_requests"
    where
      "idea_access_requests"."idea_id" = "idea_access_views"."idea_id"
      and "idea_access_requests"."requester_account_id" = "idea_access_views"."account_id"
      and "idea_access_requests"."status" = 'approved'
  ),
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "idea_access_views"
  inner join "accounts" on "accounts"."id" = "idea_access_views"."account_id"
where
  "idea_access_views"."idea_id" = $1
order by
  "idea_access_views"."viewed_at" desc,
  "idea_access_views"."id" desc
limit
  $2;
select
  count(*)
from
  "idea_access_views"
where
  "idea_access_views"."idea_id" = $1;

-- ideaAccessRepository.findImage("seed")
select
  "key",
  "idea_id"
from
  "idea_attachments"
where
  "idea_attachments"."key" like $1
limit
  $2;
select
  "key"
from
  "idea_attachments"
where
  "idea_attachments"."idea_id" = $1
order by
  "idea_attachments"."sort_order" asc,
  "idea_attachments"."id" asc;

-- ideaAccessRepository.openReportsByOthers(string, string)
select
  "id"
from
  "reports"
where
  (
    "reports"."idea_id" = $1
    and "reports"."status" = $2
    and (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = "reports"."reporter_account_id"
    ) <> (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $3
    )
  )
order by
  "reports"."created_at" asc
limit
  $4;

-- ideaAccessRepository.findMailRecipient(string)
select
  "id",
  "email",
  "username",
  "first_name",
  "language",
  "middle_name",
  "last_name"
from
  "accounts"
where
  (
    "accounts"."id" = $1
    and "accounts"."is_deactivated" = $2
    and "accounts"."deleted_at" is null
  )
limit
  $3;

-- ideaAccessRepository.findViewer(string)
select
  "id",
  "username",
  "first_name",
  "middle_name",
  "last_name",
  "profile_image",
  "role",
  "is_deactivated"
from
  "accounts"
where
  "accounts"."id" = $1
limit
  $2;
select
  "permission"
from
  "admin_permissions"
where
  "admin_permissions"."account_id" = $1;
