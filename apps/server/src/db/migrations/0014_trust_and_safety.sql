CREATE TABLE "idea_appeals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idea_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"message" text NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_appeals_idea_hidden_key" UNIQUE("idea_id","hidden_at"),
	CONSTRAINT "idea_appeals_status_check" CHECK ("idea_appeals"."status" in ('open', 'upheld', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "message_mail_senders" (
	"recipient_account_id" uuid NOT NULL,
	"sender_person_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_mail_senders_pkey" PRIMARY KEY("recipient_account_id","sender_person_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
DROP INDEX "reports_reporter_account_id_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "counts_toward_rating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_address" text;--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "blocker_person_id" uuid;--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "blocked_person_id" uuid;--> statement-breakpoint
UPDATE "blocks" SET
  "blocker_person_id" = (SELECT coalesce("owner_account_id", "id") FROM "accounts" WHERE "accounts"."id" = "blocks"."blocker_account_id"),
  "blocked_person_id" = (SELECT coalesce("owner_account_id", "id") FROM "accounts" WHERE "accounts"."id" = "blocks"."blocked_account_id");--> statement-breakpoint
ALTER TABLE "blocks" ALTER COLUMN "blocker_person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ALTER COLUMN "blocked_person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD CONSTRAINT "idea_appeals_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD CONSTRAINT "idea_appeals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD CONSTRAINT "idea_appeals_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_senders" ADD CONSTRAINT "message_mail_senders_recipient_account_id_accounts_id_fk" FOREIGN KEY ("recipient_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_senders" ADD CONSTRAINT "message_mail_senders_sender_person_id_accounts_id_fk" FOREIGN KEY ("sender_person_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_appeals_status_idea_idx" ON "idea_appeals" USING btree ("status","idea_id");--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_person_id_accounts_id_fk" FOREIGN KEY ("blocker_person_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_person_id_accounts_id_fk" FOREIGN KEY ("blocked_person_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_uncounted_account_idx" ON "reviews" USING btree ("account_id") WHERE not "reviews"."counts_toward_rating";--> statement-breakpoint
CREATE INDEX "reports_reporter_address_idx" ON "reports" USING btree ("reporter_address","created_at");--> statement-breakpoint
CREATE INDEX "blocks_persons_idx" ON "blocks" USING btree ("blocker_person_id","blocked_person_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_persons_idx" ON "blocks" USING btree ("blocked_person_id","blocker_person_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_account_id_idx" ON "reports" USING btree ("reporter_account_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" between 1 and 7);