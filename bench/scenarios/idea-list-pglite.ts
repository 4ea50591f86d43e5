import { startIdeaServer } from '../lib/idea-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'idea-list-pglite',
  description:
    'Public idea list on 100,000 seeded ideas (pglite): GET /api/idea, latest first, page 3 of 20 (filter on visibility, join on the owner, cover subquery, count).',
  order: 40,
  path: '/api/idea?sortBy=1&page=3',
  start: () => startIdeaServer('pglite'),
});
