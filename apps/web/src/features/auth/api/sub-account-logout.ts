import { request } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';

export type SubAccountLogoutReply = { mainAccountToken: string };

/** `DELETE /api/authentication/sub-account/logout`: ends the sub-account session. */
export const subAccountLogout = (): Promise<ApiResult<SubAccountLogoutReply>> =>
  request<SubAccountLogoutReply>('/api/authentication/sub-account/logout', { method: 'DELETE' });
