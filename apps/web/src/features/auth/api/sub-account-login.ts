import { api } from '../../../lib/api-client';
import type { LoginReply } from './login';

/** `POST /api/authentication/sub-account/login`: a token acting as the sub-account (chat only). */
export const subAccountLogin = (subAccountId: string): Promise<LoginReply> =>
  api.post<LoginReply>('/api/authentication/sub-account/login', { subAccountId });
