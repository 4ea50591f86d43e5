ALTER TABLE "chat_messages" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "shared_idea_id" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "idea_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_shared_idea_id_ideas_id_fk" FOREIGN KEY ("shared_idea_id") REFERENCES "ideas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE set null ON UPDATE no action;