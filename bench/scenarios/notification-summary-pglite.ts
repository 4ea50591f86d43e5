import { startPartnerServer } from '../lib/partner-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'notification-summary-pglite',
  description:
    'The hottest route (every logged-in tab, every 10 s): GET /api/notification/summary for a user with 50,000 notifications (pglite): session lookup + one primary-key read of notification_reads.',
  order: 50,
  path: '/api/notification/summary',
  start: () => startPartnerServer('pglite'),
});
