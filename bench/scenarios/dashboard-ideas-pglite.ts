import { startDashboardServer } from '../lib/dashboard-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'dashboard-ideas-pglite',
  description:
    'Dashboard idea table over 100,000 ideas (pglite): GET /api/dashboard/idea?sortBy=1, every status, page 3 (owner join, cover and open-report subqueries, capped count).',
  order: 52,
  path: '/api/dashboard/idea?sortBy=1&page=3',
  start: () => startDashboardServer('pglite'),
});
