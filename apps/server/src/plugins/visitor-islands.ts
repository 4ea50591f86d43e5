import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './public-page';

/** The `<meta name>` that tells the islands where the full app's entry is (apps/web/src/islands/events.ts). */
const APP_ENTRY_META = 'app-entry';

/**
 * The islands' entry script of the web build (apps/web/vite.islands.config.ts writes it to
 * dist/assets/islands with its manifest), as an address; null when it was not built.
 */
export function islandsEntryOf(webDist: string): string | null {
  const file = join(webDist, 'assets/islands/.vite/manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry ? `/assets/islands/${entry.file}` : null;
}

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A visitor's rendered page with its islands in place of the full app: the app's entry script and
 * every module preload leave the page (the app's styles stay), the islands' entry comes instead, and
 * the app's entry is named in a `<meta>` for the islands to start it when the visitor presses
 * something only the app does (it then hydrates the page from its state block, as before).
 */
export function withIslands(html: string, islandsEntry: string): string {
  const app = APP_SCRIPT.exec(html)?.[1];
  if (!app) return html;
  const tags = `<meta name="${APP_ENTRY_META}" content="${escapeHtml(app)}" /><script type="module" src="${escapeHtml(islandsEntry)}"></script>`;
  return html.replace(APP_SCRIPT, () => tags).replace(MODULE_PRELOAD, '');
}
