import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoizeReply, memoizingSerializerCompiler } from './reply-memo';
import { ok } from './reply';

describe('memoizingSerializerCompiler', () => {
  it('serialises a marked value once per route and a fresh value every time', async () => {
    let schemaRuns = 0;
    const counted = z.string().transform((value) => {
      schemaRuns += 1;
      return value;
    });
    const replySchema = z.object({ statusCode: z.number(), message: z.string(), data: z.object({ name: counted }) });
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(memoizingSerializerCompiler);
    const shared = memoizeReply({ name: 'cached', secret: 'not in the schema' });
    let fresh = 0;
    app.get('/shared', { schema: { response: { 200: replySchema } } }, async () => ok(shared));
    app.get('/shared-again', { schema: { response: { 200: replySchema } } }, async () => ok(shared));
    app.get('/fresh', { schema: { response: { 200: replySchema } } }, async () => ok({ name: `fresh ${++fresh}` }));

    const first = await app.inject('/shared');
    const second = await app.inject('/shared');
    expect(first.json()).toEqual({ statusCode: 200, message: 'OK', data: { name: 'cached' } });
    expect(second.body).toBe(first.body);
    expect(schemaRuns).toBe(1);

    // Another route has its own serialiser, so its reply is written (and checked) on its own.
    expect((await app.inject('/shared-again')).body).toBe(first.body);
    expect(schemaRuns).toBe(2);

    expect((await app.inject('/fresh')).json().data).toEqual({ name: 'fresh 1' });
    expect((await app.inject('/fresh')).json().data).toEqual({ name: 'fresh 2' });
    expect(schemaRuns).toBe(4);
    await app.close();
  });
});
