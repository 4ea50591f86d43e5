import { startRealServer } from '../lib/real-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'health',
  description:
    'The real IdeaMatch server (NODE_ENV=production, embedded PGlite, LOG_LEVEL=warn): GET /api/health through the full hook stack (access check without a token, helmet headers, rate-limit allow-list, request id, Zod response serialiser, reply envelope); no database query.',
  core: true,
  order: 30,
  path: '/api/health',
  start: () => startRealServer(),
});
