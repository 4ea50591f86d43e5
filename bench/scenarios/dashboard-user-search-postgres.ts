import { startDashboardServer } from '../lib/dashboard-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'dashboard-user-search-postgres',
  description:
    'Dashboard user search over 100,000 accounts (postgres): GET /api/dashboard/account?q=ศรีสุข (pg_trgm on name and username, or exact email).',
  order: 56,
  path: `/api/dashboard/account?q=${encodeURIComponent('ศรีสุข 12')}`,
  start: () => startDashboardServer('postgres'),
});
