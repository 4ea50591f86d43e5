CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"comment_id" uuid,
	"account_id" uuid NOT NULL,
	"reporter_account_id" uuid NOT NULL,
	"reporter_person_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"action_taken" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_target_check" CHECK ("content_reports"."target_type" in ('comment', 'account')),
	CONSTRAINT "content_reports_comment_check" CHECK (("content_reports"."target_type" = 'comment') = ("content_reports"."comment_id" is not null)),
	CONSTRAINT "content_reports_reason_check" CHECK (reason in ('notRelated', 'spam', 'selfPurpose', 'scamOrFraud', 'harassment', 'hate', 'copiedIdea', 'personalData', 'other')),
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "content_reports_detail_length_check" CHECK (char_length("content_reports"."detail") <= 500)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reason_check";--> statement-breakpoint
ALTER TABLE "partner_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_comment_reporter_key" ON "content_reports" USING btree ("comment_id","reporter_person_id") WHERE "content_reports"."comment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_account_reporter_key" ON "content_reports" USING btree ("account_id","reporter_person_id") WHERE "content_reports"."comment_id" is null;--> statement-breakpoint
CREATE INDEX "content_reports_status_created_idx" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_reporter_idx" ON "content_reports" USING btree ("reporter_account_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_check" CHECK (reason in ('notRelated', 'spam', 'selfPurpose', 'scamOrFraud', 'harassment', 'hate', 'copiedIdea', 'personalData', 'other'));--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_note_length_check" CHECK (char_length("partner_requests"."note") <= 500);