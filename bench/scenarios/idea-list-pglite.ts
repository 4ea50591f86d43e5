import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'idea-list-pglite',
  description:
    'Public idea list, visitor, on 100,000 seeded ideas (embedded PGlite, the default install): GET /api/idea?page=1&pageSize=20, latest first.',
  core: true,
  sameBytes: true,
  order: 45,
  path: '/api/idea?page=1&pageSize=20',
  start: () => startApiServer('pglite'),
});
