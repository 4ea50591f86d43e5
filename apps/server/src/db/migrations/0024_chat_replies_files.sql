ALTER TABLE "chat_messages" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "file_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_reply_to_id_idx" ON "chat_messages" USING btree ("reply_to_id");--> statement-breakpoint
CREATE INDEX "chat_messages_search_vector_idx" ON "chat_messages" USING gin ("search_vector");