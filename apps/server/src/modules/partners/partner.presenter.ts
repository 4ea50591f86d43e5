import type { MatchProfile, PartnerPerson, PartnerRelation, PartnerRequestItem } from '@ideamatch/shared';
import { presentPerson } from '../accounts/person.presenter';
import type { PersonRow } from './partner.repository';

/** Where the viewer stands with the person of a row. */
export const presentRelation = (row: PersonRow, viewerId: string): PartnerRelation => {
  const base = { accountId: row.id, isBlockedByMe: Boolean(row.isBlockedByMe), isPersona: row.ownerAccountId !== null };
  if (row.id === viewerId) return { ...base, state: 'self', requestId: null };
  if (row.isPartner) return { ...base, state: 'partner', requestId: null };
  if (row.outgoingRequestId) return { ...base, state: 'outgoing', requestId: row.outgoingRequestId };
  if (row.incomingRequestId) return { ...base, state: 'incoming', requestId: row.incomingRequestId };
  // After a decline of the viewer's request, when they may ask again.
  const cooldown = row.requestAllowedAt ? { requestAllowedAt: row.requestAllowedAt.toISOString() } : {};
  return { ...base, state: 'none', requestId: null, ...cooldown };
};

/** A person in the partner screen: never email, consents or activity times. */
export const presentPartnerPerson = (row: PersonRow, viewerId: string): PartnerPerson => ({
  ...presentPerson(row),
  miniBio: row.miniBio,
  match: {
    skillsOffered: row.skillsOffered ?? [],
    skillsSought: row.skillsSought ?? [],
    interestedCategories: (row.interestedCategories ?? []) as MatchProfile['interestedCategories'],
    timeCommitment: (row.timeCommitment ?? null) as MatchProfile['timeCommitment'],
    location: row.location,
    isLookingForPartner: row.isLookingForPartner,
  },
  relation: presentRelation(row, viewerId),
  mutualPartnerCount: Number(row.mutualPartnerCount ?? 0),
});

export const presentRequest = (
  row: { request: { id: string; note: string | null; createdAt: Date }; person: PersonRow },
  direction: 'incoming' | 'outgoing',
  viewerId: string,
): PartnerRequestItem => ({
  id: row.request.id,
  direction,
  person: presentPartnerPerson(row.person, viewerId),
  note: row.request.note,
  createdAt: row.request.createdAt.toISOString(),
});
