import type { AccountRole, DashboardAccount, DashboardIdea, DashboardReport } from '@ideamatch/shared';
import { IDEA_CATEGORIES } from '@ideamatch/shared';
import type { Account } from '../../db/schema/index';
import { fileUrl } from '../../lib/files';
import { presentOptionalPerson, presentPerson, type PersonRow } from '../accounts/person.presenter';

/** An account as a dashboard table row. */
export const presentDashboardAccount = (account: Account): DashboardAccount => ({
  ...presentPerson(account),
  email: account.email,
  role: account.role as AccountRole,
  isDeactivated: account.isDeactivated,
  deactivatedAt: account.deactivatedAt?.toISOString() ?? null,
  joinedAt: account.createdAt.toISOString(),
  lastActiveAt: account.lastActiveAt?.toISOString() ?? null,
});

export type DashboardIdeaRow = {
  id: string;
  name: string;
  categoryId: string;
  coverKey: string | null;
  owner: PersonRow & { isDeactivated: boolean };
  status: number;
  isHidden: boolean;
  hiddenByReport: boolean;
  isAdminSuggest: boolean;
  isSponsored: boolean;
  sponsoredUntil: Date | null;
  postDate: Date;
  viewCount: number;
  commentCount: number;
  ratingAvg: number;
  reviewCount: number;
  openReportCount: number;
};

const toCategory = (id: string) =>
  (IDEA_CATEGORIES as readonly string[]).includes(id) ? (id as DashboardIdea['category']) : 'technology';

/** An idea as a dashboard table row. */
export const presentDashboardIdea = (row: DashboardIdeaRow): DashboardIdea => ({
  id: row.id,
  name: row.name,
  category: toCategory(row.categoryId),
  coverImageUrl: fileUrl(row.coverKey),
  owner: { ...presentPerson(row.owner), isDeactivated: row.owner.isDeactivated },
  status: row.status,
  isHidden: row.isHidden,
  isHiddenByReport: row.hiddenByReport,
  isAdminSuggest: row.isAdminSuggest,
  isSponsored: row.isSponsored,
  sponsoredUntil: row.sponsoredUntil?.toISOString() ?? null,
  postDate: row.postDate.toISOString(),
  views: row.viewCount,
  commentCount: row.commentCount,
  rating: row.ratingAvg,
  reviewCount: row.reviewCount,
  openReportCount: Number(row.openReportCount),
});

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
