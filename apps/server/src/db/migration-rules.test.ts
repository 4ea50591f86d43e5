import { describe, expect, it } from 'vitest';
import { checkMigration } from './migration-rules';

const rulesOf = (sql: string) => checkMigration('0099_x.sql', sql).map((problem) => problem.rule);

describe('migration rules for rolling upgrades', () => {
  it('lets a migration expand: new tables, nullable columns, columns with defaults, indexes', () => {
    expect(
      rulesOf(`CREATE TABLE "backup_runs" ("id" uuid PRIMARY KEY NOT NULL, "at" timestamp with time zone NOT NULL);--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ideas_views_idx" ON "ideas" USING btree ("views");--> statement-breakpoint
DROP INDEX "ideas_old_idx";`),
    ).toEqual([]);
  });

  it('refuses what breaks the code still running: drops, renames, type changes, new NOT NULL', () => {
    expect(rulesOf('DROP TABLE "shares";')).toEqual(['drops a table']);
    expect(rulesOf('ALTER TABLE "ideas" DROP COLUMN "detail";')).toEqual(['drops a column']);
    expect(rulesOf('ALTER TABLE "ideas" RENAME COLUMN "detail" TO "body";')).toEqual(['renames a table or column']);
    expect(rulesOf('ALTER TABLE "ideas" ALTER COLUMN "rating_avg" SET DATA TYPE numeric;')).toEqual([
      "changes a column's type",
    ]);
    expect(rulesOf('ALTER TABLE "ideas" ALTER COLUMN "detail" SET NOT NULL;')).toEqual(['makes a column NOT NULL']);
    expect(rulesOf('ALTER TABLE "ideas" ADD COLUMN "slug" text NOT NULL;')).toEqual([
      'adds a NOT NULL column without a default',
    ]);
  });

  it('allows the contract step of an expand/contract change when it says so', () => {
    expect(
      rulesOf(
        '-- contract: the code stopped reading ideas.detail_old in the release before this one\nALTER TABLE "ideas" DROP COLUMN "detail_old";',
      ),
    ).toEqual([]);
  });
});
