-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- partnerRepository.findAccount(string)
select
  "id",
  "is_deactivated",
  "owner_account_id"
from
  "accounts"
where
  "accounts"."id" = $1;

-- partnerRepository.findPendingBetween(string, string)
select
  "id",
  "requester_account_id",
  "addressee_account_id",
  "status",
  "note",
  "created_at",
  "responded_at"
from
  "partner_requests"
where
  (
    "partner_requests"."status" = $1
    and (
      (
        "partner_requests"."requester_account_id" = $2
        and "partner_requests"."addressee_account_id" = $3
      )
      or (
        "partner_requests"."requester_account_id" = $4
        and "partner_requests"."addressee_account_id" = $5
      )
    )
  );

-- partnerRepository.requestAllowedAt(string, string)
select
  (
    select
      max("responded_at") + interval '7 days'
    from
      "partner_requests"
    where
      "requester_account_id" = $1::uuid
      and "addressee_account_id" = $2::uuid
      and "status" = 'declined'
      and "responded_at" > now() - interval '7 days'
  )
from
  "accounts"
where
  "accounts"."id" = $3;

-- partnerRepository.findRequest(string)
select
  "id",
  "requester_account_id",
  "addressee_account_id",
  "status",
  "note",
  "created_at",
  "responded_at"
from
  "partner_requests"
where
  "partner_requests"."id" = $1;

-- partnerRepository.insertPending(string, string, "example")
insert into
  "partner_requests" (
    "id",
    "requester_account_id",
    "addressee_account_id",
    "status",
    "note",
    "created_at",
    "responded_at"
  )
values
  ($1, $2, $3, default, $4, default, default)
on conflict do nothing
returning
  "id",
  "requester_account_id",
  "addressee_account_id",
  "status",
  "note",
  "created_at",
  "responded_at";

-- partnerRepository.close(string, "declined")
update "partner_requests"
set
  "status" = $1,
  "responded_at" = $2
where
  (
    "partner_requests"."id" = $3
    and "partner_requests"."status" = $4
  )
returning
  "id",
  "requester_account_id",
  "addressee_account_id",
  "status",
  "note",
  "created_at",
  "responded_at";

-- partnerRepository.cancelPendingBetween(string, string)
update "partner_requests"
set
  "status" = $1,
  "responded_at" = $2
where
  (
    "partner_requests"."status" = $3
    and (
      (
        "partner_requests"."requester_account_id" = $4
        and "partner_requests"."addressee_account_id" = $5
      )
      or (
        "partner_requests"."requester_account_id" = $6
        and "partner_requests"."addressee_account_id" = $7
      )
    )
  );

-- partnerRepository.connect(string, string)
insert into
  "partnerships" ("account_low_id", "account_high_id", "created_at")
values
  ($1, $2, default)
on conflict do nothing;

-- partnerRepository.disconnect(string, string)
delete from "partnerships"
where
  (
    "partnerships"."account_low_id" = $1
    and "partnerships"."account_high_id" = $2
  )
returning
  "account_low_id";

-- partnerRepository.isPartner(string, string)
select
  1
from
  "partnerships"
where
  (
    "partnerships"."account_low_id" = $1
    and "partnerships"."account_high_id" = $2
  );

-- partnerRepository.findPerson(string, string)
select
  "id",
  "username",
  "first_name",
  "middle_name",
  "last_name",
  "profile_image",
  "mini_bio",
  "skills_offered",
  "skills_sought",
  "interested_categories",
  "time_commitment",
  "location",
  "is_looking_for_partner",
  "last_active_at",
  "owner_account_id",
  exists (
    select
      1
    from
      "partnerships"
    where
      "account_low_id" = least($1::uuid, "accounts"."id")
      and "account_high_id" = greatest($2::uuid, "accounts"."id")
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = $3::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = "accounts"."id"
      and "addressee_account_id" = $4::uuid
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      max("responded_at") + interval '7 days'
    from
      "partner_requests"
    where
      "requester_account_id" = $5::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'declined'
      and "responded_at" > now() - interval '7 days'
  ),
  exists (
    select
      1
    from
      "blocks"
    where
      "blocker_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $6
      )
      and "blocked_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "accounts"."id"
      )
  ),
  (
    select
      count(*)
    from
      (
        select
          case
            when "partnerships"."account_low_id" = $7::uuid then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = $8::uuid
          or "partnerships"."account_high_id" = $9::uuid
      ) as mine (id)
    where
      mine.id in (
        select
          case
            when "partnerships"."account_low_id" = "accounts"."id" then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = "accounts"."id"
          or "partnerships"."account_high_id" = "accounts"."id"
      )
  )
from
  "accounts"
where
  "accounts"."id" = $10;

