import { authApi } from '@ideamatch/shared/api/auth';
import { call } from '../../../lib/api-client';

/** `POST /api/authentication/sub-account/login`: a token acting as the sub-account (chat only). */
export const subAccountLogin = (subAccountId: string) => call(authApi.subAccountLogin, { body: { subAccountId } });
