import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'notification-summary-postgres',
  description:
    'The hottest route (every logged-in tab, every 10 s): GET /api/notification/summary for a user with 50,000 notifications (postgres): session lookup + one primary-key read of notification_reads.',
  core: true,
  sameBytes: true,
  order: 43,
  path: '/api/notification/summary',
  start: () => startApiServer('postgres', { signedIn: true }),
});
