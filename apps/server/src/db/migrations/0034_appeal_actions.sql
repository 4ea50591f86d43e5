-- What an appeal is against: a hide, a deletion or a warning (null for earlier appeals, all of hides).
ALTER TABLE "idea_appeals" ADD COLUMN "appealed_action" text;