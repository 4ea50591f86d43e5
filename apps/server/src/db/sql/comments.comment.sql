-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- commentRepository.findById(string)
select
  "id",
  "idea_id",
  "author_account_id",
  "parent_id",
  "text",
  "like_count",
  "reply_count",
  "is_deleted",
  "created_at",
  "updated_at"
from
  "comments"
where
  "comments"."id" = $1;

-- commentRepository.findPresentable(string, string)
select
  "comments"."id",
  "comments"."idea_id",
  "comments"."parent_id",
  "comments"."text",
  "comments"."like_count",
  "comments"."reply_count",
  "comments"."is_deleted",
  "comments"."created_at",
  "comments"."updated_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  exists (
    select
      1
    from
      "comment_likes"
    where
      "comment_likes"."comment_id" = "comments"."id"
      and "comment_likes"."account_id" = $1
  )
from
  "comments"
  inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
where
  (
    (
      "comments"."is_deleted" = $2
      or (
        "accounts"."is_deactivated" = $3
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
                person_of.id = $4
            )
            and "blocks"."blocked_person_id" = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "comments"."author_account_id"
            )
        )
      )
    )
    and "comments"."id" = $5
  );

-- commentRepository.listThreads(string, string, { limit: number, offset: number, repliesPerThread: number })
select
  "comments"."id",
  "comments"."idea_id",
  "comments"."parent_id",
  "comments"."text",
  "comments"."like_count",
  "comments"."reply_count",
  "comments"."is_deleted",
  "comments"."created_at",
  "comments"."updated_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  exists (
    select
      1
    from
      "comment_likes"
    where
      "comment_likes"."comment_id" = "comments"."id"
      and "comment_likes"."account_id" = $1
  )
from
  "comments"
  inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
where
  (
    (
      "comments"."is_deleted" = $2
      or (
        "accounts"."is_deactivated" = $3
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
                person_of.id = $4
            )
            and "blocks"."blocked_person_id" = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "comments"."author_account_id"
            )
        )
      )
    )
    and (
      "comments"."id" in (
        select
          "comments"."id"
        from
          "comments"
          inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
        where
          (
            (
              "comments"."is_deleted" = $5
              or (
                "accounts"."is_deactivated" = $6
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
                        person_of.id = $7
                    )
                    and "blocks"."blocked_person_id" = (
                      select
                        coalesce(person_of.owner_account_id, person_of.id)
                      from
                        "accounts" as person_of
                      where
                        person_of.id = "comments"."author_account_id"
                    )
                )
              )
            )
            and (
              "comments"."idea_id" = $8
              and "comments"."parent_id" is null
              and (
                "comments"."is_deleted" = $9
                or "comments"."reply_count" > $10
              )
            )
          )
        order by
          "comments"."created_at" desc,
          "comments"."id" desc
        limit
          $11
      )
      or "comments"."id" in (
        select
          "id"
        from
          (
            select
              "comments"."id",
              row_number() over (
                partition by
                  "comments"."parent_id"
                order by
                  "comments"."created_at",
                  "comments"."id"
              ) as "rank"
            from
              "comments"
              inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
            where
              (
                (
                  "comments"."is_deleted" = $12
                  or (
                    "accounts"."is_deactivated" = $13
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
                            person_of.id = $14
                        )
                        and "blocks"."blocked_person_id" = (
                          select
                            coalesce(person_of.owner_account_id, person_of.id)
                          from
                            "accounts" as person_of
                          where
                            person_of.id = "comments"."author_account_id"
                        )
                    )
                  )
                )
                and "comments"."parent_id" in (
                  select
                    "comments"."id"
                  from
                    "comments"
                    inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
                  where
                    (
                      (
                        "comments"."is_deleted" = $15
                        or (
                          "accounts"."is_deactivated" = $16
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
                                  person_of.id = $17
                              )
                              and "blocks"."blocked_person_id" = (
                                select
                                  coalesce(person_of.owner_account_id, person_of.id)
                                from
                                  "accounts" as person_of
                                where
                                  person_of.id = "comments"."author_account_id"
                              )
                          )
                        )
                      )
                      and (
                        "comments"."idea_id" = $18
                        and "comments"."parent_id" is null
                        and (
                          "comments"."is_deleted" = $19
                          or "comments"."reply_count" > $20
                        )
                      )
                    )
                  order by
                    "comments"."created_at" desc,
                    "comments"."id" desc
                  limit
                    $21
                )
                and "comments"."is_deleted" = $22
              )
          ) "ranked"
        where
          "rank" <= $23
      )
    )
  );

