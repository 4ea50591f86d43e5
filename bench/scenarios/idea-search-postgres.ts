import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'idea-search-postgres',
  description:
    'Thai substring search, visitor, on 100,000 seeded ideas (postgres): GET /api/idea?q=ไฮโดร&page=1&pageSize=20 (pg_trgm over name and description, 1 idea in 8 matches, count capped at 1,000).',
  core: true,
  sameBytes: true,
  order: 41,
  path: `/api/idea?q=${encodeURIComponent('ไฮโดร')}&page=1&pageSize=20`,
  start: () => startApiServer('postgres'),
});
