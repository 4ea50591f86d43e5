-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- reviewRepository.listByIdea(string, string, { limit: number, offset: number })
select
  "reviews"."id",
  "reviews"."score",
  "reviews"."text",
  "reviews"."counts_toward_rating",
  "reviews"."created_at",
  "reviews"."updated_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "reviews"
  inner join "accounts" on "accounts"."id" = "reviews"."account_id"
where
  (
    "reviews"."idea_id" = $1
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
            person_of.id = "reviews"."account_id"
        )
    )
  )
order by
  "reviews"."created_at" desc,
  "reviews"."id" desc
limit
  $4;
select
  count(*)
from
  "reviews"
  inner join "accounts" on "accounts"."id" = "reviews"."account_id"
where
  (
    "reviews"."idea_id" = $1
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
            person_of.id = "reviews"."account_id"
        )
    )
  );

-- reviewRepository.findMine(string, string)
select
  "reviews"."id",
  "reviews"."score",
  "reviews"."text",
  "reviews"."counts_toward_rating",
  "reviews"."created_at",
  "reviews"."updated_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image"
from
  "reviews"
  inner join "accounts" on "accounts"."id" = "reviews"."account_id"
where
  (
    "reviews"."idea_id" = $1
    and "reviews"."account_id" = $2
  );

-- reviewRepository.distribution(string)
select
  "score",
  count(*)
from
  "reviews"
where
  (
    "reviews"."idea_id" = $1
    and "reviews"."counts_toward_rating" = $2
  )
group by
  "reviews"."score";

-- reviewRepository.readRating(string)
select
  "rating_avg",
  "review_count"
from
  "ideas"
where
  "ideas"."id" = $1;

-- reviewRepository.lockIdea(string)
select
  "id"
from
  "ideas"
where
  "ideas"."id" = $1
for update;

-- reviewRepository.findScore(string, string)
select
  "id",
  "score",
  "counts_toward_rating"
from
  "reviews"
where
  (
    "reviews"."idea_id" = $1
    and "reviews"."account_id" = $2
  );

-- reviewRepository.insert({ ideaId: string, accountId: string, score: number, text: "example", countsTowardRating: boolean })
insert into
  "reviews" (
    "id",
    "idea_id",
    "account_id",
    "score",
    "text",
    "counts_toward_rating",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, default, default);

-- reviewRepository.update(string, { score: number, text: "example", countsTowardRating: boolean })
update "reviews"
set
  "score" = $1,
  "text" = $2,
  "counts_toward_rating" = $3,
  "updated_at" = $4
where
  "reviews"."id" = $5;

-- reviewRepository.markCounted(string)
update "reviews"
set
  "counts_toward_rating" = $1,
  "updated_at" = "reviews"."updated_at"
where
  (
    "reviews"."account_id" = $2
    and "reviews"."counts_toward_rating" = $3
  )
returning
  "idea_id",
  "score";

-- reviewRepository.delete(string)
delete from "reviews"
where
  "reviews"."id" = $1;

-- reviewRepository.adjustRating(string, number, number)
update "ideas"
set
  "review_count" = "ideas"."review_count" + $1,
  "rating_sum" = "ideas"."rating_sum" + $2,
  "rating_avg" = case
    when "ideas"."review_count" + $3 > 0 then ("ideas"."rating_sum" + $4)::float8 / ("ideas"."review_count" + $5)
    else 0
  end,
  "updated_at" = "ideas"."updated_at"
where
  "ideas"."id" = $6;
