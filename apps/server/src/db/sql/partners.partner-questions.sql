-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- partnerQuestionRepository.answersOfPair(string, string)
select
  "account_id",
  "partner_account_id",
  "question_id",
  "choice",
  "note",
  "updated_at"
from
  "partner_question_answers"
where
  (
    (
      "partner_question_answers"."account_id" = $1
      and "partner_question_answers"."partner_account_id" = $2
    )
    or (
      "partner_question_answers"."account_id" = $3
      and "partner_question_answers"."partner_account_id" = $4
    )
  );

-- partnerQuestionRepository.saveAnswer({ accountId: string, partnerAccountId: string, questionId: "equity", choice: "equal", note: "example" })
insert into
  "partner_question_answers" (
    "account_id",
    "partner_account_id",
    "question_id",
    "choice",
    "note",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, default)
on conflict ("account_id", "partner_account_id", "question_id") do update
set
  "choice" = $6,
  "note" = $7,
  "updated_at" = $8
returning
  "account_id",
  "partner_account_id",
  "question_id",
  "choice",
  "note",
  "updated_at";

-- partnerQuestionRepository.deletionWishesOfPair(string, string)
select
  "account_id"
from
  "partner_question_deletion_wishes"
where
  (
    (
      "partner_question_deletion_wishes"."account_id" = $1
      and "partner_question_deletion_wishes"."partner_account_id" = $2
    )
    or (
      "partner_question_deletion_wishes"."account_id" = $3
      and "partner_question_deletion_wishes"."partner_account_id" = $4
    )
  );

-- partnerQuestionRepository.wishDeletion(string, string)
insert into
  "partner_question_deletion_wishes" ("account_id", "partner_account_id", "updated_at")
values
  ($1, $2, default)
on conflict do nothing;

-- partnerQuestionRepository.unwishDeletion(string, string)
delete from "partner_question_deletion_wishes"
where
  (
    "partner_question_deletion_wishes"."account_id" = $1
    and "partner_question_deletion_wishes"."partner_account_id" = $2
  );

-- partnerQuestionRepository.deletePair(string, string)
delete from "partner_question_answers"
where
  (
    (
      "partner_question_answers"."account_id" = $1
      and "partner_question_answers"."partner_account_id" = $2
    )
    or (
      "partner_question_answers"."account_id" = $3
      and "partner_question_answers"."partner_account_id" = $4
    )
  );
delete from "partner_question_deletion_wishes"
where
  (
    (
      "partner_question_deletion_wishes"."account_id" = $1
      and "partner_question_deletion_wishes"."partner_account_id" = $2
    )
    or (
      "partner_question_deletion_wishes"."account_id" = $3
      and "partner_question_deletion_wishes"."partner_account_id" = $4
    )
  );
