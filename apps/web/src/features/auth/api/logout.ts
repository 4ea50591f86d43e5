import { request } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';

/**
 * `DELETE /api/authentication/logout`. Returns the result instead of throwing: the caller removes
 * the token only when the server answered OK.
 */
export const logout = (): Promise<ApiResult<unknown>> =>
  request<unknown>('/api/authentication/logout', { method: 'DELETE' });
