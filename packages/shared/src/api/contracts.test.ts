import { describe, expect, it } from 'vitest';
import { allEndpoints } from './index.js';

const endpoints = allEndpoints();

describe('API contracts', () => {
  it('name every path parameter in their params schema, and nothing else', () => {
    const mismatched = endpoints.flatMap(({ name, endpoint }) => {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = Object.keys(endpoint.params?.shape ?? {}).sort();
      return inPath.join() === inSchema.join() ? [] : [`${name}: path ${inPath.join()} / params ${inSchema.join()}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('give each method and path one contract, and each a summary of its own', () => {
    const routes = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    const summaries = endpoints.map(({ endpoint }) => endpoint.summary);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
    expect(summaries.filter((summary, index) => summaries.indexOf(summary) !== index)).toEqual([]);
  });

  it('send no body with GET and reply with either the envelope or a described raw reply', () => {
    const wrong = endpoints.flatMap(({ name, endpoint }) => [
      ...(endpoint.method === 'GET' && (endpoint.body || endpoint.form) ? [`${name}: GET with a body`] : []),
      ...(Boolean(endpoint.reply) === Boolean(endpoint.rawReply)
        ? [`${name}: needs exactly one of reply, rawReply`]
        : []),
      ...(endpoint.path.endsWith('/') ? [`${name}: trailing slash`] : []),
    ]);
    expect(wrong).toEqual([]);
  });
});
