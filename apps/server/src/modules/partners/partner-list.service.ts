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
import { hasMatchProfile, rankSuggestions, traitsOf } from './match-score';
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
 * `GET /api/partner/suggested`: eligible people (see `suggestionCandidates`) ranked by compatibility
 * (see `MATCH_WEIGHTS`), lifted by likeness to the viewer's partners, each with the reasons behind its score.
 */
export async function suggestPartners(
  db: Database,
  viewerId: string,
  query: PageQuery,
): Promise<Paged<PartnerSuggestion>> {
  const viewer = await partnerRepository.findMatchProfile(db, viewerId);
  if (!viewer) throw new AppError('NOT_FOUND');
  const [candidates, partners] = await Promise.all([
    partnerRepository.suggestionCandidates(db, viewerId, SUGGESTION_POOL),
    partnerRepository.partnerTraits(db, viewerId),
  ]);
  const partnerTraits = new Set(partners.flatMap((partner) => [...traitsOf(partner)]));
  const ranked = rankSuggestions(viewer, candidates, new Date(), { partnerTraits });
  const comparable = hasMatchProfile(viewer);
  const { limit, offset } = pageWindow(query);
  const result = ranked.slice(offset, offset + limit).map(({ candidate, score, reasons }) => ({
    ...presentPartnerPerson(candidate, viewerId),
    score: comparable ? score : null,
    reasons,
  }));
  return pageOf(query, ranked.length, result);
}