-- partnerRepository.listPartners(string, "example", { limit: number, offset: number })
select
  "id",
  "username",
  "first_name",
  "middle_name",
  "last_name",
  "profile_image",
  "mini_bio",
  "skills_offered",
  "skills_sought",
  "interested_categories",
  "time_commitment",
  "location",
  "is_looking_for_partner",
  "last_active_at",
  "owner_account_id",
  exists (
    select
      1
    from
      "partnerships"
    where
      "account_low_id" = least($1::uuid, "accounts"."id")
      and "account_high_id" = greatest($2::uuid, "accounts"."id")
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = $3::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = "accounts"."id"
      and "addressee_account_id" = $4::uuid
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      max("responded_at") + interval '7 days'
    from
      "partner_requests"
    where
      "requester_account_id" = $5::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'declined'
      and "responded_at" > now() - interval '7 days'
  ),
  exists (
    select
      1
    from
      "blocks"
    where
      "blocker_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $6
      )
      and "blocked_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "accounts"."id"
      )
  ),
  (
    select
      count(*)
    from
      (
        select
          case
            when "partnerships"."account_low_id" = $7::uuid then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = $8::uuid
          or "partnerships"."account_high_id" = $9::uuid
      ) as mine (id)
    where
      mine.id in (
        select
          case
            when "partnerships"."account_low_id" = "accounts"."id" then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = "accounts"."id"
          or "partnerships"."account_high_id" = "accounts"."id"
      )
  )
from
  "accounts"
where
  (
    (
      "accounts"."is_deactivated" = $10
      and "accounts"."deleted_at" is null
      and "accounts"."owner_account_id" is null
    )
    and "accounts"."id" in (
      select
        case
          when "partnerships"."account_low_id" = $11::uuid then "partnerships"."account_high_id"
          else "partnerships"."account_low_id"
        end
      from
        "partnerships"
      where
        "partnerships"."account_low_id" = $12::uuid
        or "partnerships"."account_high_id" = $13::uuid
    )
    and (
      lower(
        "accounts"."username" || ' ' || coalesce("accounts"."first_name", '') || ' ' || coalesce("accounts"."last_name", '')
      ) like $14
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $15
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $16
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $17
    )
  )
order by
  "accounts"."last_active_at" desc nulls last,
  "accounts"."id"
limit
  $18;
select
  count(*)
from
  "accounts"
where
  (
    (
      "accounts"."is_deactivated" = $1
      and "accounts"."deleted_at" is null
      and "accounts"."owner_account_id" is null
    )
    and "accounts"."id" in (
      select
        case
          when "partnerships"."account_low_id" = $2::uuid then "partnerships"."account_high_id"
          else "partnerships"."account_low_id"
        end
      from
        "partnerships"
      where
        "partnerships"."account_low_id" = $3::uuid
        or "partnerships"."account_high_id" = $4::uuid
    )
    and (
      lower(
        "accounts"."username" || ' ' || coalesce("accounts"."first_name", '') || ' ' || coalesce("accounts"."last_name", '')
      ) like $5
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $6
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $7
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $8
    )
  );

-- partnerRepository.listRequests(string, "incoming", { limit: number, offset: number })
select
  "partner_requests"."id",
  "partner_requests"."note",
  "partner_requests"."created_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "accounts"."mini_bio",
  "accounts"."skills_offered",
  "accounts"."skills_sought",
  "accounts"."interested_categories",
  "accounts"."time_commitment",
  "accounts"."location",
  "accounts"."is_looking_for_partner",
  "accounts"."last_active_at",
  "accounts"."owner_account_id",
  exists (
    select
      1
    from
      "partnerships"
    where
      "partnerships"."account_low_id" = least($1::uuid, "accounts"."id")
      and "partnerships"."account_high_id" = greatest($2::uuid, "accounts"."id")
  ),
  (
    select
      "partner_requests"."id"
    from
      "partner_requests"
    where
      "partner_requests"."requester_account_id" = $3::uuid
      and "partner_requests"."addressee_account_id" = "accounts"."id"
      and "partner_requests"."status" = 'pending'
    limit
      1
  ),
  (
    select
      "partner_requests"."id"
    from
      "partner_requests"
    where
      "partner_requests"."requester_account_id" = "accounts"."id"
      and "partner_requests"."addressee_account_id" = $4::uuid
      and "partner_requests"."status" = 'pending'
    limit
      1
  ),
  (
    select
      max("partner_requests"."responded_at") + interval '7 days'
    from
      "partner_requests"
    where
      "partner_requests"."requester_account_id" = $5::uuid
      and "partner_requests"."addressee_account_id" = "accounts"."id"
      and "partner_requests"."status" = 'declined'
      and "partner_requests"."responded_at" > now() - interval '7 days'
  ),
  exists (
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
          person_of.id = $6
      )
      and "blocks"."blocked_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "accounts"."id"
      )
  ),
  (
    select
      count(*)
    from
      (
        select
          case
            when "partnerships"."account_low_id" = $7::uuid then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = $8::uuid
          or "partnerships"."account_high_id" = $9::uuid
      ) as mine (id)
    where
      mine.id in (
        select
          case
            when "partnerships"."account_low_id" = "accounts"."id" then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = "accounts"."id"
          or "partnerships"."account_high_id" = "accounts"."id"
      )
  )