-- commentRepository.countThreads(string, string)
select
  count(*)
from
  "comments"
  inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
where
  (
    (
      "comments"."is_deleted" = $1
      or (
        "accounts"."is_deactivated" = $2
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
                person_of.id = "comments"."author_account_id"
            )
        )
      )
    )
    and (
      "comments"."idea_id" = $4
      and "comments"."parent_id" is null
      and (
        "comments"."is_deleted" = $5
        or "comments"."reply_count" > $6
      )
    )
  );

-- commentRepository.listReplies(string, string, { limit: number, offset: number })
select
  "comments"."id",
  "comments"."idea_id",
  "comments"."parent_id",
  "comments"."text",
  "comments"."like_count",
  "comments"."reply_count",
  "comments"."is_deleted",
  "comments"."created_at",
  "comments"."updated_at",
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  exists (
    select
      1
    from
      "comment_likes"
    where
      "comment_likes"."comment_id" = "comments"."id"
      and "comment_likes"."account_id" = $1
  )
from
  "comments"
  inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
where
  (
    (
      "comments"."is_deleted" = $2
      or (
        "accounts"."is_deactivated" = $3
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
                person_of.id = $4
            )
            and "blocks"."blocked_person_id" = (
              select
                coalesce(person_of.owner_account_id, person_of.id)
              from
                "accounts" as person_of
              where
                person_of.id = "comments"."author_account_id"
            )
        )
      )
    )
    and (
      "comments"."parent_id" = $5
      and "comments"."is_deleted" = $6
    )
  )
order by
  "comments"."created_at" asc,
  "comments"."id" asc
limit
  $7;

-- commentRepository.countReplies(string)
select
  count(*)
from
  "comments"
  inner join "accounts" on "accounts"."id" = "comments"."author_account_id"
where
  (
    "accounts"."is_deactivated" = $1
    and (
      "comments"."parent_id" = $2
      and "comments"."is_deleted" = $3
    )
  );

-- commentRepository.insert({ text: "example", ideaId: string, authorAccountId: string })
insert into
  "comments" (
    "id",
    "idea_id",
    "author_account_id",
    "parent_id",
    "text",
    "like_count",
    "reply_count",
    "is_deleted",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, default, $4, default, default, default, default, default)
returning
  "id",
  "idea_id",
  "author_account_id",
  "parent_id",
  "text",
  "like_count",
  "reply_count",
  "is_deleted",
  "created_at",
  "updated_at";

-- commentRepository.updateText(string, "example")
update "comments"
set
  "text" = $1,
  "updated_at" = $2
where
  (
    "comments"."id" = $3
    and "comments"."is_deleted" = $4
  );

-- commentRepository.softDelete(string)
update "comments"
set
  "is_deleted" = $1,
  "updated_at" = $2
where
  (
    "comments"."id" = $3
    and "comments"."is_deleted" = $4
  )
returning
  "id";

-- commentRepository.addToIdeaCommentCount(string, number)
update "ideas"
set
  "comment_count" = greatest("ideas"."comment_count" + $1, 0),
  "updated_at" = "ideas"."updated_at"
where
  "ideas"."id" = $2
returning
  "comment_count";

-- commentRepository.addToReplyCount(string, number)
update "comments"
set
  "reply_count" = greatest("comments"."reply_count" + $1, 0),
  "updated_at" = "comments"."updated_at"
where
  "comments"."id" = $2;

-- commentRepository.readIdeaCommentCount(string)
select
  "comment_count"
from
  "ideas"
where
  "ideas"."id" = $1;

-- commentRepository.insertLike(string, string)
insert into
  "comment_likes" ("comment_id", "account_id", "created_at")
values
  ($1, $2, default)
on conflict do nothing
returning
  "comment_id";

-- commentRepository.deleteLike(string, string)
delete from "comment_likes"
where
  (
    "comment_likes"."comment_id" = $1
    and "comment_likes"."account_id" = $2
  )
returning
  "comment_id";

-- commentRepository.addToLikeCount(string, number)
update "comments"
set
  "like_count" = greatest("comments"."like_count" + $1, 0),
  "updated_at" = "comments"."updated_at"
where
  "comments"."id" = $2
returning
  "like_count";

-- commentRepository.readLikeCount(string)
select
  "like_count"
from
  "comments"
where
  (
    "comments"."id" = $1
    and "comments"."is_deleted" <> $2
  );
