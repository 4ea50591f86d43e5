import { startForkedServer } from '../lib/forked-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'node-http',
  description: 'Ceiling of this machine: bare node:http answering a small JSON body (no framework).',
  order: 10,
  path: '/',
  start: () => startForkedServer('node-http.ts'),
});
