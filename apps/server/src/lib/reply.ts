import type { Envelope } from '@ideamatch/shared';

/** Wraps data in the reply envelope `{ statusCode, message, data }` (docs/design.md#http-contract). */
export const ok = <T>(data: T, message = 'OK'): Envelope<T> => ({ statusCode: 200, message, data });
