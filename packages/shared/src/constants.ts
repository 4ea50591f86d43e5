/** Enumerations and business constants, shared by server and web. */

/** Account role. SuperAdmin holds every permission; an Admin holds those granted to it. */
export const AccountRole = { User: 0, SuperAdmin: 1, Admin: 2 } as const;
export type AccountRole = (typeof AccountRole)[keyof typeof AccountRole];
export const ACCOUNT_ROLES = Object.values(AccountRole);
/** i18n key of each role's label, shown in the dashboard drawer. */
export const ACCOUNT_ROLE_LABEL: Record<AccountRole, 'user' | 'superAdmin' | 'admin'> = {
  [AccountRole.User]: 'user',
  [AccountRole.SuperAdmin]: 'superAdmin',
  [AccountRole.Admin]: 'admin',
};
export const isStaffRole = (role: number): boolean => role === AccountRole.SuperAdmin || role === AccountRole.Admin;

/** Admin permissions. SuperAdmin holds every one. */
export const Permission = {
  UserManage: 'user.manage',
  IdeaManage: 'idea.manage',
  ReportManage: 'report.manage',
  AdminManage: 'admin.manage',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const PERMISSIONS = Object.values(Permission);

export const IdeaStatus = { Inactive: -2, Deleted: -1, Active: 1 } as const;
export type IdeaStatus = (typeof IdeaStatus)[keyof typeof IdeaStatus];

/**
 * Who may see an idea (docs/idea-protection.md): `public` everyone; `members` signed-in people
 * only; `confidential` everyone sees its public face (name, description, category, cover image,
 * owner) and only the owner and the people they approved see the rest (detail, achievements,
 * business model, the other images).
 */
export const IDEA_VISIBILITIES = ['public', 'members', 'confidential'] as const;
export type IdeaVisibilityTier = (typeof IDEA_VISIBILITIES)[number];

/**
 * Orders of an idea list: latest, most commented, most viewed, highest rated (ties by review
 * count), and best match of a text search (the default when there is one).
 */
export const IdeaSort = { LatestPost: 1, MostComment: 2, MostView: 3, TopRating: 4, Relevance: 5 } as const;
export type IdeaSort = (typeof IdeaSort)[keyof typeof IdeaSort];
export const IDEA_SORTS = Object.values(IdeaSort);
/** Orders of the dashboard's idea table. */
export const ADMIN_IDEA_SORTS = [IdeaSort.LatestPost, IdeaSort.MostComment, IdeaSort.MostView] as const;

/** ReportDecision (6): a moderator decided on the recipient's report. */
export const NotificationType = {
  Like: 1,
  Comment: 2,
  Review: 3,
  Share: 4,
  Friend: 5,
  ReportDecision: 6,
  /** A moderator settled the owner's appeal of an idea hidden after reports. */
  AppealDecision: 7,
  /**
   * A request for the confidential part of an idea: asked (to the owner), approved, declined or
   * revoked (to the requester); `payload.event` says which (docs/idea-protection.md).
   */
  IdeaAccess: 8,
  /** Someone replied to the recipient's comment (subject: that comment; `payload.excerpt` the reply). */
  Reply: 9,
  /** A person the recipient follows posted a new idea (not a confidential one). */
  NewIdea: 10,
  /** The owner posted an update on an idea the recipient saved, or the recipient follows the owner. */
  IdeaUpdate: 11,
  /**
   * A moderator hid or deleted the recipient's idea, or warned them about it; `payload.action` says
   * which, with the reason (one of `REPORT_REASONS`) and the moderator's note.
   */
  ModerationDecision: 12,
  /**
   * Someone followed the recipient (subject: the recipient's own account, so every follow is one
   * line: "3 people followed you"). A follow, unfollow and follow again rings once a day.
   */
  Follow: 13,
  /**
   * An owner appealed a moderation decision and the appeal is assigned to the recipient, a staff
   * member, to review (subject: the idea; `payload.ideaName`). Opens the dashboard's appeals.
   */
  AppealAssigned: 14,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

export const FileAcl = { Public: 'public', Private: 'private' } as const;
export type FileAcl = (typeof FileAcl)[keyof typeof FileAcl];

/**
 * Idea categories in their display order; `all` is the filter value meaning "no category". Each has
 * a row in the `categories` table (a migration adds new ones).
 */
export const CATEGORIES = [
  'all',
  'technology',
  'franchise',
  'food',
  'healthyAndBeauty',
  'onlineShop',
  'peopleDevelopment',
  'traveling',
  'environment',
  'pet',
  // Added later: existing values keep their meaning (traveling is tourism; healthyAndBeauty is health).
  'agriculture',
  'crafts',
  'education',
  'services',
  /** For an idea no other category fits. */
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];
/** Categories an idea can belong to (every category except the `all` filter). */
export const IDEA_CATEGORIES = CATEGORIES.filter((c): c is Exclude<Category, 'all'> => c !== 'all');

export const REPORT_REASONS = [
  'notRelated',
  'spam',
  'selfPurpose',
  'scamOrFraud',
  'harassment',
  'hate',
  'copiedIdea',
  'personalData',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MB = 1024 * 1024;
export const LIMITS = {
  imageMaxBytes: 5 * MB,
  ideaImagesMax: 7,
  imageMimeTypes: ['image/jpeg', 'image/png'] as readonly string[],
  passwordMinLength: 6,
  notificationPageSize: 5,
  notificationPollMs: 10_000,
  unreadBadgeCap: 99,
  pageSizeMax: 50,
  pageSizeDefault: 20,
  /** Replay window of an encrypted password's timestamp. */
  passwordTimestampWindowMs: 5 * 60_000,
  sessionTtlDays: 30,
} as const;

/** Suggested image sizes in pixels. */
export const IMAGE_SIZES = {
  idea: { width: 800, height: 800 },
  profile: { width: 600, height: 600 },
  profileBackground: { width: 1280, height: 320 },
} as const;

export const TOKEN_COOKIE = 'accessToken';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGES = ['TH', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TH';
/**
 * The cookie holding the language a person chose (`th` or `en`), written by the web app when they
 * choose (the toggle, or an address with `?lang=`) so the server sends its pages in that language.
 */
export const LANGUAGE_COOKIE = 'lang';
/**
 * The cookie holding the colour scheme a person chose (`light`, `dark` or `auto`), written by the web
 * app beside Mantine's local-storage entry so the server sends the page already in that scheme.
 */
export const COLOR_SCHEME_COOKIE = 'color-scheme';
export const SUB_ACCOUNT_HOME = '/chat';

/** Layout breakpoints in px. */
export const BREAKPOINTS = {
  xs: 0,
  s300: 300,
  s400: 400,
  s500: 500,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;
export const COMPACT_HEADER_BREAKPOINT = BREAKPOINTS.s500;

/** Realtime client settings. */
export const REALTIME = {
  path: '/socket.io',
  transports: ['websocket'] as const,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
} as const;

/** Admin links default to sortBy=1. */
export const DEFAULT_ADMIN_IDEA_SORT = IdeaSort.LatestPost;
