ALTER TABLE "accounts" ADD COLUMN "line_sub" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_line_sub_key" UNIQUE("line_sub");