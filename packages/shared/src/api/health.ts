import { endpoint } from '../endpoint.js';
import { healthReplySchema, readyReplySchema } from '../schemas/common.js';

const tag = 'health';

/** Liveness and readiness for load balancers and orchestrators. */
export const healthApi = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Check that the server is alive',
    tag,
    reply: healthReplySchema,
  }),
  checkReady: endpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'Check that the server and its dependencies are ready',
    tag,
    reply: readyReplySchema,
  }),
};
