import type { LookingForInput } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { NewAccount } from '../../db/schema/index';
import { buildSignedIn } from '../../test/factories';
import { matchProfileRepository, type MatchProfileWrite } from './match-profile.repository';

export type Person = Awaited<ReturnType<typeof buildSignedIn>>;

/** A signed-in person; override any column (names, match fields). */
export const buildPerson = (db: Database, overrides: Partial<NewAccount> = {}): Promise<Person> =>
  buildSignedIn(db, overrides);

export type ProfileOverrides = Partial<Omit<MatchProfileWrite, 'lookingFor'>> & {
  lookingFor?: Partial<LookingForInput>;
};

/** A complete matching profile where nothing counts; tests set the criteria they are about. */
export const readyProfile = (overrides: ProfileOverrides = {}): MatchProfileWrite => ({
  skills: ['Cooking'],
  bring: 'Good food',
  roles: ['operations'],
  hoursPerWeek: 10,
  stage: 'idea',
  province: 'bangkok',
  remote: false,
  languages: ['th'],
  ...overrides,
  lookingFor: {
    intents: { values: [], importance: 'doesntMatter' },
    roles: { values: ['developer'], importance: 'doesntMatter' },
    skills: { values: [], importance: 'doesntMatter' },
    industries: { values: [], importance: 'doesntMatter' },
    hours: { min: null, importance: 'doesntMatter' },
    stage: { values: [], importance: 'doesntMatter' },
    location: { importance: 'doesntMatter' },
    languages: { values: ['th'], importance: 'doesntMatter' },
    ...overrides.lookingFor,
  },
});

/** A signed-in person active now with a complete matching profile (`readyProfile` with the overrides). */
export async function buildMatcher(
  db: Database,
  account: Partial<NewAccount> = {},
  profile: ProfileOverrides = {},
): Promise<Person> {
  const person = await buildPerson(db, { lastActiveAt: new Date(), ...account });
  await matchProfileRepository.save(db, person.account.id, readyProfile(profile));
  return person;
}
