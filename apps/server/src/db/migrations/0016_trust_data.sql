ALTER TABLE "mail_outbox" ALTER COLUMN "to_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "sharer_key" text;--> statement-breakpoint
-- One share per member per idea: each member's first share keeps counting; their repeats are removed
-- and taken off the idea's counter (visitor shares recorded before cannot be told apart and stay).
UPDATE "shares" SET "sharer_key" = 'a:' || "account_id" WHERE "id" IN (SELECT DISTINCT ON ("idea_id", "account_id") "id" FROM "shares" WHERE "account_id" IS NOT NULL ORDER BY "idea_id", "account_id", "created_at", "id");--> statement-breakpoint
WITH "repeats" AS (DELETE FROM "shares" WHERE "account_id" IS NOT NULL AND "sharer_key" IS NULL RETURNING "idea_id"), "per_idea" AS (SELECT "idea_id", count(*)::int AS "n" FROM "repeats" GROUP BY "idea_id") UPDATE "ideas" SET "share_count" = greatest("ideas"."share_count" - "per_idea"."n", 0) FROM "per_idea" WHERE "ideas"."id" = "per_idea"."idea_id";--> statement-breakpoint
CREATE UNIQUE INDEX "shares_idea_sharer_key" ON "shares" USING btree ("idea_id","sharer_key");
