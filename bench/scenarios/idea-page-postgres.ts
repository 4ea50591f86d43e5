import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

/**
 * One idea's page as a visitor gets it: HTML rendered on the server (needs `npm run build`: the
 * server renders with the built web app). Run it for one client with BENCH_CONNECTIONS=1 (its p95)
 * and with the default connections (its rate against the hello route and the same bytes).
 */
export default defineScenario({
  name: 'idea-page-postgres',
  description:
    "An idea's page, visitor, on 100,000 seeded ideas (postgres): GET /idea/:id of the newest idea, the HTML rendered on the server (content, head, JSON-LD, page state; a visitor's page is kept rendered for a few seconds).",
  sameBytes: true,
  order: 44,
  path: '/idea/:id',
  async start() {
    const target = await startApiServer('postgres');
    const reply = await fetch(`${target.url}/api/idea?pageSize=1`);
    const list = (await reply.json()) as { data: { result: { id: string }[] } };
    const id = list.data.result[0]?.id;
    if (!id) throw new Error('no seeded idea to open');
    const page = await fetch(`${target.url}/idea/${id}`);
    const html = await page.text();
    // Without the built web app the server answers the empty shell: that is not what is measured here.
    if (!html.includes('id="page-state"'))
      throw new Error('the idea page is not rendered on the server: run `npm run build` first');
    return { ...target, path: `/idea/${id}` };
  },
});
