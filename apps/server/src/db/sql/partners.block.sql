-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- isBlockedEitherWay(string, string)
select
  exists (
    select
      1
    from
      "blocks"
    where
      (
        "blocker_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "accounts"."id"
        )
        and "blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = $1
        )
      )
      or (
        "blocker_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = $2
        )
        and "blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "accounts"."id"
        )
      )
  )
from
  "accounts"
where
  "accounts"."id" = $3;

-- isBlockedWithAny(string, [string])
select
  1
from
  "accounts"
where
  (
    "accounts"."id" in ($1)
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
              person_of.id = $2
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
              person_of.id = $3
          )
        )
    )
  )
limit
  $4;

-- blockRepository.insert(string, string)
insert into
  "blocks" (
    "blocker_account_id",
    "blocked_account_id",
    "blocker_person_id",
    "blocked_person_id",
    "created_at"
  )
values
  (
    $1,
    $2,
    (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $3
    ),
    (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $4
    ),
    default
  )
on conflict do nothing;

-- blockRepository.deletePersonBlocks(string, string)
delete from "blocks"
where
  (
    "blocks"."blocker_person_id" = (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $1
    )
    and "blocks"."blocked_person_id" = (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $2
    )
  );

-- blockRepository.exists(string, string)
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
        person_of.id = $1
    )
    and "blocks"."blocked_person_id" = (
      select
        coalesce(person_of.owner_account_id, person_of.id)
      from
        "accounts" as person_of
      where
        person_of.id = $2
    )
  )
limit
  $3;

-- blockRepository.listBlocked(string, { limit: number, offset: number })
select
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "newest"."created_at"
from
  (
    select distinct
      on ("blocks"."blocked_person_id") "blocked_account_id",
      "created_at"
    from
      "blocks"
    where
      "blocks"."blocker_person_id" = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $1
      )
    order by
      "blocks"."blocked_person_id",
      "blocks"."created_at" desc
  ) "newest"
  inner join "accounts" on "accounts"."id" = "newest"."blocked_account_id"
order by
  "newest"."created_at" desc,
  "accounts"."id"
limit
  $2;
select
  count(distinct "blocked_person_id")
from
  "blocks"
where
  "blocks"."blocker_person_id" = (
    select
      coalesce(person_of.owner_account_id, person_of.id)
    from
      "accounts" as person_of
    where
      person_of.id = $1
  );

-- blockRepository.isSamePerson(string, string)
select
  (
    select
      coalesce(person_of.owner_account_id, person_of.id)
    from
      "accounts" as person_of
    where
      person_of.id = "accounts"."id"
  ) = (
    select
      coalesce(person_of.owner_account_id, person_of.id)
    from
      "accounts" as person_of
    where
      person_of.id = $1
  )
from
  "accounts"
where
  "accounts"."id" = $2;
