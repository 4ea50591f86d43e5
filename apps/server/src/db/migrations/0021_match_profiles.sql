CREATE TABLE "match_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"bring" text DEFAULT '' NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours_per_week" smallint,
	"stage" text,
	"province" text,
	"remote" boolean DEFAULT false NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"looking_for" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_profiles" ADD CONSTRAINT "match_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;