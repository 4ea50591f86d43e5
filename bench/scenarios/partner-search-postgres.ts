import { startPartnerServer } from '../lib/partner-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'partner-search-postgres',
  description:
    'Partner search over 20,000 seeded people (postgres): GET /api/partner/search?q=การตลาด (pg_trgm over name/username and bio, blocked people excluded, relation per row).',
  order: 53,
  path: `/api/partner/search?q=${encodeURIComponent('การตลาด')}`,
  start: () => startPartnerServer('postgres'),
});
