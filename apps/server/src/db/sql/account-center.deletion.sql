-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- deletionRepository.otherSuperAdminCount(string)
select
  count(*)::int
from
  "accounts"
where
  (
    "accounts"."role" = $1
    and "accounts"."is_deactivated" = $2
    and "accounts"."deleted_at" is null
    and "accounts"."id" <> $3
  );

-- deletionRepository.subAccountIdsOf(string)
select
  "id"
from
  "accounts"
where
  "accounts"."owner_account_id" = $1;

-- deletionRepository.uploadsOf([string])
select
  "key",
  "acl",
  "mime"
from
  "uploads"
where
  "uploads"."owner_account_id" in ($1)
order by
  "uploads"."created_at";

-- deletionRepository.imageKeysOf([string])
select
  "profile_image",
  "background_image"
from
  "accounts"
where
  "accounts"."id" in ($1);
select
  "idea_attachments"."key"
from
  "idea_attachments"
  inner join "ideas" on "ideas"."id" = "idea_attachments"."idea_id"
where
  "ideas"."owner_account_id" in ($1);

-- deletionRepository.uploadOwnersOf(["idea/example.jpg"])
select
  "key",
  "owner_account_id"
from
  "uploads"
where
  "uploads"."key" in ($1);

-- deletionRepository.mailAddressesOf([string])
(
  (
    select
      "email"
    from
      "accounts"
    where
      "accounts"."id" in ($1)
  )
  union
  (
    select
      "email"
    from
      "email_verifications"
    where
      "email_verifications"."account_id" in ($2)
  )
)
union
(
  select
    "email"
  from
    "admin_invitations"
  where
    "admin_invitations"."accepted_account_id" in ($3)
);

-- deletionRepository.scrubMailTo(["example"])
update "mail_outbox"
set
  "to_address" = $1,
  "subject" = $2,
  "text" = $3,
  "html" = $4,
  "headers" = $5
where
  "mail_outbox"."to_address" in ($6);

-- deletionRepository.scrubAuditOf([string], ["example"])
update "audit_log"
set
  "before" = "audit_log"."before" - array[$1, $2, $3, $4, $5, $6, $7, $8]::text[],
  "after" = "audit_log"."after" - array[$9, $10, $11, $12, $13, $14, $15, $16]::text[],
  "note" = $17
where
  (
    (
      "audit_log"."target_type" = $18
      and "audit_log"."target_id" in ($19)
    )
    or (
      "audit_log"."target_type" = $20
      and "audit_log"."target_id" in (
        select
          "id"::text
        from
          "comments"
        where
          "comments"."author_account_id" in ($21)
      )
    )
    or (
      "audit_log"."target_type" = $22
      and (
        lower("audit_log"."before" ->> 'email') in ($23)
        or lower("audit_log"."after" ->> 'email') in ($24)
      )
    )
  );

-- deletionRepository.eraseContentOf([string])
(
  select
    "idea_id"
  from
    "comments"
  where
    "comments"."author_account_id" in ($1)
)
union
(
  select
    "idea_id"
  from
    "reviews"
  where
    "reviews"."account_id" in ($2)
);
(
  select
    coalesce("parent_id", "id")
  from
    "comments"
  where
    "comments"."author_account_id" in ($1)
)
union
(
  select
    "comment_id"
  from
    "comment_likes"
  where
    "comment_likes"."account_id" in ($2)
);
delete from "ideas"
where
  "ideas"."owner_account_id" in ($1);
delete from "idea_access_requests"
where
  "idea_access_requests"."requester_account_id" in ($1);
delete from "idea_access_views"
where
  "idea_access_views"."account_id" in ($1);
delete from "comment_likes"
where
  "comment_likes"."account_id" in ($1);
delete from "comments"
where
  (
    "comments"."author_account_id" in ($1)
    and "comments"."parent_id" is not null
  );
update "comments"
set
  "text" = $1,
  "like_count" = $2,
  "is_deleted" = $3,
  "updated_at" = "comments"."updated_at"
where
  (
    "comments"."author_account_id" in ($4)
    and exists (
      select
        1
      from
        "comments" r
      where
        r.parent_id = "comments"."id"
    )
  )
returning
  "id";
delete from "comment_likes"
where
  "comment_likes"."comment_id" in ($1);
delete from "comments"
where
  (
    "comments"."author_account_id" in ($1)
    and not exists (
      select
        1
      from
        "comments" r
      where
        r.parent_id = "comments"."id"
    )
  );
delete from "reviews"
where
  "reviews"."account_id" in ($1);
delete from "partner_requests"
where
  (
    "partner_requests"."requester_account_id" in ($1)
    or "partner_requests"."addressee_account_id" in ($2)
  );
delete from "blocks"
where
  (
    "blocks"."blocker_account_id" in ($1)
    or "blocks"."blocked_account_id" in ($2)
  );
delete from "follows"
where
  (
    "follows"."follower_account_id" in ($1)
    or "follows"."followed_account_id" in ($2)
  );
