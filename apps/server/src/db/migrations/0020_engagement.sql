CREATE TABLE "follows" (
	"follower_account_id" uuid NOT NULL,
	"followed_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("follower_account_id","followed_account_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_account_id" <> "follows"."followed_account_id")
);
--> statement-breakpoint
CREATE TABLE "idea_bookmarks" (
	"idea_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_bookmarks_pkey" PRIMARY KEY("idea_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "idea_updates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"author_account_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_account_id_accounts_id_fk" FOREIGN KEY ("follower_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_account_id_accounts_id_fk" FOREIGN KEY ("followed_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_bookmarks" ADD CONSTRAINT "idea_bookmarks_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_bookmarks" ADD CONSTRAINT "idea_bookmarks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_updates" ADD CONSTRAINT "idea_updates_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_updates" ADD CONSTRAINT "idea_updates_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followed_created_idx" ON "follows" USING btree ("followed_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idea_bookmarks_account_created_idx" ON "idea_bookmarks" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idea_updates_idea_created_idx" ON "idea_updates" USING btree ("idea_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" between 1 and 11);