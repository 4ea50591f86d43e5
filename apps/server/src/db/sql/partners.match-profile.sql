-- Written by `npm run sync:sql` from apps/server/src/scripts/sql-examples.ts: do not edit by hand.
-- Each example runs on a new database holding only the seed of sql-snapshots.ts, inside a transaction
-- rolled back after it, so a transaction of its own shows as `savepoint sp1` ... `release savepoint sp1`.

-- matchProfileRepository.find(string)
select
  "accounts"."id",
  "accounts"."skills_offered",
  "accounts"."skills_sought",
  "accounts"."interested_categories",
  "match_profiles"."bring",
  "match_profiles"."intent",
  "match_profiles"."ticket_min_thb",
  "match_profiles"."ticket_max_thb",
  "match_profiles"."roles",
  "match_profiles"."hours_per_week",
  "match_profiles"."stage",
  "match_profiles"."province",
  "match_profiles"."remote",
  "match_profiles"."languages",
  "match_profiles"."looking_for"
from
  "accounts"
  left join "match_profiles" on "match_profiles"."account_id" = "accounts"."id"
where
  "accounts"."id" = $1;

-- matchProfileRepository.findMany([string])
select
  "accounts"."id",
  "accounts"."skills_offered",
  "accounts"."skills_sought",
  "accounts"."interested_categories",
  "match_profiles"."bring",
  "match_profiles"."intent",
  "match_profiles"."ticket_min_thb",
  "match_profiles"."ticket_max_thb",
  "match_profiles"."roles",
  "match_profiles"."hours_per_week",
  "match_profiles"."stage",
  "match_profiles"."province",
  "match_profiles"."remote",
  "match_profiles"."languages",
  "match_profiles"."looking_for"
from
  "accounts"
  left join "match_profiles" on "match_profiles"."account_id" = "accounts"."id"
where
  "accounts"."id" in ($1);

-- matchProfileRepository.save(string, { intent: "haveIdea", ticketThb: { min: number, max: number }, skills: ["example"], bring: "example", roles: ["example"], hoursPerWeek: number, stage: "example", province: "example", remote: boolean, languages: ["example"], lookingFor: { intents: { values: ["joinIdea"], importance: "mustHave" }, roles: { values: ["developer"], importance: "mustHave" }, skills: { values: ["example"], importance: "mustHave" }, industries: { values: ["technology"], importance: "mustHave" }, hours: { min: number, importance: "mustHave" }, stage: { values: ["idea"], importance: "mustHave" }, location: { importance: "mustHave" }, languages: { values: ["th"], importance: "mustHave" } } })
savepoint sp1;
update "accounts"
set
  "skills_offered" = $1,
  "skills_sought" = $2,
  "interested_categories" = $3,
  "updated_at" = $4
where
  "accounts"."id" = $5;
insert into
  "match_profiles" (
    "account_id",
    "intent",
    "ticket_min_thb",
    "ticket_max_thb",
    "bring",
    "roles",
    "hours_per_week",
    "stage",
    "province",
    "remote",
    "languages",
    "looking_for",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, default)
on conflict ("account_id") do update
set
  "intent" = $13,
  "ticket_min_thb" = $14,
  "ticket_max_thb" = $15,
  "bring" = $16,
  "roles" = $17,
  "hours_per_week" = $18,
  "stage" = $19,
  "province" = $20,
  "remote" = $21,
  "languages" = $22,
  "looking_for" = $23,
  "updated_at" = $24;
release savepoint sp1;

-- matchProfileRepository.deleteFor([string])
delete from "match_profiles"
where
  "match_profiles"."account_id" in ($1);
