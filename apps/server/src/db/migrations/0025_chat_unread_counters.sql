ALTER TABLE "chat_members" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "last_incoming_at" timestamp with time zone;--> statement-breakpoint
-- Backfill: each member's unread messages from others and the newest one from others, as the
-- badges counted them from the messages until now.
UPDATE "chat_members" AS "m" SET
  "unread_count" = (
    SELECT count(*)::int FROM "chat_messages" AS "c"
    WHERE "c"."chat_id" = "m"."chat_id" AND "c"."sender_account_id" <> "m"."account_id"
      AND ("m"."last_read_at" IS NULL OR "c"."created_at" > "m"."last_read_at")
  ),
  "last_incoming_at" = (
    SELECT max("c"."created_at") FROM "chat_messages" AS "c"
    WHERE "c"."chat_id" = "m"."chat_id" AND "c"."sender_account_id" <> "m"."account_id"
  );
