/**
 * Longer than 400 lines: a table of examples, one complete profile per person of a 61-person population.
 * The designed population of the matching benchmark: ten seekers (every intent: founders who look
 * for a team, an investor or an advisor; joiners; an investor; an advisor), each with
 *
 * - one **ideal** partner: meets every must-have of the seeker, and the seeker every must-have of
 *   theirs; most nice-to-haves met both ways, not all (a few hours short, a stage next to the one
 *   wanted, another province): ideals are people, not mirrors;
 * - two **decent** ones: every must-have met, about half of the nice-to-haves;
 * - two **violators**: good on paper but one must-have missed, the seeker's or their own (the
 *   wrong intent, no common language, too few hours, another province when it must be the same…).
 *
 * Everyone is in one pool, so each seeker also meets the other scenarios' people, as on the site.
 * Fifty people, every profile complete.
 */
import type {
  IDEA_CATEGORIES,
  LookingFor,
  MatchImportance,
  MatchIntent,
  MatchLanguage,
  MatchProfileBody,
  MatchRole,
  MatchStage,
  ProvinceCode,
} from '@ideamatch/shared';

type Category = (typeof IDEA_CATEGORIES)[number];
const M: MatchImportance = 'mustHave';
const N: MatchImportance = 'niceToHave';
const D: MatchImportance = 'doesntMatter';

/** What a person looks for, each criterion as [values, importance]; a criterion left out does not matter. */
type Want = {
  intents?: [MatchIntent[], MatchImportance];
  roles?: [MatchRole[], MatchImportance];
  skills?: [string[], MatchImportance];
  industries?: [Category[], MatchImportance];
  hours?: [number, MatchImportance];
  stage?: [MatchStage[], MatchImportance];
  location?: MatchImportance;
  languages?: [MatchLanguage[], MatchImportance];
};

const lookingFor = (want: Want): LookingFor => ({
  intents: { values: want.intents?.[0] ?? [], importance: want.intents?.[1] ?? D },
  roles: { values: want.roles?.[0] ?? [], importance: want.roles?.[1] ?? D },
  skills: { values: want.skills?.[0] ?? [], importance: want.skills?.[1] ?? D },
  industries: { values: want.industries?.[0] ?? [], importance: want.industries?.[1] ?? D },
  hours: { min: want.hours?.[0] ?? null, importance: want.hours?.[1] ?? D },
  stage: { values: want.stage?.[0] ?? [], importance: want.stage?.[1] ?? D },
  location: { importance: want.location ?? D },
  languages: { values: want.languages?.[0] ?? [], importance: want.languages?.[1] ?? D },
});

export type Kind = 'seeker' | 'ideal' | 'decent' | 'violator';
export type BenchPerson = {
  key: string;
  firstName: string;
  kind: Kind;
  /** The seeker this person was designed for (a seeker: itself). */
  scenario: string;
  /** For a violator: the must-have it misses (or why it may never be suggested), said for the report. */
  violates?: string;
  /** A staff account: never suggested, however well it fits. */
  isStaff?: boolean;
  profile: MatchProfileBody;
};

type Fields = {
  intent: MatchIntent;
  ticketThb?: { min: number | null; max: number | null };
  skills: string[];
  bring: string;
  roles: MatchRole[];
  hours: number | null;
  stage: MatchStage;
  province: ProvinceCode;
  remote: boolean;
  languages: MatchLanguage[];
  want: Want;
};

const people: BenchPerson[] = [];
let scenario = '';
const add = (kind: Kind, key: string, firstName: string, fields: Fields, violates?: string) => {
  if (kind === 'seeker') scenario = key;
  people.push({
    key,
    firstName,
    kind,
    scenario,
    ...(violates ? { violates } : {}),
    profile: {
      intent: fields.intent,
      ticketThb: fields.ticketThb ?? null,
      skills: fields.skills,
      bring: fields.bring,
      roles: fields.roles,
      hoursPerWeek: fields.hours,
      stage: fields.stage,
      province: fields.province,
      remote: fields.remote,
      languages: fields.languages,
      lookingFor: lookingFor(fields.want),
    },
  });
};

