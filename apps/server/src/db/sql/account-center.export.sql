-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- exportRepository.account(string)
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
  "accounts"."id" = $1;

-- exportRepository.subAccounts(string)
select
  "accounts"."id",
  "accounts"."username",
  "accounts"."first_name",
  "accounts"."last_name",
  "accounts"."mini_bio",
  "sub_accounts"."created_at"
from
  "sub_accounts"
  inner join "accounts" on "accounts"."id" = "sub_accounts"."account_id"
where
  "sub_accounts"."owner_account_id" = $1;

-- exportRepository.ideas([string])
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
  "ideas"."owner_account_id" in ($1)
order by
  "ideas"."created_at" asc;

-- exportRepository.ideaAccessRequestsBy([string])
select
  "id",
  "idea_id",
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
  "idea_access_requests"."requester_account_id" in ($1)
order by
  "idea_access_requests"."created_at" asc;

-- exportRepository.ideaVersionsOf([string])
select
  "idea_versions"."idea_id",
  "idea_versions"."version",
  "idea_versions"."sha256",
  "idea_versions"."signed_at",
  "idea_versions"."signature",
  "idea_versions"."key_id",
  "idea_versions"."content"
from
  "idea_versions"
  inner join "ideas" on "ideas"."id" = "idea_versions"."idea_id"
where
  "ideas"."owner_account_id" in ($1)
order by
  "idea_versions"."idea_id" asc,
  "idea_versions"."version" asc;

-- exportRepository.partnerQuestionAnswersOf(string)
select
  "partner_question_answers"."partner_account_id",
  "partner"."username",
  "partner_question_answers"."question_id",
  "partner_question_answers"."choice",
  "partner_question_answers"."note",
  "partner_question_answers"."updated_at"
from
  "partner_question_answers"
  inner join "accounts" "partner" on "partner"."id" = "partner_question_answers"."partner_account_id"
where
  "partner_question_answers"."account_id" = $1
order by
  "partner"."username" asc,
  "partner_question_answers"."question_id" asc;

-- exportRepository.partnerQuestionDeletionWishesOf(string)
select
  "partner_account_id",
  "updated_at"
from
  "partner_question_deletion_wishes"
where
  "partner_question_deletion_wishes"."account_id" = $1
order by
  "partner_question_deletion_wishes"."partner_account_id" asc;

-- exportRepository.commentsBy([string])
select
  "id",
  "idea_id",
  "parent_id",
  "text",
  "is_deleted",
  "created_at",
  "updated_at"
from
  "comments"
where
  "comments"."author_account_id" in ($1)
order by
  "comments"."created_at" asc;

-- exportRepository.reviewsBy([string])
select
  "id",
  "idea_id",
  "score",
  "text",
  "created_at",
  "updated_at"
from
  "reviews"
where
  "reviews"."account_id" in ($1)
order by
  "reviews"."created_at" asc;

-- exportRepository.partners(string)
select
  "partner_requests"."id",
  "partner_requests"."requester_account_id",
  "partner_requests"."addressee_account_id",
  "other"."username",
  "partner_requests"."status",
  "partner_requests"."created_at"
from
  "partner_requests"
  inner join "accounts" "other" on (
    (
      "partner_requests"."requester_account_id" = $1
      and "other"."id" = "partner_requests"."addressee_account_id"
    )
    or (
      "partner_requests"."addressee_account_id" = $2
      and "other"."id" = "partner_requests"."requester_account_id"
    )
  )
order by
  "partner_requests"."created_at" asc;

-- exportRepository.blocks(string)
select
  "other"."username",
  "blocks"."created_at"
from
  "blocks"
  inner join "accounts" "other" on "other"."id" = "blocks"."blocked_account_id"
where
  "blocks"."blocker_account_id" = $1;

-- exportRepository.matchProfilesOf([string])
select
  "account_id",
  "intent",
  "ticket_min_thb",
  "ticket_max_thb",
  "bring",
  "roles",
  "hours_per_week",
  "stage",
  "province",
  "remote",
  "languages",
  "looking_for",
  "updated_at"
from
  "match_profiles"
where
  "match_profiles"."account_id" in ($1)
order by
  "match_profiles"."account_id" asc;

-- exportRepository.chatMessagesBy([string])
select
  "chat_messages"."chat_id",
  "chat_messages"."id",
  "accounts"."username",
  "chat_messages"."text",
  "chat_messages"."image_key",
  "chat_messages"."shared_idea_id",
  "chat_messages"."created_at",
  "chat_messages"."edited_at",
  "chat_messages"."removed_at"
from
  "chat_messages"
  inner join "accounts" on "accounts"."id" = "chat_messages"."sender_account_id"
where
  "chat_messages"."sender_account_id" in ($1)
order by
  "chat_messages"."chat_id" asc,
  "chat_messages"."created_at" asc;

-- exportRepository.chatReactionsBy([string])
select
  "chat_messages"."chat_id",
  "chat_message_reactions"."message_id",
  "accounts"."username",
  "chat_message_reactions"."emoji",
  "chat_message_reactions"."created_at"
from
  "chat_message_reactions"
  inner join "chat_messages" on "chat_messages"."id" = "chat_message_reactions"."message_id"
  inner join "accounts" on "accounts"."id" = "chat_message_reactions"."account_id"
where
  "chat_message_reactions"."account_id" in ($1)
order by
  "chat_messages"."chat_id" asc,
  "chat_message_reactions"."created_at" asc;

-- exportRepository.chatMembers([string])
select
  "chat_members"."chat_id",
  "accounts"."username"
from
  "chat_members"
  inner join "accounts" on "accounts"."id" = "chat_members"."account_id"
where
  (
    "chat_members"."chat_id" in (
      select
        "chat_id"
      from
        "chat_members"
      where
        "chat_members"."account_id" in ($1)
    )
    and "chat_members"."account_id" not in ($2)
  );

-- exportRepository.notifications([string])
select
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
from
  "notifications"
where
  "notifications"."recipient_account_id" in ($1)
order by
  "notifications"."created_at" asc;

-- exportRepository.sessions(string)
select
  "id",
  "user_agent",
  "ip",
  "created_at",
  "last_used_at",
  "expires_at"
from
  "sessions"
where
  "sessions"."account_id" = $1;
