import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../test/build-app';
import { randomIp } from '../auth/auth.test-helpers';

/** A request from its own address, so per-address rate limits kept in Redis never add up across runs. */
export const callApi = (t: TestApp, options: InjectOptions) => t.app.inject({ remoteAddress: randomIp(), ...options });

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
