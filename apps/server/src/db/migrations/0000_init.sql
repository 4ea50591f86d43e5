-- pg_trgm backs the GIN trigram indexes below (ideas and partner search; Thai has no word breaks).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text,
	"google_sub" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"mini_bio" text,
	"bio" text,
	"profile_image" text,
	"background_image" text,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role" smallint DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'TH' NOT NULL,
	"is_pdpa" boolean DEFAULT false NOT NULL,
	"is_term" boolean DEFAULT false NOT NULL,
	"is_news_and_promotion" boolean DEFAULT false NOT NULL,
	"owner_account_id" uuid,
	"is_deactivated" boolean DEFAULT false NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_reason" text,
	"skills_offered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills_sought" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interested_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_commitment" text,
	"location" text,
	"is_looking_for_partner" boolean DEFAULT true NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_google_sub_key" UNIQUE("google_sub"),
	CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" in (0, 1, 2)),
	CONSTRAINT "accounts_language_check" CHECK ("accounts"."language" in ('TH', 'EN'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"sub_account_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_account_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_accounts_account_id_key" UNIQUE("account_id"),
	CONSTRAINT "sub_accounts_not_self_check" CHECK ("sub_accounts"."owner_account_id" <> "sub_accounts"."account_id")
);
--> statement-breakpoint
CREATE TABLE "admin_permissions" (
	"account_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_permissions_pkey" PRIMARY KEY("account_id","permission"),
	CONSTRAINT "admin_permissions_permission_check" CHECK ("admin_permissions"."permission" in ('user.manage', 'idea.manage', 'report.manage', 'admin.manage'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_account_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category_id" text NOT NULL,
	"detail" text NOT NULL,
	"business_model" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_admin_suggest" boolean DEFAULT false NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"sponsored_until" timestamp with time zone,
	"hidden_by_report" boolean DEFAULT false NOT NULL,
	"post_date" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_avg" double precision DEFAULT 0 NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ideas_status_check" CHECK ("ideas"."status" in (-2, -1, 1))
);
--> statement-breakpoint
CREATE TABLE "idea_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"key" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_achievements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_views" (
	"idea_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"view_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_views_pkey" PRIMARY KEY("idea_id","view_date","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_pkey" PRIMARY KEY("comment_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"author_account_id" uuid NOT NULL,
	"parent_id" uuid,
	"text" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_idea_account_key" UNIQUE("idea_id","account_id"),
	CONSTRAINT "reviews_score_check" CHECK ("reviews"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"reporter_account_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"action_taken" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_idea_reporter_key" UNIQUE("idea_id","reporter_account_id"),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('notRelated', 'spam', 'selfPurpose')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"account_id" uuid,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"requester_account_id" uuid NOT NULL,
	"addressee_account_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "partner_requests_status_check" CHECK ("partner_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "partner_requests_not_self_check" CHECK ("partner_requests"."requester_account_id" <> "partner_requests"."addressee_account_id")
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"account_low_id" uuid NOT NULL,
	"account_high_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnerships_pkey" PRIMARY KEY("account_low_id","account_high_id"),
	CONSTRAINT "partnerships_ordered_pair_check" CHECK ("partnerships"."account_low_id" < "partnerships"."account_high_id")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_account_id" uuid NOT NULL,
	"blocked_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_pkey" PRIMARY KEY("blocker_account_id","blocked_account_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_account_id" <> "blocks"."blocked_account_id")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"chat_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_pkey" PRIMARY KEY("chat_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_account_id" uuid NOT NULL,
	"client_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_client_id_key" UNIQUE("chat_id","sender_account_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"direct_key" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_direct_key_key" UNIQUE("direct_key")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"last_acknowledged_at" timestamp with time zone,
	"latest_notification_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_account_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"actor_account_id" uuid,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"group_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"owner_account_id" uuid,
	"module_path" text NOT NULL,
	"acl" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"is_referenced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_key" UNIQUE("key"),
	CONSTRAINT "uploads_acl_check" CHECK ("uploads"."acl" in ('public', 'private'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_sub_account_id_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_permissions" ADD CONSTRAINT "admin_permissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_permissions" ADD CONSTRAINT "admin_permissions_granted_by_accounts_id_fk" FOREIGN KEY ("granted_by") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_attachments" ADD CONSTRAINT "idea_attachments_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_achievements" ADD CONSTRAINT "idea_achievements_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_views" ADD CONSTRAINT "idea_views_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_requester_account_id_accounts_id_fk" FOREIGN KEY ("requester_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_addressee_account_id_accounts_id_fk" FOREIGN KEY ("addressee_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_account_low_id_accounts_id_fk" FOREIGN KEY ("account_low_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_account_high_id_accounts_id_fk" FOREIGN KEY ("account_high_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_account_id_accounts_id_fk" FOREIGN KEY ("blocker_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_account_id_accounts_id_fk" FOREIGN KEY ("blocked_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_account_id_accounts_id_fk" FOREIGN KEY ("recipient_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower_key" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_key" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin (lower("username" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_bio_trgm_idx" ON "accounts" USING gin (lower(coalesce("mini_bio", '') || ' ' || coalesce("bio", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_deactivated_created_idx" ON "accounts" USING btree ("is_deactivated","created_at");--> statement-breakpoint
CREATE INDEX "accounts_role_idx" ON "accounts" USING btree ("role");--> statement-breakpoint
CREATE INDEX "accounts_owner_account_id_idx" ON "accounts" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_sub_account_id_idx" ON "sessions" USING btree ("sub_account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_resets_account_id_idx" ON "password_resets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sub_accounts_owner_created_idx" ON "sub_accounts" USING btree ("owner_account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "ideas_list_latest_idx" ON "ideas" USING btree ("status","is_hidden","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_list_most_comment_idx" ON "ideas" USING btree ("status","is_hidden","comment_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_list_most_view_idx" ON "ideas" USING btree ("status","is_hidden","view_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_category_post_date_idx" ON "ideas" USING btree ("category_id","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_rating_avg_idx" ON "ideas" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "ideas_trending_score_idx" ON "ideas" USING btree ("trending_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_owner_created_idx" ON "ideas" USING btree ("owner_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_sponsored_idx" ON "ideas" USING btree ("sponsored_until") WHERE "ideas"."is_sponsored" = true;--> statement-breakpoint
CREATE INDEX "ideas_search_trgm_idx" ON "ideas" USING gin (("name" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "idea_attachments_idea_sort_idx" ON "idea_attachments" USING btree ("idea_id","sort_order");--> statement-breakpoint
CREATE INDEX "idea_achievements_idea_sort_idx" ON "idea_achievements" USING btree ("idea_id","sort_order");--> statement-breakpoint
CREATE INDEX "idea_views_view_date_idx" ON "idea_views" USING btree ("view_date");--> statement-breakpoint
CREATE INDEX "comment_likes_account_id_idx" ON "comment_likes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "comments_idea_parent_created_idx" ON "comments" USING btree ("idea_id","parent_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_parent_created_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_author_account_id_idx" ON "comments" USING btree ("author_account_id");--> statement-breakpoint
CREATE INDEX "reviews_idea_created_idx" ON "reviews" USING btree ("idea_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_account_id_idx" ON "reviews" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "reports_status_idea_idx" ON "reports" USING btree ("status","idea_id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_account_id_idx" ON "reports" USING btree ("reporter_account_id");--> statement-breakpoint
CREATE INDEX "shares_idea_created_idx" ON "shares" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "shares_account_id_idx" ON "shares" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_requests_pending_pair_key" ON "partner_requests" USING btree (least("requester_account_id", "addressee_account_id"),greatest("requester_account_id", "addressee_account_id")) WHERE "partner_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_requests_addressee_status_idx" ON "partner_requests" USING btree ("addressee_account_id","status");--> statement-breakpoint
CREATE INDEX "partner_requests_requester_status_idx" ON "partner_requests" USING btree ("requester_account_id","status");--> statement-breakpoint
CREATE INDEX "partnerships_account_high_id_idx" ON "partnerships" USING btree ("account_high_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_account_id_idx" ON "blocks" USING btree ("blocked_account_id");--> statement-breakpoint
CREATE INDEX "chat_members_account_id_idx" ON "chat_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_created_idx" ON "chat_messages" USING btree ("chat_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_messages_sender_account_id_idx" ON "chat_messages" USING btree ("sender_account_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_account_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "notifications_recipient_group_idx" ON "notifications" USING btree ("recipient_account_id","group_key");--> statement-breakpoint
CREATE INDEX "notifications_actor_account_id_idx" ON "notifications" USING btree ("actor_account_id");--> statement-breakpoint
CREATE INDEX "uploads_referenced_created_idx" ON "uploads" USING btree ("is_referenced","created_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_account_id_idx" ON "uploads" USING btree ("owner_account_id");