import { startDashboardServer } from '../lib/dashboard-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'dashboard-users-pglite',
  description:
    'Dashboard user table over 100,000 accounts (pglite): GET /api/dashboard/account, newest first, page 3 (session + permission check, capped count).',
  order: 50,
  path: '/api/dashboard/account?sortBy=newest&page=3',
  start: () => startDashboardServer('pglite'),
});
