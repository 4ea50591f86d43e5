import { startIdeaServer } from '../lib/idea-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'idea-search-postgres',
  description:
    'Thai substring search on 100,000 seeded ideas (postgres): GET /api/idea?q=ไฮโดร (pg_trgm over name and description), most viewed first, food category.',
  order: 41,
  path: `/api/idea?q=${encodeURIComponent('ไฮโดร')}&sortBy=3`,
  start: () => startIdeaServer('postgres'),
});
