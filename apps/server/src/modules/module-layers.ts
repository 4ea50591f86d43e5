/**
 * The server's modules in layers, lowest first: a module may import a module of its own layer or of
 * a lower one, never of a higher one, and another module's `*.repository.ts` never (ask its service
 * or `*.policy.ts`). `npm run lint` checks both (scripts/check-module-imports.ts); docs/architecture.md
 * draws the layers.
 */
export const moduleLayers: readonly (readonly string[])[] = [
  // Foundation: shared server keys, files, mail, search, web push delivery; nothing about people or ideas.
  ['health', 'keys', 'storage', 'mail', 'search', 'push'],
  // People: sessions, accounts, their settings, sub-accounts, staff, trust levels, the audit log.
  ['auth', 'accounts', 'account-center', 'sub-accounts', 'admins', 'trust', 'audit'],
  // What people share, whom they block, and the notifications all of it sends.
  ['partners', 'ideas', 'idea-access', 'proof', 'notifications'],
  // What people do around ideas and each other.
  ['chat', 'comments', 'reviews', 'reports', 'engagement'],
  // Operations over everything: the dashboard, backups and the scheduled jobs.
  ['dashboard', 'backup', 'jobs'],
];

/**
 * Imports that still point up a layer, as `<module>/<file> -> <module>`. Each is a debt: remove it by
 * moving the function down or letting the higher module pass what is needed, then delete its line
 * (the check fails on a line that no longer matches, and on any upward import not listed).
 */
export const knownUpwardImports: readonly string[] = [
  // The profile's idea counts embed ideas' visibility SQL: move the count to ideas.
  'accounts/account.repository.ts -> ideas',
  // A verified address makes the person's reviews count: reviews could listen for the verification.
  'accounts/email-verification.service.ts -> reviews',
  'accounts/password-reset.service.ts -> reviews',
  'admins/admin-invitation.service.ts -> reviews',
  // Idea moderation (the dashboard's) reads and settles reports and appeals: it belongs above both.
  'ideas/idea-action.service.ts -> reports',
  'ideas/idea-moderation.routes.ts -> comments',
  'ideas/idea-moderation.service.ts -> reports',
  // A new idea tells the owner's followers: engagement could listen for it.
  'ideas/idea-write.service.ts -> engagement',
  // A block ends follows; an accepted partner request opens a chat.
  'partners/block.service.ts -> engagement',
  'partners/partner.service.ts -> chat',
  // The sub-account list shows each persona's unread chats.
  'sub-accounts/sub-account.service.ts -> chat',
];
