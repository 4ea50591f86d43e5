/**
 * Gives the history entry of a full page load a key of its own. The router keys scroll positions by
 * history entry, and an entry opened by a full load (typed address, outside link) otherwise carries
 * none, so every such entry would share one saved position: a page opened afresh would jump to where
 * another page was left. A reload or a return to the entry keeps its key, so its position comes back.
 * Runs before the router is created.
 */
export function keyPageLoad(history: History = window.history): void {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && typeof (state as { key?: unknown }).key === 'string') return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), usr: null, key, idx: 0 }, '');
}
