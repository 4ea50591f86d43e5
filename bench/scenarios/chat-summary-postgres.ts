import { startApiServer } from '../lib/api-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'chat-summary-postgres',
  description:
    'Chat badge of every logged-in tab: GET /api/chat/summary (postgres): session lookup + the unread chat count of the signed-in user.',
  core: true,
  sameBytes: true,
  order: 44,
  path: '/api/chat/summary',
  start: () => startApiServer('postgres', { signedIn: true }),
});
