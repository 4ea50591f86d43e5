import { REPORT_REASONS } from '@ideamatch/shared/constants';
import {
  dashboardAccountDetailSchema,
  dashboardCommentSchema,
  dashboardIdeaDetailSchema,
  dashboardIdeaSchema,
  dashboardReportSchema,
  reportGroupSchema,
  staffMemberSchema,
  type DashboardAccountDetail,
  type DashboardComment,
  type DashboardIdea,
  type DashboardIdeaDetail,
  type DashboardReport,
  type Permission,
  type ReportGroup,
  type StaffMember,
} from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { buildPersonSummary, buildProfile, envelope, serve } from './render-app';

/*
 * Dashboard data as the API sends it. Every builder runs its result through the shared reply schema,
 * and `serve` (render-app.tsx) checks each successful reply against its endpoint's contract, so a
 * test cannot pass on a reply the real server could never send.
 */

export const IDEA_ID = '01900000-0000-7000-8000-0000000000a1';
export const OWNER_ID = '01900000-0000-7000-8000-0000000000b1';
export const ACCOUNT_ID = '01900000-0000-7000-8000-0000000000c1';
/** The signed-in staff member of `signedInStaff`. */
export const STAFF_ID = '01900000-0000-7000-8000-0000000000ff';

/** The signed-in staff member's own profile: a super admin, or an admin with `permissions`. */
export const signedInStaff = (role: 1 | 2, permissions: Permission[] = []) =>
  serve(accountApi.staffProfile, envelope(buildProfile({ id: STAFF_ID, role, permissions })));

/** The owner of the built ideas. */
export const ideaOwner = (overrides: Partial<DashboardIdea['owner']> = {}): DashboardIdea['owner'] => ({
  ...buildPersonSummary({ id: OWNER_ID, username: 'malee', firstName: 'Malee', lastName: 'Sukjai' }),
  isDeactivated: false,
  ...overrides,
});

/** An idea as a row of the dashboard's idea table; override any field. */
export const buildDashboardIdea = (overrides: Partial<DashboardIdea> = {}): DashboardIdea =>
  dashboardIdeaSchema.parse({
    id: IDEA_ID,
    name: 'Cold brew for offices',
    category: 'food',
    coverImageUrl: null,
    owner: ideaOwner(),
    status: 1,
    isHidden: false,
    isHiddenByReport: false,
    isAdminSuggest: false,
    isSponsored: false,
    sponsoredUntil: null,
    postDate: '2026-01-15T08:00:00.000Z',
    views: 12,
    commentCount: 3,
    rating: 0,
    reviewCount: 0,
    openReportCount: 0,
    ...overrides,
  });

/** A report on `IDEA_ID`, open unless told otherwise. */
export const buildDashboardReport = (overrides: Partial<DashboardReport> = {}): DashboardReport =>
  dashboardReportSchema.parse({
    id: '01900000-0000-7000-8000-0000000000d1',
    ideaId: IDEA_ID,
    reporter: buildPersonSummary({ id: 'r1', username: 'somsak', firstName: 'Somsak', lastName: 'Deejai' }),
    reason: 'spam',
    detail: null,
    status: 'open',
    actionTaken: null,
    decisionNote: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  });

/** A comment on `IDEA_ID`. */
export const buildDashboardComment = (overrides: Partial<DashboardComment> = {}): DashboardComment =>
  dashboardCommentSchema.parse({
    id: '01900000-0000-7000-8000-0000000000e1',
    parentId: null,
    author: buildPersonSummary({ id: 'c1', username: 'nok', firstName: 'Nok', lastName: 'Rakdee' }),
    text: 'Do you deliver to Silom?',
    likeCount: 0,
    isDeleted: false,
    createdAt: '2026-02-02T10:00:00.000Z',
    ...overrides,
  });

/** An idea as its moderation page gets it, with no report and no comment unless told otherwise. */
export const buildDashboardIdeaDetail = (overrides: Partial<DashboardIdeaDetail> = {}): DashboardIdeaDetail =>
  dashboardIdeaDetailSchema.parse({
    ...buildDashboardIdea(),
    description: 'Coffee for teams',
    detail: 'We deliver every morning',
    businessModel: null,
    achievements: [],
    imageUrls: [],
    reports: [],
    comments: [],
    appeal: null,
    visibility: 'public',
    isDetailWithheld: false,
    ...overrides,
  });

/** The open reports on one idea as the report queue groups them; counts follow `reports`. */
export const buildReportGroup = (
  idea: DashboardIdea,
  reports: DashboardReport[],
  appeal: ReportGroup['appeal'] = null,
): ReportGroup => {
  const open = reports.filter((report) => report.status === 'open');
  const count = (reason: DashboardReport['reason']) => open.filter((report) => report.reason === reason).length;
  return reportGroupSchema.parse({
    idea,
    reportCount: open.length,
    reasonCounts: Object.fromEntries(REPORT_REASONS.map((reason) => [reason, count(reason)])),
    latestReportAt: reports[0]?.createdAt ?? idea.postDate,
    reports,
    appeal,
  });
};

/** An account as the user detail page gets it: an active member unless told otherwise. */
export const buildDashboardAccount = (overrides: Partial<DashboardAccountDetail> = {}): DashboardAccountDetail =>
  dashboardAccountDetailSchema.parse({
    ...buildPersonSummary({ id: ACCOUNT_ID, username: 'somchai', firstName: 'Somchai', lastName: 'Jaidee' }),
    email: 'somchai@example.test',
    role: 0,
    isDeactivated: false,
    deactivatedAt: null,
    joinedAt: '2025-01-01T00:00:00.000Z',
    lastActiveAt: '2026-03-01T00:00:00.000Z',
    miniBio: 'Coffee lover and founder',
    bio: null,
    deactivatedReason: null,
    permissions: [],
    ideaCount: 4,
    openReportCount: 2,
    subAccountCount: 1,
    ...overrides,
  });

/** A staff member with its permissions: an admin unless told otherwise. */
export const buildStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember =>
  staffMemberSchema.parse({
    ...buildPersonSummary({ id: 'a1', username: 'nid', firstName: 'Nid', lastName: 'Admin' }),
    email: 'nid@example.test',
    role: 2,
    isDeactivated: false,
    deactivatedAt: null,
    joinedAt: '2025-01-01T00:00:00.000Z',
    lastActiveAt: null,
    permissions: [],
    ...overrides,
  });
