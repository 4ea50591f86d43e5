import {
  EMPTY_LOOKING_FOR,
  matchCompleteness,
  type MatchingProfile,
  type MatchIntent,
  type MatchLanguage,
  type MatchProfileInput,
  type MatchRole,
  type MatchStage,
  type ProvinceCode,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MatchSide } from './match-score';
import { matchProfileRepository, type MatchProfileSource } from './match-profile.repository';

/** A matching profile as it is saved (the demo data builds these). */
export type { MatchProfileWrite } from './match-profile.repository';

/**
 * A stored profile as matching reads it. The skills I look for and the industries come from the
 * account's lists (which the profile form also edits); their importance from the profile's row.
 */
export function toMatchSide(row: MatchProfileSource): MatchSide {
  const own = row.profile;
  const lookingFor = { ...EMPTY_LOOKING_FOR, ...own?.lookingFor };
  const ticketMin = own?.ticketMinThb ?? null;
  const ticketMax = own?.ticketMaxThb ?? null;
  return {
    intent: (own?.intent ?? null) as MatchIntent | null,
    ticketThb: ticketMin === null && ticketMax === null ? null : { min: ticketMin, max: ticketMax },
    skills: row.skillsOffered ?? [],
    bring: own?.bring ?? '',
    roles: (own?.roles ?? []) as MatchRole[],
    hoursPerWeek: own?.hoursPerWeek ?? null,
    stage: (own?.stage ?? null) as MatchStage | null,
    province: (own?.province ?? null) as ProvinceCode | null,
    remote: own?.remote ?? false,
    languages: (own?.languages ?? []) as MatchLanguage[],
    lookingFor: {
      ...lookingFor,
      skills: { ...lookingFor.skills, values: row.skillsSought ?? [] },
      industries: {
        ...lookingFor.industries,
        values: (row.interestedCategories ?? []) as MatchingProfile['lookingFor']['industries']['values'],
      },
    },
  };
}

const present = (side: MatchSide): MatchingProfile => ({ ...side, completeness: matchCompleteness(side) });

/** `GET /api/account/match-profile`: the acting account's profile, empty before the first save. */
export async function getMatchProfile(db: Database, accountId: string): Promise<MatchingProfile> {
  const row = await matchProfileRepository.find(db, accountId);
  if (!row) throw new AppError('NOT_FOUND');
  return present(toMatchSide(row));
}

/** `PUT /api/account/match-profile`: replaces the whole profile. */
export async function saveMatchProfile(
  db: Database,
  accountId: string,
  body: MatchProfileInput,
): Promise<MatchingProfile> {
  await matchProfileRepository.save(db, accountId, body);
  return getMatchProfile(db, accountId);
}
