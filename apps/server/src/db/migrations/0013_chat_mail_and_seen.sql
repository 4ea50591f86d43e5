ALTER TABLE "accounts" ADD COLUMN "chat_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "message_mailed_at" timestamp with time zone;