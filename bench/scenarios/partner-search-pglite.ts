import { startPartnerServer } from '../lib/partner-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'partner-search-pglite',
  description:
    'Partner search over 20,000 seeded people (pglite): GET /api/partner/search?q=การตลาด (pg_trgm over name/username and bio, blocked people excluded, relation per row).',
  order: 51,
  path: `/api/partner/search?q=${encodeURIComponent('การตลาด')}`,
  start: () => startPartnerServer('pglite'),
});
