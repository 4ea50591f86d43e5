CREATE TABLE "partner_dismissals" (
	"account_id" uuid NOT NULL,
	"dismissed_account_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_dismissals_account_id_dismissed_account_id_pk" PRIMARY KEY("account_id","dismissed_account_id")
);
--> statement-breakpoint
CREATE TABLE "partner_question_answers" (
	"account_id" uuid NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"choice" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_question_answers_account_id_partner_account_id_question_id_pk" PRIMARY KEY("account_id","partner_account_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "partner_question_deletion_wishes" (
	"account_id" uuid NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_question_deletion_wishes_account_id_partner_account_id_pk" PRIMARY KEY("account_id","partner_account_id")
);
--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "ticket_min_thb" bigint;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "ticket_max_thb" bigint;--> statement-breakpoint
ALTER TABLE "partner_dismissals" ADD CONSTRAINT "partner_dismissals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_dismissals" ADD CONSTRAINT "partner_dismissals_dismissed_account_id_accounts_id_fk" FOREIGN KEY ("dismissed_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_question_answers" ADD CONSTRAINT "partner_question_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_question_answers" ADD CONSTRAINT "partner_question_answers_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_question_deletion_wishes" ADD CONSTRAINT "partner_question_deletion_wishes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_question_deletion_wishes" ADD CONSTRAINT "partner_question_deletion_wishes_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_question_answers_partner_idx" ON "partner_question_answers" USING btree ("partner_account_id","account_id");--> statement-breakpoint
-- Profiles saved before intents existed look for any intent, as a nice-to-have with nothing named.
UPDATE "match_profiles" SET "looking_for" = jsonb_set("looking_for", '{intents}', '{"values": [], "importance": "niceToHave"}'::jsonb) WHERE NOT ("looking_for" ? 'intents');
