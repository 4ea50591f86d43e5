-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- accountRepository.findById(string)
select
  "id",
  "username",
  "email",
  "email_verified_at",
  "password_hash",
  "google_sub",
  "line_sub",
  "first_name",
  "middle_name",
  "last_name",
  "mini_bio",
  "bio",
  "profile_image",
  "background_image",
  "achievements",
  "role",
  "language",
  "is_pdpa",
  "is_term",
  "is_news_and_promotion",
  "owner_account_id",
  "is_deactivated",
  "deactivated_at",
  "deactivated_reason",
  "skills_offered",
  "skills_sought",
  "interested_categories",
  "time_commitment",
  "location",
  "is_looking_for_partner",
  "last_active_at",
  "deleted_at",
  "two_factor_secret",
  "two_factor_enabled_at",
  "two_factor_last_step",
  "email_on_message",
  "email_digest",
  "last_digest_at",
  "chat_seen_at",
  "created_at",
  "updated_at"
from
  "accounts"
where
  "accounts"."id" = $1
limit
  $2;

-- accountRepository.findWithOwnerStatus(string)
select
  "accounts"."id",
  "accounts"."username",
  "accounts"."email",
  "accounts"."email_verified_at",
  "accounts"."password_hash",
  "accounts"."google_sub",
  "accounts"."line_sub",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."mini_bio",
  "accounts"."bio",
  "accounts"."profile_image",
  "accounts"."background_image",
  "accounts"."achievements",
  "accounts"."role",
  "accounts"."language",
  "accounts"."is_pdpa",
  "accounts"."is_term",
  "accounts"."is_news_and_promotion",
  "accounts"."owner_account_id",
  "accounts"."is_deactivated",
  "accounts"."deactivated_at",
  "accounts"."deactivated_reason",
  "accounts"."skills_offered",
  "accounts"."skills_sought",
  "accounts"."interested_categories",
  "accounts"."time_commitment",
  "accounts"."location",
  "accounts"."is_looking_for_partner",
  "accounts"."last_active_at",
  "accounts"."deleted_at",
  "accounts"."two_factor_secret",
  "accounts"."two_factor_enabled_at",
  "accounts"."two_factor_last_step",
  "accounts"."email_on_message",
  "accounts"."email_digest",
  "accounts"."last_digest_at",
  "accounts"."chat_seen_at",
  "accounts"."created_at",
  "accounts"."updated_at",
  "owners"."is_deactivated"
from
  "accounts"
  left join "accounts" "owners" on "owners"."id" = "accounts"."owner_account_id"
where
  "accounts"."id" = $1
limit
  $2;

-- accountRepository.update(string, { firstName: "Somchai" })
update "accounts"
set
  "first_name" = $1,
  "updated_at" = $2
where
  "accounts"."id" = $3
returning
  "id",
  "username",
  "email",
  "email_verified_at",
  "password_hash",
  "google_sub",
  "line_sub",
  "first_name",
  "middle_name",
  "last_name",
  "mini_bio",
  "bio",
  "profile_image",
  "background_image",
  "achievements",
  "role",
  "language",
  "is_pdpa",
  "is_term",
  "is_news_and_promotion",
  "owner_account_id",
  "is_deactivated",
  "deactivated_at",
  "deactivated_reason",
  "skills_offered",
  "skills_sought",
  "interested_categories",
  "time_commitment",
  "location",
  "is_looking_for_partner",
  "last_active_at",
  "deleted_at",
  "two_factor_secret",
  "two_factor_enabled_at",
  "two_factor_last_step",
  "email_on_message",
  "email_digest",
  "last_digest_at",
  "chat_seen_at",
  "created_at",
  "updated_at";

-- accountRepository.findByUsernames(["example"])
select
  "id",
  lower("username")
from
  "accounts"
where
  lower("accounts"."username") in ($1);

-- accountRepository.findUploadKeysOwnedBy({ keys: ["idea/example.jpg"], ownerIds: [string], modulePath: "example" })
select
  "key"
from
  "uploads"
where
  (
    "uploads"."key" in ($1)
    and "uploads"."owner_account_id" in ($2)
    and "uploads"."module_path" = $3
  );

-- accountRepository.countWithPublicIdeas()
select
  count(distinct "ideas"."owner_account_id")::int
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    "accounts"."deleted_at" is null
    and not exists (
      select
        1
      from
        "accounts" as parent
      where
        parent.id = "accounts"."owner_account_id"
        and parent.is_deactivated
    )
    and (
      "ideas"."status" = $1
      and (
        "ideas"."is_hidden" = $2
        and not exists (
          select
            1
          from
            "ideas" "members_only"
          where
            "members_only"."id" = "ideas"."id"
            and "members_only"."visibility" = 'members'
        )
      )
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
  );

-- accountRepository.listWithPublicIdeas(number, number)
select
  "accounts"."id",
  greatest(max("accounts"."updated_at"), max("ideas"."updated_at"))
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  (
    "accounts"."deleted_at" is null
    and not exists (
      select
        1
      from
        "accounts" as parent
      where
        parent.id = "accounts"."owner_account_id"
        and parent.is_deactivated
    )
    and (
      "ideas"."status" = $1
      and (
        "ideas"."is_hidden" = $2
        and not exists (
          select
            1
          from
            "ideas" "members_only"
          where
            "members_only"."id" = "ideas"."id"
            and "members_only"."visibility" = 'members'
        )
      )
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
group by
  "accounts"."id"
order by
  "accounts"."id" asc
limit
  $3;
