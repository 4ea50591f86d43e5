import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { isAllowed, parseAllowList } from './metrics';
import { api } from '../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_ALLOW: '127.0.0.1,::1,10.1.0.0/16' } });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('reports requests per route pattern, latency, sockets, jobs and the database pool in Prometheus format', async () => {
    const missing = '0190b5d2-0000-7000-8000-000000000000';
    expect((await api(t).call(ideaApi.get, { params: { id: missing } })).status).toBe(404);
    expect((await api(t).call(ideaApi.home)).status).toBe(200);
    await t.app.jobs.runNow('cleanup');

    const res = await api(t).request({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.raw.payload;
    expect(text).toContain('http_requests_total{method="GET",route="/api/idea/:id",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/idea/home",status="200"} 1');
    expect(text).not.toContain(missing);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/idea\/home"/);
    expect(text).toContain('realtime_sockets_connected 0');
    expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/job_queue_jobs\{state="failed"\} \d+/);
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
  });

  it('answers only the addresses in METRICS_ALLOW', async () => {
    for (const remoteAddress of ['::1', '10.1.200.3', '::ffff:127.0.0.1']) {
      expect((await api(t).request({ method: 'GET', url: '/metrics', remoteAddress })).status).toBe(200);
    }
    const refused = await api(t).request({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('FORBIDDEN');
    expect(isAllowed(parseAllowList('127.0.0.1'), '10.1.0.1')).toBe(false);
  });
});

describe('request ids', () => {
  it('sends back the request id it was given, or a new one', async () => {
    const given = await api(t).call(ideaApi.home, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const fresh = await api(t).call(ideaApi.home);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
