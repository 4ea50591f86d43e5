-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- ideaModerationRepository.list({ page: number, pageSize: number, sortBy: number, status: "all" })
select
  count(*)
from
  (
    select
      1
    from
      "ideas"
    limit
      $1
  ) "matches";
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
  ),
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "accounts"."is_deactivated",
  "ideas"."status",
  "ideas"."is_hidden",
  "ideas"."hidden_by_report",
  "ideas"."is_admin_suggest",
  "ideas"."is_sponsored",
  "ideas"."sponsored_until",
  "ideas"."post_date",
  "ideas"."view_count",
  "ideas"."comment_count",
  "ideas"."rating_avg",
  "ideas"."review_count",
  (
    select
      count(*)::int
    from
      "reports"
    where
      "reports"."idea_id" = "ideas"."id"
      and "reports"."status" = 'open'
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
order by
  "ideas"."post_date" desc,
  "ideas"."id" desc
limit
  $1;

-- ideaModerationRepository.findRows([string])
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
  ),
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."middle_name",
  "accounts"."last_name",
  "accounts"."profile_image",
  "accounts"."is_deactivated",
  "ideas"."status",
  "ideas"."is_hidden",
  "ideas"."hidden_by_report",
  "ideas"."is_admin_suggest",
  "ideas"."is_sponsored",
  "ideas"."sponsored_until",
  "ideas"."post_date",
  "ideas"."view_count",
  "ideas"."comment_count",
  "ideas"."rating_avg",
  "ideas"."review_count",
  (
    select
      count(*)::int
    from
      "reports"
    where
      "reports"."idea_id" = "ideas"."id"
      and "reports"."status" = 'open'
  )
from
  "ideas"
  inner join "accounts" on "accounts"."id" = "ideas"."owner_account_id"
where
  "ideas"."id" in ($1);

-- ideaModerationRepository.findIdea(string)
select
  "id",
  "owner_account_id",
  "name",
  "description",
  "category_id",
  "detail",
  "business_model",
  "status",
  "is_hidden",
  "is_admin_suggest",
  "is_sponsored",
  "sponsored_until",
  "visibility",
  "access_terms",
  "hidden_by_report",
  "post_date",
  "view_count",
  "comment_count",
  "review_count",
  "share_count",
  "rating_sum",
  "rating_avg",
  "trending_score",
  "search_vector",
  "created_at",
  "updated_at"
from
  "ideas"
where
  "ideas"."id" = $1
limit
  $2;

-- ideaModerationRepository.lock(string)
select
  "id",
  "owner_account_id",
  "name",
  "description",
  "category_id",
  "detail",
  "business_model",
  "status",
  "is_hidden",
  "is_admin_suggest",
  "is_sponsored",
  "sponsored_until",
  "visibility",
  "access_terms",
  "hidden_by_report",
  "post_date",
  "view_count",
  "comment_count",
  "review_count",
  "share_count",
  "rating_sum",
  "rating_avg",
  "trending_score",
  "search_vector",
  "created_at",
  "updated_at"
from
  "ideas"
where
  "ideas"."id" = $1
limit
  $2
for update;

-- ideaModerationRepository.update(string, {})
update "ideas"
set
  "updated_at" = $1
where
  "ideas"."id" = $2;

-- ideaModerationRepository.extras(string)
select
  "key"
from
  "idea_attachments"
where
  "idea_attachments"."idea_id" = $1
order by
  "idea_attachments"."sort_order" asc,
  "idea_attachments"."id" asc;
select
  "name"
from
  "idea_achievements"
where
  "idea_achievements"."idea_id" = $1
order by
  "idea_achievements"."sort_order" asc,
  "idea_achievements"."id" asc;

-- ideaModerationRepository.listComments(string, number)
select
  "comments"."id",
  "comments"."idea_id",
  "comments"."author_account_id",
  "comments"."parent_id",
  "comments"."text",
  "comments"."like_count",
  "comments"."reply_count",
  "comments"."is_deleted",
  "comments"."created_at",
  "comments"."updated_at",
  "author"."id",
  "author"."username",
  "author"."first_name",
  "author"."middle_name",
  "author"."last_name",
  "author"."profile_image"
from
  "comments"
  inner join "accounts" "author" on "author"."id" = "comments"."author_account_id"
where
  "comments"."idea_id" = $1
order by
  "comments"."created_at" desc
limit
  $2;
