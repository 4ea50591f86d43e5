import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../test/build-app';
import { api } from '../../test/api-client';

/**
 * A request by URL from its own address, answering Fastify's inject reply: what the chat and
 * public-page tests still call. New tests call contracts through `api(t)` (test/api-client).
 */
export const callApi = async (t: TestApp, options: InjectOptions) => (await api(t).request(options)).raw;

/** A valid create payload; override any field. */
export const ideaPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Coffee cart co-op',
  categoryId: 'food',
  description: 'Shared coffee carts for office towers',
  achievements: ['First pilot at Silom', 'Break-even in 3 months'],
  detail: 'Owners share carts, beans and a booking app.',
  businessModel: 'Monthly membership',
  ideaAttachments: [],
  ...overrides,
});
