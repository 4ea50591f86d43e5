CREATE TABLE "idea_access_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"requester_account_id" uuid NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"terms" text,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "idea_access_requests_status_check" CHECK ("idea_access_requests"."status" in ('pending', 'approved', 'declined', 'revoked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "idea_access_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_versions" (
	"idea_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_versions_pkey" PRIMARY KEY("idea_id","version")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "access_terms" text;--> statement-breakpoint
ALTER TABLE "idea_access_requests" ADD CONSTRAINT "idea_access_requests_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_access_requests" ADD CONSTRAINT "idea_access_requests_requester_account_id_accounts_id_fk" FOREIGN KEY ("requester_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_access_views" ADD CONSTRAINT "idea_access_views_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_access_views" ADD CONSTRAINT "idea_access_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_versions" ADD CONSTRAINT "idea_versions_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idea_access_requests_open_key" ON "idea_access_requests" USING btree ("idea_id","requester_account_id") WHERE "idea_access_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "idea_access_requests_idea_created_idx" ON "idea_access_requests" USING btree ("idea_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idea_access_requests_requester_created_idx" ON "idea_access_requests" USING btree ("requester_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idea_access_views_idea_viewed_idx" ON "idea_access_views" USING btree ("idea_id","viewed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idea_access_views_account_idx" ON "idea_access_views" USING btree ("account_id","idea_id","viewed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_members_only_idx" ON "ideas" USING btree ("id") WHERE "ideas"."visibility" = 'members';--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_visibility_check" CHECK ("ideas"."visibility" in ('public', 'members', 'confidential'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" between 1 and 8);