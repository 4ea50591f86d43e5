ALTER TABLE "ideas" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "ideas_search_vector_idx" ON "ideas" USING gin ("search_vector");