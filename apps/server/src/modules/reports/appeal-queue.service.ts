import { IdeaStatus } from '@ideamatch/shared';
import type {
  AppealDecisionInput,
  DashboardAppeal,
  DashboardAppealListParams,
  IdeaAppeal,
  ReportReason,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { IdeaAppeal as IdeaAppealRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import type { SessionInfo } from '../auth/session.service';
import { presentPerson } from '../accounts/person.presenter';
import { findModeratedIdeaRows, lockModeratedIdea } from '../ideas/moderated-idea';
import { presentDashboardIdea } from '../ideas/idea-moderation.presenter';
import { restoreIdea, setIdeaHidden } from '../ideas/idea-moderation.service';
import { invalidateIdeaLists } from '../ideas/idea-list-cache';
import { appealRepository } from './appeal.repository';
import { presentAppeal } from './appeal.presenter';
import { isOwnDecision, settleAppeal } from './appeal.service';
import { reportRepository } from './report.repository';
import { decideReport } from './report.service';

/**
 * `GET /api/dashboard/appeal`: owners' appeals with their idea, what was appealed (who hid it and
 * why) and who reviews it; open ones oldest first, optionally only those assigned to the viewer.
 */
export async function listAppeals(db: Database, session: SessionInfo, query: DashboardAppealListParams) {
  const { rows, total } = await appealRepository.page(db, {
    status: query.status,
    assignedTo: query.assigned === 'me' ? session.accountId : undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  const ideaRows = await findModeratedIdeaRows(
    db,
    rows.map((row) => row.ideaId),
  );
  const staff = await appealRepository.findPeople(db, [
    ...new Set(rows.flatMap((row) => [row.appealedDecider, row.assignedTo]).filter((id): id is string => !!id)),
  ]);
  const people = new Map(staff.map((person) => [person.id, person]));
  const personOf = (id: string | null) => {
    const person = id ? people.get(id) : undefined;
    return person ? presentPerson(person) : null;
  };
  const ideaById = new Map(ideaRows.map((row) => [row.id, presentDashboardIdea(row)]));
  const result: DashboardAppeal[] = rows.flatMap((row) => {
    const idea = ideaById.get(row.ideaId);
    if (!idea) return [];
    return [
      {
        ...presentAppeal(row),
        idea,
        decision: {
          decidedBy: personOf(row.appealedDecider),
          reason: row.appealedReason as ReportReason | null,
          note: row.appealedNote,
          decidedAt: row.hiddenAt.toISOString(),
        },
        assignedTo: personOf(row.assignedTo),
        isAssignedToMe: row.assignedTo === session.accountId,
        mayDecide: !isOwnDecision(row, session.accountId),
      },
    ];
  });
  return pageOf(query, total, result);
}

/** Decides an appeal of the reports threshold's hiding through its reports: dismissing them upholds it. */
async function decideThroughReports(
  db: Database,
  session: SessionInfo,
  appeal: IdeaAppealRow,
  input: AppealDecisionInput,
) {
  const [report] = await reportRepository.listForIdeas(db, [appeal.ideaId], 'open');
  if (!report) return false;
  await decideReport(
    db,
    session,
    report.report.id,
    input.outcome === 'upheld'
      ? { status: 'dismissed', action: 'none', scope: 'idea', note: input.note }
      : { status: 'resolved', action: 'hide', scope: 'idea', note: input.note },
  );
  return true;
}

/**
 * `PATCH /api/dashboard/appeal/{id}`: upholding shows the idea again (restores it when a moderator
 * deleted it), rejecting keeps it hidden (or deleted);
 * the owner is told either way and the decision is audited. The staff member who hid the idea may
 * not decide the appeal while it is assigned to someone else (403 `APPEAL_OWN_DECISION`). An
 * appeal of the reports threshold's hiding is decided on its reports, as the report queue does.
 */
export async function decideAppeal(
  db: Database,
  session: SessionInfo,
  id: string,
  input: AppealDecisionInput,
): Promise<IdeaAppeal> {
  const appeal = await appealRepository.findById(db, id);
  if (!appeal) throw new AppError('NOT_FOUND');
  if (appeal.status !== 'open') throw new AppError('APPEAL_ALREADY_DECIDED');
  if (isOwnDecision(appeal, session.accountId)) throw new AppError('APPEAL_OWN_DECISION');
  const isDecided = appeal.appealed === 'reports' && (await decideThroughReports(db, session, appeal, input));
  if (!isDecided) {
    await db.transaction(async (tx) => {
      const idea = await lockModeratedIdea(tx, appeal.ideaId);
      if (!idea) throw new AppError('NOT_FOUND');
      const isOpen = (await appealRepository.openForIdeas(tx, [idea.id])).get(idea.id)?.id === appeal.id;
      if (!isOpen) throw new AppError('APPEAL_ALREADY_DECIDED');
      const isShownAgain = input.outcome === 'upheld';
      const note = input.note ?? null;
      const actorAccountId = session.accountId;
      // Upholding the appeal of a deletion restores the idea (and settles the appeal with it).
      if (isShownAgain && idea.status === IdeaStatus.Deleted) {
        await restoreIdea(tx, { idea, actorAccountId, note });
        return;
      }
      if (isShownAgain) await setIdeaHidden(tx, { idea, isHidden: false, by: { actorAccountId, note } });
      await settleAppeal(tx, { idea, isShownAgain, actorAccountId, note });
    });
    invalidateIdeaLists(db);
  }
  const decided = await appealRepository.findById(db, id);
  if (!decided) throw new AppError('NOT_FOUND');
  return presentAppeal(decided);
}