from
  "partner_requests"
  inner join "accounts" on "accounts"."id" = "partner_requests"."requester_account_id"
where
  (
    "partner_requests"."addressee_account_id" = $10
    and "partner_requests"."status" = $11
    and (
      "accounts"."is_deactivated" = $12
      and "accounts"."deleted_at" is null
      and "accounts"."owner_account_id" is null
    )
  )
order by
  "partner_requests"."created_at" desc
limit
  $13;
select
  count(*)
from
  "partner_requests"
  inner join "accounts" on "accounts"."id" = "partner_requests"."requester_account_id"
where
  (
    "partner_requests"."addressee_account_id" = $1
    and "partner_requests"."status" = $2
    and (
      "accounts"."is_deactivated" = $3
      and "accounts"."deleted_at" is null
      and "accounts"."owner_account_id" is null
    )
  );

-- partnerRepository.search(string, "example", { limit: number, offset: number })
select
  count(*)
from
  (
    select
      1
    from
      "accounts"
    where
      (
        (
          (
            "accounts"."is_deactivated" = $1
            and "accounts"."deleted_at" is null
            and "accounts"."owner_account_id" is null
          )
          and "accounts"."role" = $2
        )
        and "accounts"."id" <> $3
        and not exists (
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
                  person_of.id = $4
              )
              and "blocks"."blocked_person_id" = (
                select
                  coalesce(person_of.owner_account_id, person_of.id)
                from
                  "accounts" as person_of
                where
                  person_of.id = "accounts"."id"
              )
            )
            or (
              "blocks"."blocker_person_id" = (
                select
                  coalesce(person_of.owner_account_id, person_of.id)
                from
                  "accounts" as person_of
                where
                  person_of.id = "accounts"."id"
              )
              and "blocks"."blocked_person_id" = (
                select
                  coalesce(person_of.owner_account_id, person_of.id)
                from
                  "accounts" as person_of
                where
                  person_of.id = $5
              )
            )
        )
        and (
          lower(
            "accounts"."username" || ' ' || coalesce("accounts"."first_name", '') || ' ' || coalesce("accounts"."last_name", '')
          ) like $6
          or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $7
          or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $8
          or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $9
        )
      )
    limit
      $10
  ) "matches";
select
  "id",
  "username",
  "first_name",
  "middle_name",
  "last_name",
  "profile_image",
  "mini_bio",
  "skills_offered",
  "skills_sought",
  "interested_categories",
  "time_commitment",
  "location",
  "is_looking_for_partner",
  "last_active_at",
  "owner_account_id",
  exists (
    select
      1
    from
      "partnerships"
    where
      "account_low_id" = least($1::uuid, "accounts"."id")
      and "account_high_id" = greatest($2::uuid, "accounts"."id")
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = $3::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = "accounts"."id"
      and "addressee_account_id" = $4::uuid
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      max("responded_at") + interval '7 days'
    from
      "partner_requests"
    where
      "requester_account_id" = $5::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'declined'
      and "responded_at" > now() - interval '7 days'
  ),
  exists (
    select
      1
    from
      "blocks"
    where
      "blocker_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $6
      )
      and "blocked_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "accounts"."id"
      )
  ),
  (
    select
      count(*)
    from
      (
        select
          case
            when "partnerships"."account_low_id" = $7::uuid then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = $8::uuid
          or "partnerships"."account_high_id" = $9::uuid
      ) as mine (id)
    where
      mine.id in (
        select
          case
            when "partnerships"."account_low_id" = "accounts"."id" then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = "accounts"."id"
          or "partnerships"."account_high_id" = "accounts"."id"
      )
  )
from
  "accounts"
where
  (
    (
      (
        "accounts"."is_deactivated" = $10
        and "accounts"."deleted_at" is null
        and "accounts"."owner_account_id" is null
      )
      and "accounts"."role" = $11
    )
    and "accounts"."id" <> $12
    and not exists (
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
              person_of.id = $13
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "accounts"."id"
          )
        )
        or (
          "blocks"."blocker_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "accounts"."id"
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = $14
          )
        )
    )
    and (
      lower(
        "accounts"."username" || ' ' || coalesce("accounts"."first_name", '') || ' ' || coalesce("accounts"."last_name", '')
      ) like $15
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $16
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $17
      or lower(coalesce("accounts"."mini_bio", '') || ' ' || coalesce("accounts"."bio", '')) like $18
    )
  )
