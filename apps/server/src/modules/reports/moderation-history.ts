import type { Database } from '../../db/client';
import type { ReportStatus } from '../../db/schema/index';
import { appealRepository } from './appeal.repository';
import { reportRepository } from './report.repository';

/*
 * What reports and appeals say about ideas, for the idea moderation of modules/ideas
 * (idea-moderation.service.ts): the reports on an idea, its open appeal, and whether its hiding
 * was automatic.
 */

/** Reports on these ideas (optionally of one status) with reporter and decider, newest first. */
export const reportsOnIdeas = (db: Database, ideaIds: string[], status?: ReportStatus) =>
  reportRepository.listForIdeas(db, ideaIds, status);

/** The latest hide-related audit action on an idea: was its current hiding automatic? */
export const latestHideActionOf = (db: Database, ideaId: string) => reportRepository.latestHideAction(db, ideaId);

/** Open appeals of these ideas, keyed by idea. */
export const openAppealsOf = (db: Database, ideaIds: string[]) => appealRepository.openForIdeas(db, ideaIds);
