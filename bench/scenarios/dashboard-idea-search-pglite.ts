import { startDashboardServer } from '../lib/dashboard-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'dashboard-idea-search-pglite',
  description:
    'Dashboard idea search over 100,000 ideas (pglite): GET /api/dashboard/idea?q=ไฮโดร, most viewed first (pg_trgm over name and description).',
  order: 53,
  path: `/api/dashboard/idea?q=${encodeURIComponent('ไฮโดร')}&sortBy=3`,
  start: () => startDashboardServer('pglite'),
});
