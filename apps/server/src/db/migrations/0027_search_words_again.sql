-- Ideas' search words now also hold English stems, the detail (unless confidential) and the
-- provinces of the places they name: they are made again by the app (backfillIdeaSearch fills every
-- idea without them at start, 500 per transaction; meanwhile the substring match still finds them).
UPDATE "ideas" SET "search_vector" = NULL WHERE "search_vector" IS NOT NULL;
