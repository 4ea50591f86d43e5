import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'idea-filter-postgres',
  description:
    'Filtered idea list, visitor, on 100,000 seeded ideas (postgres): GET /api/idea?categoryId=food&rating=4&sortBy=2, page 1 of 20 (category and minimum rating, most commented first, capped count).',
  core: true,
  sameBytes: true,
  order: 42,
  path: '/api/idea?categoryId=food&rating=4&sortBy=2&page=1&pageSize=20',
  start: () => startApiServer('postgres'),
});
