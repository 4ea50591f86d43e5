import { authApi } from '@ideamatch/shared/api/auth';
import { callResult } from '../../../lib/api-client';

/** `DELETE /api/authentication/sub-account/logout`: ends the sub-account session. */
export const subAccountLogout = () => callResult(authApi.subAccountLogout);
