import { expect, test } from '../support/test';
import { apiCall } from '../support/api';

// A visitor's public pages run their islands, not the app (apps/web/src/islands): each may fetch at
// most 40 KB of script on the wire (brotli, as the built server sends it), since a visitor's first
// page is read on a mid-range phone, where every kilobyte of script is time before it responds.
// `npm run bench:script-budget -w bench` lists every file per page.
/** The most script a visitor's page may fetch on the wire, in KB (1 KB = 1024 bytes, as Lighthouse counts). */
const VISITOR_SCRIPT_BUDGET_KB = 40;

type Idea = { id: string; owner: { id: string } };
let idea: Idea;

test.beforeAll(async ({ server }) => {
  const list = await apiCall<{ result: Idea[] }>(server.baseURL, '/api/idea?pageSize=1');
  if (!list.result[0]) throw new Error('the seeded data has no idea');
  idea = list.result[0];
});

const pages = () => ['/', '/idea', `/idea/${idea.id}`, `/profile?accountId=${idea.owner.id}`];

for (const language of ['th', 'en']) {
  test(`${language}: each visitor page fetches at most ${VISITOR_SCRIPT_BUDGET_KB} KB of script on the wire`, async ({
    browser,
    baseURL,
  }) => {
    for (const path of pages()) {
      // A fresh context: nothing cached, as on a first visit; a browser preferring English, so a Thai
      // page also offers English (an island, not the app).
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
      const page = await context.newPage();
      const sizes: Promise<{ url: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        sizes.push(request.sizes().then(({ responseBodySize }) => ({ url: request.url(), bytes: responseBodySize })));
      });
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(sizes);
      const totalKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      const list = scripts.map((script) => `${new URL(script.url).pathname} ${(script.bytes / 1024).toFixed(1)} KB`);
      expect(scripts.length, `${path}: the page ran its scripts`).toBeGreaterThan(0);
      expect(totalKb, `${path}:\n${list.join('\n')}`).toBeLessThanOrEqual(VISITOR_SCRIPT_BUDGET_KB);
      await context.close();
    }
  });
}
