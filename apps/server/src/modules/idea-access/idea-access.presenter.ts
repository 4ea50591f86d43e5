import type { IdeaAccessLogEntry, IdeaAccessRequest } from '@ideamatch/shared';
import type { IdeaAccessRequestRow } from '../../db/schema/index';
import { presentPerson, type PersonRow } from '../accounts/person.presenter';

/** An access request as its idea's owner (and its requester) sees it. */
export const presentAccessRequest = ({
  request,
  requester,
}: {
  request: IdeaAccessRequestRow;
  requester: PersonRow;
}): IdeaAccessRequest => ({
  id: request.id,
  ideaId: request.ideaId,
  requester: presentPerson(requester),
  note: request.note,
  status: request.status,
  termsAcceptedAt: request.termsAcceptedAt?.toISOString() ?? null,
  terms: request.terms,
  createdAt: request.createdAt.toISOString(),
  decidedAt: request.decidedAt?.toISOString() ?? null,
  revokedAt: request.revokedAt?.toISOString() ?? null,
});

/** One entry of the access log. */
export const presentAccessView = (row: {
  id: string;
  viewedAt: Date;
  isActive: boolean;
  account: PersonRow;
}): IdeaAccessLogEntry => ({
  id: row.id,
  account: presentPerson(row.account),
  viewedAt: row.viewedAt.toISOString(),
  isAccessActive: Boolean(row.isActive),
});
