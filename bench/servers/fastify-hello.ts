/** Baseline: a bare Fastify 5 instance (no plugins, no logger) with one JSON route. */
import Fastify from 'fastify';
import { reportListening } from '../lib/child-server';

const app = Fastify({ logger: false });

app.get('/', async () => ({ hello: 'world' }));

await app.listen({ host: '127.0.0.1', port: 0 });
reportListening(app.server, () => app.close());
