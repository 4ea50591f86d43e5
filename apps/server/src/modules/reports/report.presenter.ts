import type { DashboardReport } from '@ideamatch/shared';
import { presentOptionalPerson, presentPerson, type PersonRow } from '../accounts/person.presenter';

type ReportRow = {
  report: {
    id: string;
    ideaId: string;
    reason: string;
    detail: string | null;
    status: string;
    actionTaken: string | null;
    decisionNote: string | null;
    decidedAt: Date | null;
    createdAt: Date;
  };
  reporter: PersonRow;
  decider: { [K in keyof PersonRow]: PersonRow[K] | null } | null;
};

/** A report with its reporter and, once decided, who decided it. */
export const presentReport = ({ report, reporter, decider }: ReportRow): DashboardReport => ({
  id: report.id,
  ideaId: report.ideaId,
  reporter: presentPerson(reporter),
  reason: report.reason as DashboardReport['reason'],
  detail: report.detail,
  status: report.status as DashboardReport['status'],
  actionTaken: report.actionTaken,
  decisionNote: report.decisionNote,
  decidedBy: presentOptionalPerson(decider),
  decidedAt: report.decidedAt?.toISOString() ?? null,
  createdAt: report.createdAt.toISOString(),
});
