import { startForkedServer } from '../lib/forked-server';
import { defineScenario } from '../lib/scenario';

export default defineScenario({
  name: 'fastify-hello',
  description: 'Framework cost: a bare Fastify 5 hello route returning JSON (no plugins, no logger).',
  core: true,
  order: 20,
  path: '/',
  start: () => startForkedServer('fastify-hello.ts'),
});
