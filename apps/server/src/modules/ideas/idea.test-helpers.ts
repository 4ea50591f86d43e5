import type { InjectOptions } from 'fastify';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { uuidv7 } from '../../lib/uuid';
import type { TestApp } from '../../test/build-app';
import { randomIp } from '../auth/auth.test-helpers';

/** A request from its own address, so per-address rate limits kept in Redis never add up across runs. */
export const callApi = (t: TestApp, options: InjectOptions) => t.app.inject({ remoteAddress: randomIp(), ...options });

/** Upload rows as `POST /api/storage/upload` leaves them (the files themselves are not needed here). */
export async function buildIdeaUploads(db: Database, ownerAccountId: string, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, () => `idea/${uuidv7()}.jpg`);
  if (count) {
    await db.insert(uploads).values(
      keys.map((key) => ({
        key,
        ownerAccountId,
        modulePath: 'idea',
        acl: 'public' as const,
        mime: 'image/jpeg',
        sizeBytes: 10,
      })),
    );
  }
  return keys;
}

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
