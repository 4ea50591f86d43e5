import type { IdeaCreate, IdeaDetail, IdeaUpdate } from '@ideamatch/shared';
import { api } from '../../../lib/api-client';

/** `POST /api/idea`: posts a new idea and returns it. */
export const createIdea = (body: IdeaCreate) => api.post<IdeaDetail>('/api/idea', body);

/** `PATCH /api/idea/{id}`: sends the changed fields of an idea. */
export const updateIdea = (id: string, body: IdeaUpdate) =>
  api.patch<IdeaDetail>(`/api/idea/${encodeURIComponent(id)}`, body);
