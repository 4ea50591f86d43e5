/**
 * The server's modules in layers, lowest first: a module may import a module of its own layer or of
 * a lower one, never of a higher one, and another module's `*.repository.ts` never (ask its service
 * or `*.policy.ts`). `npm run lint` checks both (scripts/check-module-imports.ts); docs/architecture.md
 * draws the layers.
 */
export const moduleLayers: readonly (readonly string[])[] = [
  // Foundation: files, mail, search, web push delivery; nothing about people or ideas.
  ['health', 'storage', 'mail', 'search', 'push'],
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
export const knownUpwardImports: readonly string[] = [];
