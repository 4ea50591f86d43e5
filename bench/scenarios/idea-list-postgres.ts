import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'idea-list-postgres',
  description:
    'Public idea list, visitor, on 100,000 seeded ideas (postgres): GET /api/idea?page=1&pageSize=20, latest first (visibility filter, owner join, cover subquery, capped count).',
  core: true,
  sameBytes: true,
  order: 40,
  path: '/api/idea?page=1&pageSize=20',
  start: () => startApiServer('postgres'),
});
