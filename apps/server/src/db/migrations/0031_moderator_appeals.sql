-- Appeals of a moderator's hiding, assigned to another staff member; notification type 12 (a moderator's decision).
ALTER TABLE "idea_appeals" ADD COLUMN "appealed" text DEFAULT 'reports' NOT NULL;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD COLUMN "appealed_decider" uuid;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD COLUMN "appealed_reason" text;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD COLUMN "appealed_note" text;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD CONSTRAINT "idea_appeals_appealed_decider_accounts_id_fk" FOREIGN KEY ("appealed_decider") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_appeals" ADD CONSTRAINT "idea_appeals_assigned_to_accounts_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_appeals_assigned_status_idx" ON "idea_appeals" USING btree ("assigned_to","status");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" between 1 and 12);
