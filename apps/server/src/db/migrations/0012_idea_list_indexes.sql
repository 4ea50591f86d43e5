DROP INDEX "ideas_list_latest_idx";--> statement-breakpoint
DROP INDEX "ideas_list_most_comment_idx";--> statement-breakpoint
DROP INDEX "ideas_list_most_view_idx";--> statement-breakpoint
DROP INDEX "ideas_category_post_date_idx";--> statement-breakpoint
CREATE INDEX "ideas_list_latest_idx" ON "ideas" USING btree ("status","is_hidden","post_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"owner_account_id","category_id","rating_avg");--> statement-breakpoint
CREATE INDEX "ideas_list_most_comment_idx" ON "ideas" USING btree ("status","is_hidden","comment_count" DESC NULLS FIRST,"post_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"owner_account_id","category_id","rating_avg");--> statement-breakpoint
CREATE INDEX "ideas_list_most_view_idx" ON "ideas" USING btree ("status","is_hidden","view_count" DESC NULLS FIRST,"post_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"owner_account_id","category_id","rating_avg");--> statement-breakpoint
CREATE INDEX "ideas_category_post_date_idx" ON "ideas" USING btree ("category_id","post_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status","is_hidden","owner_account_id","rating_avg");