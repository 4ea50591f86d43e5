import type { LookingFor } from '@ideamatch/shared';
import type { Database } from '../db/client';
import { matchProfiles } from '../db/schema/index';
import type { MatchProfileWrite } from '../modules/partners/match-profile.repository';

/** A demo matching profile; the skill and industry lists come from the person's account (demo-partners). */
type DemoProfile = Omit<MatchProfileWrite, 'skills' | 'lookingFor'> & {
  lookingFor: Omit<LookingFor, 'skills' | 'industries'> & {
    skills: LookingFor['skills']['importance'];
    industries: LookingFor['industries']['importance'];
  };
};

const nice = 'niceToHave' as const;
const must = 'mustHave' as const;
const any = 'doesntMatter' as const;

/** The demo people's matching profiles by username, so suggestions on `npm start` show real reasons. */
export const DEMO_MATCH_PROFILES: Record<string, DemoProfile> = {
  somchai: {
    bring: '10 years building web apps; I can ship the first version alone',
    roles: ['developer'],
    hoursPerWeek: 20,
    stage: 'prototype',
    province: 'bangkok',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      roles: { values: ['marketer', 'designer'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: 10, importance: nice },
      stage: { values: ['idea', 'prototype'], importance: any },
      location: { importance: nice },
      languages: { values: ['th'], importance: must },
    },
  },
  malee: {
    bring: '8 years of FMCG marketing and 3 national brand launches',
    roles: ['marketer'],
    hoursPerWeek: 20,
    stage: 'launched',
    province: 'bangkok',
    remote: false,
    languages: ['th', 'en'],
    lookingFor: {
      roles: { values: ['developer', 'designer'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: 15, importance: nice },
      stage: { values: [], importance: any },
      location: { importance: nice },
      languages: { values: ['th'], importance: must },
    },
  },
  anan: {
    bring: 'Four food franchise outlets in the north, and the numbers behind each',
    roles: ['operations', 'finance'],
    hoursPerWeek: 40,
    stage: 'growing',
    province: 'chiangMai',
    remote: false,
    languages: ['th'],
    lookingFor: {
      roles: { values: ['marketer'], importance: must },
      skills: nice,
      industries: nice,
      hours: { min: 20, importance: must },
      stage: { values: [], importance: any },
      location: { importance: nice },
      languages: { values: ['th'], importance: must },
    },
  },
  pim: {
    bring: '6 years of product and packaging design for pet brands',
    roles: ['designer', 'product'],
    hoursPerWeek: 15,
    stage: 'idea',
    province: 'bangkok',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      roles: { values: ['developer', 'marketer'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: 10, importance: nice },
      stage: { values: [], importance: any },
      location: { importance: nice },
      languages: { values: ['th', 'en'], importance: nice },
    },
  },
  nok: {
    bring: 'Roasts coffee for 30 cafés and knows the supply chain',
    roles: ['operations'],
    hoursPerWeek: 20,
    stage: 'launched',
    province: 'bangkok',
    remote: false,
    languages: ['th'],
    lookingFor: {
      roles: { values: ['developer', 'marketer'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: 10, importance: nice },
      stage: { values: [], importance: any },
      location: { importance: must },
      languages: { values: ['th'], importance: must },
    },
  },
  krit: {
    bring: 'Full-stack web and mobile development, free at weekends',
    roles: ['developer'],
    hoursPerWeek: 8,
    stage: 'idea',
    province: 'khonKaen',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      roles: { values: ['marketer', 'sales'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: null, importance: any },
      stage: { values: [], importance: any },
      location: { importance: nice },
      languages: { values: ['th'], importance: nice },
    },
  },
  dao: {
    bring: 'Accountant, 8 years; sets up the books and taxes of start-ups',
    roles: ['finance'],
    hoursPerWeek: 10,
    stage: 'idea',
    province: 'phuket',
    remote: true,
    languages: ['th'],
    lookingFor: {
      roles: { values: ['developer'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: null, importance: any },
      stage: { values: [], importance: any },
      location: { importance: nice },
      languages: { values: ['th'], importance: must },
    },
  },
};

/**
 * Gives the demo accounts listed in DEMO_MATCH_PROFILES their matching profiles. `people` are the
 * accounts by username with the skill and industry lists already on them.
 */
export async function seedDemoMatchProfiles(
  db: Database,
  people: { id: string; username: string; skillsSought?: string[]; interestedCategories?: string[] }[],
): Promise<void> {
  const rows = people.flatMap((person) => {
    const demo = DEMO_MATCH_PROFILES[person.username];
    if (!demo) return [];
    const { lookingFor, ...own } = demo;
    return [
      {
        ...own,
        accountId: person.id,
        lookingFor: {
          ...lookingFor,
          skills: { values: person.skillsSought ?? [], importance: lookingFor.skills },
          industries: {
            values: (person.interestedCategories ?? []) as LookingFor['industries']['values'],
            importance: lookingFor.industries,
          },
        },
      },
    ];
  });
  if (rows.length) await db.insert(matchProfiles).values(rows);
}