order by
  "accounts"."last_active_at" desc nulls last,
  "accounts"."created_at" desc
limit
  $19;

-- partnerRepository.suggestionCandidates(string, number)
select
  "id",
  "username",
  "first_name",
  "middle_name",
  "last_name",
  "profile_image",
  "mini_bio",
  "skills_offered",
  "skills_sought",
  "interested_categories",
  "time_commitment",
  "location",
  "is_looking_for_partner",
  "last_active_at",
  "owner_account_id",
  exists (
    select
      1
    from
      "partnerships"
    where
      "account_low_id" = least($1::uuid, "accounts"."id")
      and "account_high_id" = greatest($2::uuid, "accounts"."id")
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = $3::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      "id"
    from
      "partner_requests"
    where
      "requester_account_id" = "accounts"."id"
      and "addressee_account_id" = $4::uuid
      and "status" = 'pending'
    limit
      1
  ),
  (
    select
      max("responded_at") + interval '7 days'
    from
      "partner_requests"
    where
      "requester_account_id" = $5::uuid
      and "addressee_account_id" = "accounts"."id"
      and "status" = 'declined'
      and "responded_at" > now() - interval '7 days'
  ),
  exists (
    select
      1
    from
      "blocks"
    where
      "blocker_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $6
      )
      and "blocked_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "accounts"."id"
      )
  ),
  (
    select
      count(*)
    from
      (
        select
          case
            when "partnerships"."account_low_id" = $7::uuid then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = $8::uuid
          or "partnerships"."account_high_id" = $9::uuid
      ) as mine (id)
    where
      mine.id in (
        select
          case
            when "partnerships"."account_low_id" = "accounts"."id" then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = "accounts"."id"
          or "partnerships"."account_high_id" = "accounts"."id"
      )
  )
from
  "accounts"
where
  (
    (
      (
        "accounts"."is_deactivated" = $10
        and "accounts"."deleted_at" is null
        and "accounts"."owner_account_id" is null
      )
      and "accounts"."role" = $11
    )
    and "accounts"."is_looking_for_partner" = $12
    and "accounts"."id" <> $13
    and not (
      "accounts"."id" in (
        select
          case
            when "partnerships"."account_low_id" = $14::uuid then "partnerships"."account_high_id"
            else "partnerships"."account_low_id"
          end
        from
          "partnerships"
        where
          "partnerships"."account_low_id" = $15::uuid
          or "partnerships"."account_high_id" = $16::uuid
      )
    )
    and not exists (
      select
        1
      from
        "partner_requests"
      where
        "partner_requests"."status" in ('pending', 'declined')
        and least(
          "partner_requests"."requester_account_id",
          "partner_requests"."addressee_account_id"
        ) = least($17::uuid, "accounts"."id")
        and greatest(
          "partner_requests"."requester_account_id",
          "partner_requests"."addressee_account_id"
        ) = greatest($18::uuid, "accounts"."id")
    )
    and not exists (
      select
        1
      from
        "partner_requests"
      where
        "partner_requests"."status" = 'cancelled'
        and "partner_requests"."requester_account_id" = $19
        and "partner_requests"."addressee_account_id" = "accounts"."id"
    )
    and not exists (
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
              person_of.id = $20
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "accounts"."id"
          )
        )
        or (
          "blocks"."blocker_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "accounts"."id"
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = $21
          )
        )
    )
    and not exists (
      select
        1
      from
        "partner_dismissals"
      where
        "partner_dismissals"."account_id" = $22
        and "partner_dismissals"."dismissed_account_id" = "accounts"."id"
        and "partner_dismissals"."until" > now()
    )
  )
order by
  "accounts"."last_active_at" desc nulls last,
  "accounts"."created_at" desc
limit
  $23;

-- partnerRepository.partnerTraits(string)
select
  "interested_categories",
  "skills_offered"
from
  "accounts"
where
  "accounts"."id" in (
    select
      case
        when "partnerships"."account_low_id" = $1::uuid then "partnerships"."account_high_id"
        else "partnerships"."account_low_id"
      end
    from
      "partnerships"
    where
      "partnerships"."account_low_id" = $2::uuid
      or "partnerships"."account_high_id" = $3::uuid
  );

-- partnerRepository.dismiss(string, string, Date)
insert into
  "partner_dismissals" ("account_id", "dismissed_account_id", "until")
values
  ($1, $2, $3)
on conflict ("account_id", "dismissed_account_id") do update
set
  "until" = $4;

-- partnerRepository.undismiss(string, string)
delete from "partner_dismissals"
where
  (
    "partner_dismissals"."account_id" = $1
    and "partner_dismissals"."dismissed_account_id" = $2
  );