delete from "idea_bookmarks"
where
  "idea_bookmarks"."account_id" in ($1);
delete from "message_mail_senders"
where
  (
    "message_mail_senders"."recipient_account_id" in ($1)
    or "message_mail_senders"."sender_person_id" in ($2)
  );
delete from "match_profiles"
where
  "match_profiles"."account_id" in ($1);
delete from "partner_dismissals"
where
  (
    "partner_dismissals"."account_id" in ($1)
    or "partner_dismissals"."dismissed_account_id" in ($2)
  );
delete from "partner_question_answers"
where
  (
    "partner_question_answers"."account_id" in ($1)
    or "partner_question_answers"."partner_account_id" in ($2)
  );
delete from "partner_question_deletion_wishes"
where
  (
    "partner_question_deletion_wishes"."account_id" in ($1)
    or "partner_question_deletion_wishes"."partner_account_id" in ($2)
  );
delete from "content_reports"
where
  (
    "content_reports"."reporter_account_id" in ($1)
    or "content_reports"."account_id" in ($2)
  );
delete from "notifications"
where
  "notifications"."recipient_account_id" in ($1);
delete from "notifications"
where
  "notifications"."actor_account_id" in ($1);
delete from "password_resets"
where
  "password_resets"."account_id" in ($1);
delete from "two_factor_challenges"
where
  "two_factor_challenges"."account_id" in ($1);
delete from "two_factor_recovery_codes"
where
  "two_factor_recovery_codes"."account_id" in ($1);
delete from "email_verifications"
where
  "email_verifications"."account_id" in ($1);
delete from "admin_invitations"
where
  "admin_invitations"."accepted_account_id" in ($1);
delete from "sub_accounts"
where
  (
    "sub_accounts"."owner_account_id" in ($1)
    or "sub_accounts"."account_id" in ($2)
  );
delete from "uploads"
where
  "uploads"."owner_account_id" in ($1);
delete from "admin_permissions"
where
  "admin_permissions"."account_id" in ($1);
update "ideas"
set
  "comment_count" = (
    select
      count(*)::int
    from
      "comments" c
    where
      c.idea_id = "ideas"."id"
      and not c.is_deleted
  ),
  "review_count" = (
    select
      count(*)::int
    from
      "reviews" r
    where
      r.idea_id = "ideas"."id"
      and r.counts_toward_rating
  ),
  "rating_sum" = (
    select
      coalesce(sum(r.score), 0)::int
    from
      "reviews" r
    where
      r.idea_id = "ideas"."id"
      and r.counts_toward_rating
  ),
  "rating_avg" = (
    select
      coalesce(avg(r.score), 0)::float8
    from
      "reviews" r
    where
      r.idea_id = "ideas"."id"
      and r.counts_toward_rating
  ),
  "updated_at" = "ideas"."updated_at"
where
  "ideas"."id" in ($1);
update "comments"
set
  "like_count" = (
    select
      count(*)::int
    from
      "comment_likes" l
    where
      l.comment_id = "comments"."id"
  ),
  "reply_count" = (
    select
      count(*)::int
    from
      "comments" r
    where
      r.parent_id = "comments"."id"
      and not r.is_deleted
  ),
  "updated_at" = "comments"."updated_at"
where
  "comments"."id" in ($1);

-- deletionRepository.anonymize(string, "example", Date)
update "accounts"
set
  "username" = $1,
  "email" = $2,
  "email_verified_at" = $3,
  "password_hash" = $4,
  "google_sub" = $5,
  "line_sub" = $6,
  "first_name" = $7,
  "middle_name" = $8,
  "last_name" = $9,
  "mini_bio" = $10,
  "bio" = $11,
  "profile_image" = $12,
  "background_image" = $13,
  "achievements" = $14,
  "role" = $15,
  "is_news_and_promotion" = $16,
  "is_deactivated" = $17,
  "deactivated_at" = $18,
  "deactivated_reason" = $19,
  "skills_offered" = $20,
  "skills_sought" = $21,
  "interested_categories" = $22,
  "time_commitment" = $23,
  "location" = $24,
  "is_looking_for_partner" = $25,
  "deleted_at" = $26,
  "two_factor_secret" = $27,
  "two_factor_enabled_at" = $28,
  "two_factor_last_step" = $29,
  "email_on_message" = $30,
  "email_digest" = $31,
  "updated_at" = $32
where
  "accounts"."id" = $33;

-- deletionRepository.chatPartnersOf(string)
select distinct
  "account_id"
from
  "chat_members"
where
  (
    "chat_members"."chat_id" in (
      select
        "chat_id"
      from
        "chat_members"
      where
        "chat_members"."account_id" = $1
    )
    and "chat_members"."account_id" <> $2
  );

-- deletionRepository.clearChatImagesOf([string])
update "chat_messages"
set
  "image_key" = $1
where
  "chat_messages"."sender_account_id" in ($2);

-- deletionRepository.deleteChatReactionsOf([string])
delete from "chat_message_reactions"
where
  "chat_message_reactions"."account_id" in ($1);
