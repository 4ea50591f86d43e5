-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- followRepository.findAccount(string)
select
  "id",
  "is_deactivated"
from
  "accounts"
where
  "accounts"."id" = $1;

-- followRepository.insert(string, string)
insert into
  "follows" ("follower_account_id", "followed_account_id", "created_at")
values
  ($1, $2, default)
on conflict do nothing;

-- followRepository.delete(string, string)
delete from "follows"
where
  (
    "follows"."follower_account_id" = $1
    and "follows"."followed_account_id" = $2
  );

-- followRepository.deleteBetweenPersons(string, string)
delete from "follows"
where
  (
    (
      (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "follows"."follower_account_id"
      ) = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $1
      )
      and (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "follows"."followed_account_id"
      ) = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $2
      )
    )
    or (
      (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "follows"."follower_account_id"
      ) = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $3
      )
      and (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = "follows"."followed_account_id"
      ) = (
        select
          coalesce(person_of.owner_account_id, person_of.id)
        from
          "accounts" as person_of
        where
          person_of.id = $4
      )
    )
  );

-- followRepository.exists(string, string)
select
  1
from
  "follows"
where
  (
    "follows"."follower_account_id" = $1
    and "follows"."followed_account_id" = $2
  )
limit
  $3;

-- followRepository.counts(string)
select
  count(*)
from
  "follows"
where
  (
    "follows"."followed_account_id" = $1
    and "follows"."follower_account_id" not in (
      select
        "accounts"."id"
      from
        "accounts"
      where
        "accounts"."is_deactivated"
    )
  );
select
  count(*)
from
  "follows"
where
  (
    "follows"."follower_account_id" = $1
    and "follows"."followed_account_id" not in (
      select
        "accounts"."id"
      from
        "accounts"
      where
        "accounts"."is_deactivated"
    )
  );

-- followRepository.listFollowers(string, string, { limit: number, offset: number })
select
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "follows"."created_at"
from
  "follows"
  inner join "accounts" on "accounts"."id" = "follows"."follower_account_id"
where
  (
    "follows"."followed_account_id" = $1
    and "accounts"."is_deactivated" = $2
    and not exists (
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
            person_of.id = $3
        )
        and "blocks"."blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "follows"."follower_account_id"
        )
    )
  )
order by
  "follows"."created_at" desc,
  "follows"."follower_account_id" desc
limit
  $4;
select
  count(*)
from
  "follows"
  inner join "accounts" on "accounts"."id" = "follows"."follower_account_id"
where
  (
    "follows"."followed_account_id" = $1
    and "accounts"."is_deactivated" = $2
    and not exists (
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
            person_of.id = $3
        )
        and "blocks"."blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "follows"."follower_account_id"
        )
    )
  );

-- followRepository.listFollowing(string, string, { limit: number, offset: number })
select
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "follows"."created_at"
from
  "follows"
  inner join "accounts" on "accounts"."id" = "follows"."followed_account_id"
where
  (
    "follows"."follower_account_id" = $1
    and "accounts"."is_deactivated" = $2
    and not exists (
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
            person_of.id = $3
        )
        and "blocks"."blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "follows"."followed_account_id"
        )
    )
  )
order by
  "follows"."created_at" desc,
  "follows"."followed_account_id" desc
limit
  $4;
select
  count(*)
from
  "follows"
  inner join "accounts" on "accounts"."id" = "follows"."followed_account_id"
where
  (
    "follows"."follower_account_id" = $1
    and "accounts"."is_deactivated" = $2
    and not exists (
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
            person_of.id = $3
        )
        and "blocks"."blocked_person_id" = (
          select
            coalesce(person_of.owner_account_id, person_of.id)
          from
            "accounts" as person_of
          where
            person_of.id = "follows"."followed_account_id"
        )
    )
  );

-- followRepository.followerIdsOf(string)
select
  "follows"."follower_account_id"
from
  "follows"
  inner join "accounts" on "accounts"."id" = "follows"."follower_account_id"
where
  (
    "follows"."followed_account_id" = $1
    and "accounts"."is_deactivated" = $2
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
              person_of.id = $3
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "follows"."follower_account_id"
          )
        )
        or (
          "blocks"."blocker_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = "follows"."follower_account_id"
          )
          and "blocks"."blocked_person_id" = (
            select
              coalesce(person_of.owner_account_id, person_of.id)
            from
              "accounts" as person_of
            where
              person_of.id = $4
          )
        )
    )
  );
