import type { LightMyRequestResponse } from 'fastify';
import { pathOf, type Endpoint } from '@ideamatch/shared/endpoint';
import type { TestApp } from '../../test/build-app';
import { uploadTestPng } from '../../test/uploads';
import { randomIp } from '../auth/auth.test-helpers';
import { ideaPayload } from '../ideas/idea.test-helpers';

type CallInput = { params?: Record<string, unknown>; query?: Record<string, string | number>; body?: unknown };

/**
 * Calls an endpoint by its contract, as `who` (a signed-in person's headers) or a visitor, each
 * request from its own address: `as(t, alice)(ideaAccessApi.request, { params: { id }, body })`.
 */
export const as =
  (t: TestApp, who?: { headers: Record<string, string> }) =>
  (endpoint: Endpoint, { params, query, body }: CallInput = {}): Promise<LightMyRequestResponse> => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    return t.app.inject({
      method: endpoint.method,
      url: `${pathOf(endpoint.path, params)}${search}`,
      headers: who?.headers,
      remoteAddress: randomIp(),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };

/** The secrets planted in the confidential part of `createConfidentialIdea`'s idea: no reply to an outsider may hold one. */
export const SECRETS = ['SECRET-DETAIL-7731', 'SECRET-MODEL-7731', 'SECRET-ACHIEVEMENT-7731'] as const;

/**
 * Creates, through the API, a confidential idea with a cover and a second image, the secrets above
 * in its detail, business model and achievements, and terms to accept.
 */
export async function createConfidentialIdea(
  t: TestApp,
  owner: { headers: Record<string, string> },
  overrides: Record<string, unknown> = {},
) {
  const cover = await uploadTestPng(t.app, owner.headers, 'idea', { color: '#1c7ed6', size: 64 });
  const second = await uploadTestPng(t.app, owner.headers, 'idea', { color: '#f08c00', size: 64 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/idea',
    headers: owner.headers,
    remoteAddress: randomIp(),
    payload: ideaPayload({
      name: 'Lotus leaf packaging',
      description: 'Compostable food boxes pressed from lotus leaves',
      detail: `The press recipe: ${SECRETS[0]}`,
      businessModel: SECRETS[1],
      achievements: [SECRETS[2]],
      ideaAttachments: [{ key: cover }, { key: second }],
      visibility: 'confidential',
      accessTerms: 'Please keep the recipe to yourself.',
      ...overrides,
    }),
  });
  if (res.statusCode !== 200) throw new Error(`create refused: ${res.body}`);
  return { id: res.json().data.id as string, cover, second };
}

/** Whether a reply's raw text holds any of the planted secrets. */
export const leaksSecret = (text: string) => SECRETS.some((secret) => text.includes(secret));
