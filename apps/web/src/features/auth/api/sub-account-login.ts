import { api } from '../../../lib/api-client';
type LoginReply = { accessToken: string };

/** `POST /api/authentication/sub-account/login`: a token acting as the sub-account (chat only). */
export const subAccountLogin = (subAccountId: string): Promise<LoginReply> =>
  api.post<LoginReply>('/api/authentication/sub-account/login', { subAccountId });
