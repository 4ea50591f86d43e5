-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- maintenanceRepository.detachImagesOfIdeasDeletedBefore(Date)
delete from "idea_attachments"
where
  "idea_attachments"."idea_id" in (
    select
      "id"
    from
      "ideas"
    where
      (
        "ideas"."status" = $1
        and "ideas"."updated_at" <= $2
      )
  )
returning
  "key";

-- maintenanceRepository.deleteExpiredSessions(Date)
delete from "sessions"
where
  "sessions"."expires_at" <= $1
returning
  "id";

-- maintenanceRepository.deleteExpiredResets(Date)
delete from "password_resets"
where
  "password_resets"."expires_at" <= $1
returning
  "id";

-- maintenanceRepository.deleteExpiredChallenges(Date)
delete from "two_factor_challenges"
where
  "two_factor_challenges"."expires_at" <= $1
returning
  "id";

-- maintenanceRepository.deleteExpiredEmailVerifications(Date)
delete from "email_verifications"
where
  "email_verifications"."expires_at" <= $1
returning
  "id";

-- maintenanceRepository.deleteExpiredNonces(Date)
delete from "password_nonces"
where
  "password_nonces"."expires_at" <= $1
returning
  "expires_at";
