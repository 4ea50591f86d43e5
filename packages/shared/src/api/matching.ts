import { endpoint } from '../endpoint.js';
import { matchingProfileReplySchema, matchProfileBodySchema } from '../schemas/matching.js';

const tag = 'matching';

/** The acting account's matching profile: what partner suggestions compare. */
export const matchingApi = {
  getProfile: endpoint({
    method: 'GET',
    path: '/api/account/match-profile',
    summary: 'Get my matching profile',
    tag,
    reply: matchingProfileReplySchema,
  }),
  saveProfile: endpoint({
    method: 'PUT',
    path: '/api/account/match-profile',
    summary: 'Save my matching profile',
    tag,
    body: matchProfileBodySchema,
    reply: matchingProfileReplySchema,
  }),
};
