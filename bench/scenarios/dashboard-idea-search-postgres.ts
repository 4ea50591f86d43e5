import { startDashboardServer } from '../lib/dashboard-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'dashboard-idea-search-postgres',
  description:
    'Dashboard idea search over 100,000 ideas (postgres): GET /api/dashboard/idea?q=ไฮโดร, latest first as the admin link opens it (ILIKE over name and description, count capped at 1,000).',
  order: 58,
  path: `/api/dashboard/idea?q=${encodeURIComponent('ไฮโดร')}&sortBy=1`,
  start: () => startDashboardServer('postgres'),
});
