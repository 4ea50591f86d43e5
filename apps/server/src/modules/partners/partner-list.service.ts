import type {
  Paged,
  PartnerListQuery,
  PartnerPerson,
  PartnerRequestItem,
  PartnerSuggestion,
  PageQuery,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { matchCompleteness } from '@ideamatch/shared';
import { rankSuggestions, traitsOf } from './match-score';
import { matchProfileRepository } from './match-profile.repository';
import { toMatchSide } from './match-profile.service';
import { presentPartnerPerson, presentRequest } from './partner.presenter';
import { partnerRepository } from './partner.repository';
import { pageOf, pageWindow } from '../../lib/paging';

/** How many candidates suggestions rank (the most recently active eligible people). */
export const SUGGESTION_POOL = 500;

/** `GET /api/partner`: my partners, optionally filtered by name, username or bio. */
export async function listPartners(
  db: Database,
  viewerId: string,
  query: PartnerListQuery,
): Promise<Paged<PartnerPerson>> {
  const { rows, totalItems } = await partnerRepository.listPartners(db, viewerId, query.q, pageWindow(query));
  return pageOf(
    query,
    totalItems,
    rows.map((row) => presentPartnerPerson(row, viewerId)),
  );
}

/** `GET /api/partner/request`: pending requests to me (incoming) or from me (outgoing). */
export async function listRequests(
  db: Database,
  viewerId: string,
  query: PageQuery & { direction: 'incoming' | 'outgoing' },
): Promise<Paged<PartnerRequestItem>> {
  const { rows, totalItems } = await partnerRepository.listRequests(db, viewerId, query.direction, pageWindow(query));
  return pageOf(
    query,
    totalItems,
    rows.map((row) => presentRequest(row, query.direction, viewerId)),
  );
}

/** `GET /api/partner/search`: people by name, username or bio (Thai or English), never blocked ones. */
export async function searchPartners(
  db: Database,
  viewerId: string,
  query: PartnerListQuery,
): Promise<Paged<PartnerPerson>> {
  const { rows, totalItems } = await partnerRepository.search(db, viewerId, query.q, pageWindow(query));
  return pageOf(
    query,
    totalItems,
    rows.map((row) => presentPartnerPerson(row, viewerId)),
  );
}

/**
 * `GET /api/partner/suggested`: eligible people (see `suggestionCandidates`) with a ready matching
 * profile, ranked by `rankSuggestions` (both sides' fits, docs/matching.md), each with the reasons
 * behind its score. Computed from both current profiles at every request, so a change to either
 * shows at once. Empty until the viewer's own essentials are filled: the web app says what is
 * missing.
 */
export async function suggestPartners(
  db: Database,
  viewerId: string,
  query: PageQuery,
): Promise<Paged<PartnerSuggestion>> {
  const viewerRow = await matchProfileRepository.find(db, viewerId);
  if (!viewerRow) throw new AppError('NOT_FOUND');
  const viewer = toMatchSide(viewerRow);
  if (!matchCompleteness(viewer).isReady) return pageOf(query, 0, []);
  const [candidates, partners] = await Promise.all([
    partnerRepository.suggestionCandidates(db, viewerId, SUGGESTION_POOL),
    partnerRepository.partnerTraits(db, viewerId),
  ]);
  const sides = new Map(
    (
      await matchProfileRepository.findMany(
        db,
        candidates.map((candidate) => candidate.id),
      )
    )
      .filter((row) => row.profile !== null)
      .map((row) => [row.accountId, toMatchSide(row)]),
  );
  // Only people whose own essentials are filled: their criteria count as much as the viewer's.
  const ready = candidates.flatMap((candidate) => {
    const side = sides.get(candidate.id);
    return side && matchCompleteness(side).isReady
      ? [{ ...candidate, ...side, mutualPartnerCount: Number(candidate.mutualPartnerCount ?? 0) }]
      : [];
  });
  const partnerTraits = new Set(
    partners.flatMap((partner) => [
      ...traitsOf({ industries: partner.interestedCategories ?? [], skills: partner.skillsOffered ?? [] }),
    ]),
  );
  const ranked = rankSuggestions(viewer, ready, new Date(), { partnerTraits });
  const { limit, offset } = pageWindow(query);
  const result = ranked.slice(offset, offset + limit).map(({ candidate, score, fit, reasons, isStale }) => ({
    ...presentPartnerPerson(candidate, viewerId),
    score,
    fit,
    intent: candidate.intent,
    reasons,
    isStale,
  }));
  return pageOf(query, ranked.length, result);
}
