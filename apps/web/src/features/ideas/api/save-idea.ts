import type { IdeaCreate, IdeaUpdate } from '@ideamatch/shared';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { call } from '../../../lib/api-client';

/** `POST /api/idea`: posts a new idea and returns it. */
export const createIdea = (body: IdeaCreate) => call(ideaApi.create, { body });

/** `PATCH /api/idea/{id}`: sends the changed fields of an idea. */
export const updateIdea = (id: string, body: IdeaUpdate) => call(ideaApi.update, { params: { id }, body });