// 1. Ploy has a food-delivery prototype in Bangkok and needs a developer who joins, in Thai.
add('seeker', 'ploy', 'พลอย', {
  intent: 'haveIdea',
  skills: ['Marketing', 'Operations', 'Food safety'],
  bring: 'Ran marketing for a restaurant group of 12 branches; the prototype has 300 test orders',
  roles: ['marketer', 'operations'],
  hours: 30,
  stage: 'prototype',
  province: 'bangkok',
  remote: false,
  languages: ['th', 'en'],
  want: {
    intents: [['joinIdea'], M],
    roles: [['developer'], M],
    skills: [['React', 'Node.js', 'Mobile apps'], N],
    industries: [['food', 'technology'], N],
    hours: [25, N],
    stage: [['prototype'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('ideal', 'tee', 'ตี๋', {
  intent: 'joinIdea',
  skills: ['React', 'Node.js', 'TypeScript'],
  bring: 'Six years of web apps, two of them delivery platforms',
  roles: ['developer'],
  hours: 20,
  stage: 'prototype',
  province: 'nonthaburi',
  remote: true,
  languages: ['th', 'en'],
  want: {
    intents: [['haveIdea'], M],
    roles: [['marketer', 'sales'], N],
    skills: [['Marketing'], N],
    industries: [['food', 'technology'], N],
    hours: [20, N],
    stage: [['idea', 'prototype'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'golf', 'กอล์ฟ', {
  intent: 'joinIdea',
  skills: ['PHP', 'WordPress'],
  bring: 'Builds websites for schools',
  roles: ['developer'],
  hours: 10,
  stage: 'launched',
  province: 'bangkok',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    roles: [['sales'], N],
    industries: [['peopleDevelopment'], N],
    hours: [10, N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'oat', 'โอ๊ต', {
  intent: 'joinIdea',
  skills: ['Flutter', 'Firebase'],
  bring: 'Mobile apps for small shops, evenings and weekends',
  roles: ['developer'],
  hours: 15,
  stage: 'idea',
  province: 'chiangMai',
  remote: true,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    roles: [['product'], N],
    industries: [['onlineShop', 'food'], N],
    stage: [['idea'], N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'ryan',
  'Ryan',
  {
    intent: 'joinIdea',
    skills: ['React', 'Node.js', 'Mobile apps'],
    bring: 'Senior full-stack engineer, moved to Bangkok last year',
    roles: ['developer'],
    hours: 30,
    stage: 'prototype',
    province: 'bangkok',
    remote: true,
    languages: ['en'],
    want: {
      intents: [['haveIdea'], N],
      roles: [['marketer'], N],
      industries: [['food', 'technology'], N],
      location: N,
      languages: [['en'], M],
    },
  },
  'Ploy must work in Thai; Ryan speaks English only',
);
add(
  'violator',
  'big',
  'บิ๊ก',
  {
    intent: 'haveIdea',
    skills: ['React', 'Node.js', 'AWS'],
    bring: 'Building my own food-tech app and looking for a marketer',
    roles: ['developer'],
    hours: 30,
    stage: 'prototype',
    province: 'bangkok',
    remote: false,
    languages: ['th', 'en'],
    want: {
      intents: [['joinIdea'], N],
      roles: [['marketer'], N],
      industries: [['food', 'technology'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Ploy must have someone who joins; Big has his own idea',
);

// 2. Arthit, a developer, wants to join a climate venture, remote, at least 20 hours a week from the founder.
add('seeker', 'arthit', 'อาทิตย์', {
  intent: 'joinIdea',
  skills: ['Python', 'IoT', 'Data engineering'],
  bring: 'Built the sensor platform of a smart-farm company; remote for five years',
  roles: ['developer'],
  hours: 25,
  stage: 'prototype',
  province: 'khonKaen',
  remote: true,
  languages: ['th', 'en'],
  want: {
    intents: [['haveIdea'], M],
    roles: [['product', 'operations', 'domainExpert'], N],
    skills: [['Energy', 'Fundraising'], N],
    industries: [['environment'], M],
    hours: [20, N],
    stage: [['prototype', 'launched'], N],
    location: N,
    languages: [['th', 'en'], M],
  },
});
add('ideal', 'fah', 'ฟ้า', {
  intent: 'haveIdea',
  skills: ['Energy', 'Solar engineering', 'Grant writing'],
  bring: 'Solar engineer; a pilot of rooftop solar for 20 village schools',
  roles: ['domainExpert', 'product'],
  hours: 35,
  stage: 'idea',
  province: 'udonThani',
  remote: true,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], M],
    roles: [['developer'], M],
    skills: [['Python', 'IoT'], N],
    industries: [['environment', 'technology'], N],
    hours: [20, N],
    stage: [['idea', 'prototype'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'namfon', 'น้ำฝน', {
  intent: 'haveIdea',
  skills: ['Recycling', 'Community work'],
  bring: 'Runs a plastic-recycling collective in Rayong',
  roles: ['sales'],
  hours: 15,
  stage: 'growing',
  province: 'rayong',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['developer', 'marketer'], N],
    industries: [['environment'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'chai', 'ชัย', {
  intent: 'haveIdea',
  skills: ['Agronomy'],
  bring: 'Farmer turning rice straw into packaging',
  roles: ['domainExpert'],
  hours: 10,
  stage: 'idea',
  province: 'suphanBuri',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['developer', 'sales'], N],
    industries: [['environment', 'food'], N],
    hours: [10, N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'pond',
  'ปอนด์',
  {
    intent: 'haveIdea',
    skills: ['Energy', 'Fundraising'],
    bring: 'EV-charging start-up, looking for a developer in Bangkok',
    roles: ['product'],
    hours: 40,
    stage: 'prototype',
    province: 'bangkok',
    remote: false,
    languages: ['th', 'en'],
    want: {
      intents: [['joinIdea'], M],
      roles: [['developer'], M],
      industries: [['environment'], N],
      location: M,
      languages: [['th'], M],
    },
  },
  'Pond must have someone in Bangkok; Arthit is in Khon Kaen',
);
add(
  'violator',
  'gift',
  'กิ๊ฟ',
  {
    intent: 'haveIdea',
    skills: ['Fundraising', 'Sales'],
    bring: 'A marketplace for second-hand phones',
    roles: ['sales'],
    hours: 30,
    stage: 'prototype',
    province: 'khonKaen',
    remote: true,
    languages: ['th', 'en'],
    want: {
      intents: [['joinIdea'], N],
      roles: [['developer'], N],
      industries: [['onlineShop', 'technology'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Arthit must have an environment venture; Gift’s is an online shop',
);

// 3. Kanya’s skincare brand sells; she needs an investor for the next step.
add('seeker', 'kanya', 'กันยา', {
  intent: 'haveIdea',
  skills: ['Cosmetic chemistry', 'Branding', 'Online selling'],
  bring: 'A herbal skincare brand with 2 million baht of sales a year on Shopee and Lazada',
  roles: ['product', 'marketer'],
  hours: 45,
  stage: 'launched',
  province: 'bangkok',
  remote: false,
  languages: ['th', 'en'],
  want: {
    intents: [['invest'], M],
    industries: [['healthyAndBeauty', 'onlineShop'], N],
    skills: [['Retail', 'Export'], N],
    stage: [['launched', 'growing'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('ideal', 'wichai', 'วิชัย', {
  intent: 'invest',
  ticketThb: { min: 500_000, max: 3_000_000 },
  skills: ['Retail', 'Distribution', 'Finance'],
  bring: 'Former head of a drugstore chain; backed four beauty brands',
  roles: ['finance'],
  hours: 4,
  stage: 'launched',
  province: 'bangkok',
  remote: false,
  languages: ['th', 'en'],
  want: {
    intents: [['haveIdea'], M],
    industries: [['healthyAndBeauty', 'food'], N],
    hours: [40, N],
    stage: [['launched', 'growing'], M],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'somporn', 'สมพร', {
  intent: 'invest',
  ticketThb: { min: 100_000, max: 500_000 },
  skills: ['Accounting'],
  bring: 'Retired accountant who invests in small Thai brands',
  roles: ['finance'],
  hours: 2,
  stage: 'growing',
  province: 'nonthaburi',
  remote: true,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    industries: [['food', 'franchise'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'peter', 'Peter', {
  intent: 'invest',
  ticketThb: { min: 1_000_000, max: 10_000_000 },
  skills: ['Venture capital', 'SaaS'],
  bring: 'Partner at a seed fund in Singapore',
  roles: ['finance'],
  hours: 2,
  stage: 'growing',
  province: 'phuket',
  remote: true,
  languages: ['en', 'th'],
  want: {
    intents: [['haveIdea'], N],
    industries: [['technology', 'onlineShop'], N],
    stage: [['growing'], N],
    location: N,
    languages: [['en'], M],
  },
});
add(
  'violator',
  'thana',
  'ธนา',
  {
    intent: 'invest',
    ticketThb: { min: 1_000_000, max: 5_000_000 },
    skills: ['Retail', 'Export'],
    bring: 'Invests in beauty brands before their first sale',
    roles: ['finance'],
    hours: 4,
    stage: 'idea',
    province: 'bangkok',
    remote: false,
    languages: ['th'],
    want: {
      intents: [['haveIdea'], M],
      industries: [['healthyAndBeauty'], N],
      stage: [['idea'], M],
      location: N,
      languages: [['th'], M],
    },
  },
  'Thana invests only at the idea stage; Kanya’s brand has launched',
);
add(
  'violator',
  'mek',
  'เมฆ',
  {
    intent: 'advise',
    skills: ['Retail', 'Export', 'Branding'],
    bring: 'Took three cosmetic brands into Japan',
    roles: ['domainExpert'],
    hours: 4,
    stage: 'launched',
    province: 'bangkok',
    remote: true,
    languages: ['th', 'en', 'ja'],
    want: {
      intents: [['haveIdea'], N],
      industries: [['healthyAndBeauty'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Kanya must have an investor; Mek advises',
);

// 4. Somsak, an angel in Chiang Mai, looks for growing founders in the environment or food.
add('seeker', 'somsak', 'สมศักดิ์', {
  intent: 'invest',
  ticketThb: { min: 200_000, max: 1_500_000 },
  skills: ['Agribusiness', 'Finance', 'Export'],
  bring: 'Thirty years in longan export; invests in northern ventures',
  roles: ['finance', 'domainExpert'],
  hours: 5,
  stage: 'growing',
  province: 'chiangMai',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], M],
    industries: [['environment', 'food'], N],
    hours: [40, M],
    stage: [['launched', 'growing'], N],
    location: N,
    languages: [['th'], M],
    skills: [['Operations', 'Sales'], N],
  },
});
add('ideal', 'mali', 'มะลิ', {
  intent: 'haveIdea',
  skills: ['Operations', 'Organic farming', 'Food processing'],
  bring: 'Dried organic fruit from 60 hill-tribe farms, in 40 shops',
  roles: ['operations'],
  hours: 50,
  stage: 'launched',
  province: 'chiangRai',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['invest', 'advise'], N],
    roles: [['finance', 'sales'], N],
    industries: [['food', 'environment'], N],
    stage: [['growing'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'jane', 'เจน', {
  intent: 'haveIdea',
  skills: ['Baking'],
  bring: 'A bakery café in Lampang’s old town',
  roles: ['operations'],
  hours: 40,
  stage: 'launched',
  province: 'lampang',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['invest'], N],
    industries: [['food'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'bee', 'บี', {
  intent: 'haveIdea',
  skills: ['Tour guiding'],
  bring: 'Eco-treks in Mae Hong Son with local guides',
  roles: ['operations', 'sales'],
  hours: 40,
  stage: 'idea',
  province: 'maeHongSon',
  remote: false,
  languages: ['th', 'en'],
  want: {
    intents: [['invest', 'joinIdea'], N],
    industries: [['traveling', 'environment'], N],
    stage: [['idea'], N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'kong',
  'ก้อง',
  {
    intent: 'haveIdea',
    skills: ['Operations', 'Sales'],
    bring: 'Organic rice co-operative, 200 farmers',
    roles: ['operations'],
    hours: 15,
    stage: 'growing',
    province: 'chiangMai',
    remote: false,
    languages: ['th'],
    want: {
      intents: [['invest'], N],
      industries: [['food', 'environment'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Somsak must have a founder who works 40 hours; Kong gives 15',
);
add(
  'violator',
  'natt',
  'แนท',
  {
    intent: 'haveIdea',
    skills: ['Operations', 'Export'],
    bring: 'Frozen mango for China, growing fast',
    roles: ['operations', 'sales'],
    hours: 50,
    stage: 'growing',
    province: 'chiangMai',
    remote: false,
    languages: ['th', 'zh'],
    want: {
      intents: [['invest'], M],
      industries: [['food'], N],
      hours: [10, M],
      location: N,
      languages: [['th'], M],
    },
  },
  'Natt must have an investor who gives 10 hours a week; Somsak gives 5',
);

// 5. Nida’s learning platform needs an advisor who knows education and raising money.
add('seeker', 'nida', 'นิดา', {
  intent: 'haveIdea',
  skills: ['Teaching', 'Product management'],
  bring: 'Ex-teacher; an English-speaking app used by 5,000 students',
  roles: ['product'],
  hours: 40,
  stage: 'launched',
  province: 'nakhonRatchasima',
  remote: true,
  languages: ['th', 'en'],
  want: {
    intents: [['advise'], M],
    skills: [['EdTech', 'Fundraising', 'Pricing'], N],
    industries: [['peopleDevelopment', 'technology'], N],
    hours: [2, N],
    location: N,
    languages: [['th'], M],
  },
});
add('ideal', 'prasong', 'ประสงค์', {
  intent: 'advise',
  skills: ['EdTech', 'Fundraising', 'Curriculum design'],
  bring: 'Co-founded an online tutoring company; raised two rounds',
  roles: ['domainExpert', 'finance'],
  hours: 3,
  stage: 'growing',
  province: 'bangkok',
  remote: true,
  languages: ['th', 'en'],
  want: {
    intents: [['haveIdea'], M],
    industries: [['peopleDevelopment'], N],
    stage: [['launched', 'growing'], N],
    hours: [30, N],
    location: N,
    languages: [['th', 'en'], N],
  },
});
add('decent', 'suda', 'สุดา', {
  intent: 'advise',
  skills: ['Legal', 'Contracts'],
  bring: 'Start-up lawyer; meets founders at her Bangkok office',
  roles: ['domainExpert'],
  hours: 1,
  stage: 'idea',
  province: 'bangkok',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    industries: [['technology'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'chart', 'ชาติ', {
  intent: 'advise',
  skills: ['Pricing', 'Sales'],
  bring: 'Sold software to 300 schools',
  roles: ['sales'],
  hours: 1,
  stage: 'growing',
  province: 'nakhonRatchasima',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    industries: [['franchise'], N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'emily',
  'Emily',
  {
    intent: 'advise',
    skills: ['EdTech', 'Fundraising', 'Pricing'],
    bring: 'Angel and mentor in ed-tech across South-East Asia',
    roles: ['domainExpert'],
    hours: 3,
    stage: 'launched',
    province: 'bangkok',
    remote: true,
    languages: ['en'],
    want: {
      intents: [['haveIdea'], N],
      industries: [['peopleDevelopment'], N],
      location: N,
      languages: [['en'], M],
    },
  },
  'Nida must work in Thai; Emily speaks English only',
);
add(
  'violator',
  'kitti',
  'กิตติ',
  {
    intent: 'advise',
    skills: ['EdTech', 'Fundraising'],
    bring: 'Mentors only founders who are still at the idea stage',
    roles: ['domainExpert'],
    hours: 2,
    stage: 'idea',
    province: 'nakhonRatchasima',
    remote: true,
    languages: ['th'],
    want: {
      intents: [['haveIdea'], M],
      industries: [['peopleDevelopment'], N],
      stage: [['idea'], M],
      location: N,
      languages: [['th'], M],
    },
  },
  'Kitti must have an idea-stage founder; Nida has launched',
);

// 6. John advises tourism founders in Phuket, in English.
add('seeker', 'john', 'John', {
  intent: 'advise',
  skills: ['Hospitality', 'Marketing', 'Booking systems'],
  bring: 'Ran resorts in Phuket for 20 years',
  roles: ['domainExpert', 'marketer'],
  hours: 4,
  stage: 'launched',
  province: 'phuket',
  remote: true,
  languages: ['en'],
  want: {
    intents: [['haveIdea'], M],
    industries: [['traveling'], N],
    stage: [['prototype', 'launched'], N],
    hours: [30, N],
    location: N,
    languages: [['en'], M],
  },
});
add('ideal', 'aom', 'ออม', {
  intent: 'haveIdea',
  skills: ['Diving', 'Tour operations'],
  bring: 'Eco diving trips off Phuket, 800 guests last season',
  roles: ['operations'],
  hours: 50,
  stage: 'launched',
  province: 'phuket',
  remote: false,
  languages: ['th', 'en'],
  want: {
    intents: [['advise', 'invest'], N],
    skills: [['Hospitality', 'Marketing'], N],
    industries: [['traveling', 'environment'], N],
    location: N,
    languages: [['en', 'th'], M],
  },
});
add('decent', 'tan', 'แทน', {
  intent: 'haveIdea',
  skills: ['Cooking'],
  bring: 'Thai cooking classes for tourists in Krabi',
  roles: ['operations'],
  hours: 20,
  stage: 'idea',
  province: 'krabi',
  remote: false,
  languages: ['th', 'en'],
  want: {
    intents: [['advise'], N],
    industries: [['food', 'traveling'], N],
    location: N,
    languages: [['th', 'en'], M],
  },
});
add('decent', 'lisa', 'Lisa', {
  intent: 'haveIdea',
  skills: ['Yoga'],
  bring: 'A yoga retreat in Koh Phangan, opening next year',
  roles: ['operations'],
  hours: 25,
  stage: 'idea',
  province: 'suratThani',
  remote: true,
  languages: ['en'],
  want: {
    intents: [['advise', 'joinIdea'], N],
    industries: [['healthyAndBeauty'], N],
    location: N,
    languages: [['en'], M],
  },
});
add(
  'violator',
  'sak',
  'ศักดิ์',
  {
    intent: 'haveIdea',
    skills: ['Boat tours', 'Hospitality'],
    bring: 'Long-tail boat tours, Phi Phi and Phang Nga',
    roles: ['operations'],
    hours: 50,
    stage: 'launched',
    province: 'phuket',
    remote: false,
    languages: ['th'],
    want: {
      intents: [['advise'], N],
      industries: [['traveling'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'John must work in English; Sak speaks Thai only',
);
add(
  'violator',
  'nan',
  'แนน',
  {
    intent: 'joinIdea',
    skills: ['Hospitality', 'Marketing'],
    bring: 'Hotel marketer who wants to join a travel start-up',
    roles: ['marketer'],
    hours: 40,
    stage: 'launched',
    province: 'phuket',
    remote: true,
    languages: ['th', 'en'],
    want: {
      intents: [['haveIdea'], N],
      industries: [['traveling'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'John must have a founder with an idea; Nan wants to join one',
);

// 7. Beam, a designer, wants to join a pet or online-shop venture, remote only.
add('seeker', 'beam', 'บีม', {
  intent: 'joinIdea',
  skills: ['UI design', 'Branding', 'Packaging'],
  bring: 'Designed the apps and packs of three pet brands',
  roles: ['designer'],
  hours: 15,
  stage: 'idea',
  province: 'chonburi',
  remote: true,
  languages: ['th', 'en'],
  want: {
    intents: [['haveIdea'], M],
    roles: [['developer', 'marketer', 'operations'], N],
    industries: [['pet', 'onlineShop'], N],
    hours: [10, N],
    stage: [['idea', 'prototype'], N],
    location: M,
    languages: [['th'], M],
  },
});
add('ideal', 'mint', 'มิ้นท์', {
  intent: 'haveIdea',
  skills: ['Pet nutrition', 'Online selling'],
  bring: 'Vet; fresh pet food by subscription, 150 customers',
  roles: ['domainExpert', 'operations'],
  hours: 25,
  stage: 'prototype',
  province: 'bangkok',
  remote: true,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], M],
    roles: [['designer'], M],
    skills: [['Branding', 'Packaging'], N],
    industries: [['pet'], N],
    hours: [20, N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'fern', 'เฟิร์น', {
  intent: 'haveIdea',
  skills: ['Crochet', 'Instagram'],
  bring: 'Handmade crochet toys sold on Instagram',
  roles: ['product'],
  hours: 8,
  stage: 'launched',
  province: 'lampang',
  remote: true,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['marketer'], N],
    industries: [['onlineShop'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'jay', 'เจ', {
  intent: 'haveIdea',
  skills: ['Logistics'],
  bring: 'Same-day delivery for small online shops',
  roles: ['sales'],
  hours: 30,
  stage: 'growing',
  province: 'samutPrakan',
  remote: true,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['developer', 'designer'], N],
    industries: [['technology'], N],
    hours: [20, N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'ton',
  'ต้น',
  {
    intent: 'haveIdea',
    skills: ['Dog training'],
    bring: 'A dog-training school; needs a brand designer on site',
    roles: ['domainExpert'],
    hours: 40,
    stage: 'idea',
    province: 'pathumThani',
    remote: false,
    languages: ['th'],
    want: {
      intents: [['joinIdea'], N],
      roles: [['designer'], N],
      industries: [['pet'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Beam must work remotely; Ton is not open to remote work in another province',
);
add(
  'violator',
  'palm',
  'ปาล์ม',
  {
    intent: 'haveIdea',
    skills: ['Pet grooming', 'Online selling'],
    bring: 'Pet grooming products online',
    roles: ['operations'],
    hours: 30,
    stage: 'idea',
    province: 'chonburi',
    remote: true,
    languages: ['th'],
    want: {
      intents: [['joinIdea'], N],
      roles: [['designer'], N],
      industries: [['pet'], N],
      hours: [30, M],
      location: N,
      languages: [['th'], M],
    },
  },
  'Palm must have 30 hours a week; Beam gives 15',
);

// 8. Krit grows a noodle franchise in Khon Kaen: a full-time operations or finance partner, in the same province.
add('seeker', 'krit', 'กฤต', {
  intent: 'haveIdea',
  skills: ['Cooking', 'Franchise operations'],
  bring: 'Six noodle shops in Khon Kaen, two franchised',
  roles: ['operations'],
  hours: 50,
  stage: 'growing',
  province: 'khonKaen',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['finance', 'operations'], M],
    skills: [['Accounting', 'Franchise operations'], N],
    industries: [['franchise', 'food'], N],
    hours: [40, M],
    stage: [['launched', 'growing'], N],
    location: M,
    languages: [['th'], M],
  },
});
add('ideal', 'dao', 'ดาว', {
  intent: 'joinIdea',
  skills: ['Accounting', 'Budgeting'],
  bring: 'Eight years as finance manager of a restaurant chain',
  roles: ['finance'],
  hours: 45,
  stage: 'launched',
  province: 'khonKaen',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], M],
    roles: [['operations'], N],
    industries: [['food'], N],
    hours: [40, N],
    stage: [['launched', 'growing'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'art', 'อาร์ต', {
  intent: 'joinIdea',
  skills: ['Warehouse management'],
  bring: 'Ran the warehouse of a drinks distributor',
  roles: ['operations'],
  hours: 40,
  stage: 'idea',
  province: 'khonKaen',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    industries: [['onlineShop'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'ning', 'หนิง', {
  intent: 'advise',
  skills: ['Tax'],
  bring: 'Tax advisor for SMEs',
  roles: ['finance'],
  hours: 40,
  stage: 'growing',
  province: 'khonKaen',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    industries: [['technology'], N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'boy',
  'บอย',
  {
    intent: 'joinIdea',
    skills: ['Accounting', 'Franchise operations'],
    bring: 'Franchise accountant, now in Bangkok',
    roles: ['finance'],
    hours: 45,
    stage: 'growing',
    province: 'bangkok',
    remote: true,
    languages: ['th'],
    want: {
      intents: [['haveIdea'], N],
      industries: [['franchise', 'food'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Krit must have someone in Khon Kaen; Boy is in Bangkok',
);
add(
  'violator',
  'nui',
  'นุ้ย',
  {
    intent: 'joinIdea',
    skills: ['Accounting', 'Franchise operations'],
    bring: 'Franchise operations for a café chain, part-time',
    roles: ['operations', 'finance'],
    hours: 20,
    stage: 'growing',
    province: 'khonKaen',
    remote: false,
    languages: ['th'],
    want: {
      intents: [['haveIdea'], N],
      industries: [['franchise'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Krit must have 40 hours a week; Nui gives 20',
);

// 9. Lek, a salesperson, wants to join a growing food business near Chonburi.
add('seeker', 'lek', 'เล็ก', {
  intent: 'joinIdea',
  skills: ['Sales', 'B2B', 'Key accounts'],
  bring: 'Sold seafood to 80 hotels on the eastern seaboard',
  roles: ['sales'],
  hours: 40,
  stage: 'launched',
  province: 'chonburi',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], M],
    roles: [['operations', 'product'], N],
    industries: [['food'], M],
    hours: [30, N],
    stage: [['launched', 'growing'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('ideal', 'pla', 'ปลา', {
  intent: 'haveIdea',
  skills: ['Seafood processing', 'Food safety'],
  bring: 'A seafood-processing plant in Sattahip with HACCP',
  roles: ['operations'],
  hours: 50,
  stage: 'growing',
  province: 'chonburi',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], M],
    roles: [['sales'], M],
    skills: [['B2B', 'Export'], N],
    industries: [['food'], N],
    hours: [40, N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'may', 'เมย์', {
  intent: 'haveIdea',
  skills: ['Pastry'],
  bring: 'A cake shop with two branches in Rayong',
  roles: ['product'],
  hours: 20,
  stage: 'prototype',
  province: 'rayong',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['marketer'], N],
    industries: [['food', 'healthyAndBeauty'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'win', 'วิน', {
  intent: 'haveIdea',
  skills: ['Coffee'],
  bring: 'A drive-through coffee kiosk chain idea',
  roles: ['finance'],
  hours: 20,
  stage: 'idea',
  province: 'chonburi',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['developer', 'sales'], N],
    industries: [['franchise', 'food'], N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'jo',
  'โจ',
  {
    intent: 'haveIdea',
    skills: ['Logistics', 'B2B'],
    bring: 'Cold-chain trucking for the eastern seaboard',
    roles: ['operations'],
    hours: 50,
    stage: 'growing',
    province: 'chonburi',
    remote: false,
    languages: ['th'],
    want: {
      intents: [['joinIdea'], N],
      roles: [['sales'], N],
      industries: [['technology'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Lek must have a food venture; Jo’s is logistics',
);
add(
  'violator',
  'oil',
  'ออยล์',
  {
    intent: 'haveIdea',
    skills: ['Seafood', 'Export'],
    bring: 'Dried seafood for export, growing',
    roles: ['operations'],
    hours: 45,
    stage: 'growing',
    province: 'chonburi',
    remote: false,
    languages: ['th', 'zh'],
    want: {
      intents: [['joinIdea'], N],
      roles: [['sales'], N],
      industries: [['food'], N],
      location: N,
      languages: [['zh'], M],
    },
  },
  'Oil must work in Chinese; Lek speaks Thai',
);

// 10. Yui has an idea for crop-disease detection and needs a machine-learning co-founder for 30 hours or more.
add('seeker', 'yui', 'ยุ้ย', {
  intent: 'haveIdea',
  skills: ['Plant pathology', 'Field research'],
  bring: 'PhD in plant disease; 200 farmers ready to test',
  roles: ['domainExpert'],
  hours: 35,
  stage: 'idea',
  province: 'nakhonPathom',
  remote: true,
  languages: ['th', 'en'],
  want: {
    intents: [['joinIdea'], N],
    roles: [['developer'], M],
    skills: [['Machine learning', 'Python', 'Computer vision'], M],
    industries: [['technology', 'environment'], N],
    hours: [30, M],
    stage: [['idea'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('ideal', 'bank', 'แบงก์', {
  intent: 'joinIdea',
  skills: ['Machine learning', 'Computer vision', 'Python'],
  bring: 'Computer-vision engineer; built defect detection for a factory',
  roles: ['developer'],
  hours: 30,
  stage: 'prototype',
  province: 'bangkok',
  remote: true,
  languages: ['th', 'en'],
  want: {
    intents: [['haveIdea'], M],
    roles: [['domainExpert', 'product'], N],
    industries: [['technology', 'environment'], N],
    hours: [30, N],
    stage: [['idea', 'prototype'], N],
    location: N,
    languages: [['th', 'en'], M],
  },
});
add('decent', 'ice', 'ไอซ์', {
  intent: 'joinIdea',
  skills: ['Python', 'Django'],
  bring: 'Back-end developer, open to a first start-up',
  roles: ['developer'],
  hours: 30,
  stage: 'launched',
  province: 'nonthaburi',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea'], N],
    industries: [['franchise'], N],
    location: N,
    languages: [['th'], M],
  },
});
add('decent', 'toey', 'เตย', {
  intent: 'haveIdea',
  skills: ['Machine learning', 'Statistics'],
  bring: 'Data scientist with an idea of her own, open to joining instead',
  roles: ['developer'],
  hours: 40,
  stage: 'idea',
  province: 'chiangMai',
  remote: false,
  languages: ['th'],
  want: {
    intents: [['haveIdea', 'joinIdea'], N],
    roles: [['marketer'], N],
    industries: [['technology'], N],
    location: N,
    languages: [['th'], M],
  },
});
add(
  'violator',
  'pete',
  'พีท',
  {
    intent: 'joinIdea',
    skills: ['Machine learning', 'Python', 'Computer vision'],
    bring: 'AI engineer, weekends only',
    roles: ['developer'],
    hours: 10,
    stage: 'idea',
    province: 'nakhonPathom',
    remote: true,
    languages: ['th', 'en'],
    want: {
      intents: [['haveIdea'], N],
      industries: [['technology', 'environment'], N],
      location: N,
      languages: [['th'], M],
    },
  },
  'Yui must have 30 hours a week; Pete gives 10',
);
add(
  'violator',
  'nut',
  'นัท',
  {
    intent: 'joinIdea',
    skills: ['Python', 'Machine learning'],
    bring: 'ML engineer, only for funded companies',
    roles: ['developer'],
    hours: 40,
    stage: 'growing',
    province: 'nakhonPathom',
    remote: true,
    languages: ['th', 'en'],
    want: {
      intents: [['haveIdea'], M],
      industries: [['technology', 'environment'], N],
      stage: [['launched', 'growing'], M],
      location: N,
      languages: [['th'], M],
    },
  },
  'Nut must have a launched venture; Yui has an idea',
);

// Staff run the product and are never suggested: a staff account with Tee's profile, Ploy's ideal.
const tee = people.find((person) => person.key === 'tee')!;
people.push({
  ...tee,
  key: 'staffTee',
  firstName: 'ทีมงาน',
  kind: 'violator',
  scenario: 'ploy',
  violates: 'A staff account (Tee’s profile): staff are never suggested',
  isStaff: true,
});

export const POPULATION: readonly BenchPerson[] = people;
export const SEEKERS = people.filter((person) => person.kind === 'seeker');
