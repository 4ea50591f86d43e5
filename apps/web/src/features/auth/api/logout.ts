import { authApi } from '@ideamatch/shared/api/auth';
import { callResult } from '../../../lib/api-client';

/**
 * `DELETE /api/authentication/logout`. Returns the result instead of throwing: the caller removes
 * the token only when the server answered OK.
 */
export const logout = () => callResult(authApi.logout);
