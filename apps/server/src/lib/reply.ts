import type { Envelope } from '@ideamatch/shared';

/** Wraps data in the reply envelope of DESIGN.md section 3. */
export const ok = <T>(data: T, message = 'OK'): Envelope<T> => ({ statusCode: 200, message, data });
