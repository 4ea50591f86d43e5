CREATE TABLE "reauth_failures" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"failed_count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "kind" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "reauth_failures" ADD CONSTRAINT "reauth_failures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;