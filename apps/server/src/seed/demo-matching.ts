import type { LookingFor } from '@ideamatch/shared';
import type { Database } from '../db/client';
import { type accounts, matchProfiles } from '../db/schema/index';
import type { MatchProfileWrite } from '../modules/partners/match-profile.service';

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

/**
 * People who join the demo for matching: a marketer who wants to join a venture, a developer in
 * Chiang Mai, an angel investor and a mentor, so every intent has someone (accounts without a
 * password, like the other extra people).
 */
export const DEMO_MATCHING_PEOPLE: (Pick<
  typeof accounts.$inferInsert,
  'skillsOffered' | 'skillsSought' | 'interestedCategories' | 'timeCommitment' | 'location'
> & { username: string; firstName: string; lastName: string; miniBio: string })[] = [
  {
    username: 'joy',
    firstName: 'จอย',
    lastName: 'มณีรัตน์',
    miniBio: 'Growth marketer for online shops, wants to join a start-up',
    skillsOffered: ['Marketing', 'Social media', 'Content'],
    skillsSought: ['Programming'],
    interestedCategories: ['onlineShop', 'healthyAndBeauty'],
    timeCommitment: 'partTime',
    location: 'Bangkok',
  },
  {
    username: 'beam',
    firstName: 'บีม',
    lastName: 'ศักดิ์ดี',
    miniBio: 'Mobile developer looking for a team to join',
    skillsOffered: ['Programming', 'Mobile apps'],
    skillsSought: ['Marketing', 'Sales'],
    interestedCategories: ['technology', 'traveling'],
    timeCommitment: 'partTime',
    location: 'Chiang Mai',
  },
  {
    username: 'wipa',
    firstName: 'วิภา',
    lastName: 'อินทรวงศ์',
    miniBio: 'Angel investor in food and consumer tech',
    skillsOffered: ['Fundraising', 'Finance'],
    skillsSought: [],
    interestedCategories: ['food', 'technology'],
    timeCommitment: 'fewHoursWeek',
    location: 'Bangkok',
  },
  {
    username: 'prasert',
    firstName: 'Prasert',
    lastName: 'Kittisak',
    miniBio: 'Mentor: franchising and retail operations, 25 years',
    skillsOffered: ['Franchise operations', 'Retail', 'Finance'],
    skillsSought: [],
    interestedCategories: ['food', 'franchise'],
    timeCommitment: 'fewHoursWeek',
    location: 'Chiang Mai',
  },
];

/** The demo people's matching profiles by username, so suggestions on `npm start` show real reasons. */
export const DEMO_MATCH_PROFILES: Record<string, DemoProfile> = {
  somchai: {
    intent: 'haveIdea',
    bring: '10 years building web apps; I can ship the first version alone',
    roles: ['developer'],
    hoursPerWeek: 20,
    stage: 'prototype',
    province: 'bangkok',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['joinIdea', 'invest'], importance: nice },
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
    intent: 'joinIdea',
    bring: '8 years of FMCG marketing and 3 national brand launches',
    roles: ['marketer'],
    hoursPerWeek: 20,
    stage: 'launched',
    province: 'bangkok',
    remote: false,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['haveIdea'], importance: nice },
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
    intent: 'haveIdea',
    bring: 'Four food franchise outlets in the north, and the numbers behind each',
    roles: ['operations', 'finance'],
    hoursPerWeek: 40,
    stage: 'growing',
    province: 'chiangMai',
    remote: false,
    languages: ['th'],
    lookingFor: {
      intents: { values: ['joinIdea', 'advise'], importance: nice },
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
    intent: 'haveIdea',
    bring: '6 years of product and packaging design for pet brands',
    roles: ['designer', 'product'],
    hoursPerWeek: 15,
    stage: 'idea',
    province: 'bangkok',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['joinIdea'], importance: nice },
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
    intent: 'haveIdea',
    bring: 'Roasts coffee for 30 cafés and knows the supply chain',
    roles: ['operations'],
    hoursPerWeek: 20,
    stage: 'launched',
    province: 'bangkok',
    remote: false,
    languages: ['th'],
    lookingFor: {
      intents: { values: ['joinIdea', 'invest'], importance: nice },
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
    intent: 'joinIdea',
    bring: 'Full-stack web and mobile development, free at weekends',
    roles: ['developer'],
    hoursPerWeek: 8,
    stage: 'idea',
    province: 'khonKaen',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['haveIdea'], importance: must },
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
    intent: 'advise',
    bring: 'Accountant, 8 years; sets up the books and taxes of start-ups',
    roles: ['finance'],
    hoursPerWeek: 10,
    stage: 'idea',
    province: 'phuket',
    remote: true,
    languages: ['th'],
    lookingFor: {
      intents: { values: ['haveIdea'], importance: must },
      roles: { values: ['developer'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: null, importance: any },
      stage: { values: [], importance: any },
      location: { importance: nice },
      languages: { values: ['th'], importance: must },
    },
  },
  joy: {
    intent: 'joinIdea',
    bring: 'Grew two online beauty shops on social media from zero to 100,000 followers',
    roles: ['marketer'],
    hoursPerWeek: 8,
    stage: 'idea',
    province: 'bangkok',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['haveIdea'], importance: must },
      roles: { values: ['developer', 'product'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: 25, importance: nice },
      stage: { values: ['idea'], importance: nice },
      location: { importance: nice },
      languages: { values: ['th'], importance: must },
    },
  },
  beam: {
    intent: 'joinIdea',
    bring: 'Five apps on the stores, two of them for tour operators',
    roles: ['developer'],
    hoursPerWeek: 20,
    stage: 'prototype',
    province: 'chiangMai',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['haveIdea'], importance: must },
      roles: { values: ['marketer', 'sales'], importance: nice },
      skills: nice,
      industries: nice,
      hours: { min: 15, importance: nice },
      stage: { values: ['prototype', 'launched'], importance: nice },
      location: { importance: nice },
      languages: { values: ['th'], importance: must },
    },
  },
  wipa: {
    intent: 'invest',
    ticketThb: { min: 300_000, max: 2_000_000 },
    bring: 'Invested in 9 Thai food and consumer start-ups; helps with the first round and the bank',
    roles: ['finance'],
    hoursPerWeek: 4,
    stage: 'prototype',
    province: 'bangkok',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['haveIdea'], importance: must },
      roles: { values: [], importance: any },
      skills: any,
      industries: must,
      hours: { min: null, importance: any },
      stage: { values: ['prototype', 'launched'], importance: nice },
      location: { importance: any },
      languages: { values: ['th', 'en'], importance: must },
    },
  },
  prasert: {
    intent: 'advise',
    bring: 'Built and sold a 40-branch noodle franchise; advises on franchising, unit economics and leases',
    roles: ['operations', 'finance'],
    hoursPerWeek: 4,
    stage: 'launched',
    province: 'chiangMai',
    remote: true,
    languages: ['th', 'en'],
    lookingFor: {
      intents: { values: ['haveIdea'], importance: must },
      roles: { values: [], importance: any },
      skills: any,
      industries: nice,
      hours: { min: null, importance: any },
      stage: { values: ['launched', 'growing'], importance: nice },
      location: { importance: any },
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
    const { lookingFor, ticketThb, ...own } = demo;
    return [
      {
        ...own,
        ticketMinThb: ticketThb?.min ?? null,
        ticketMaxThb: ticketThb?.max ?? null,
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
