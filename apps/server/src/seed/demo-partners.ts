import { eq } from 'drizzle-orm';
import { NotificationType } from '@ideamatch/shared';
import type { Database } from '../db/client';
import { accounts, partnerRequests, partnerships } from '../db/schema/index';
import { uuidv7 } from '../lib/uuid';
import { createNotification } from '../modules/notifications/notification.service';
import type { DemoContext } from './demo-data';
import { DEMO_MATCHING_PEOPLE, seedDemoMatchProfiles } from './demo-matching';

type MatchFields = Pick<
  typeof accounts.$inferInsert,
  'skillsOffered' | 'skillsSought' | 'interestedCategories' | 'timeCommitment' | 'location'
>;

/** Match-smart fields of the demo people, in DEMO_PEOPLE order (somchai, malee, anan, pim). */
export const DEMO_MATCH: MatchFields[] = [
  {
    skillsOffered: ['Programming', 'Web development'],
    skillsSought: ['Marketing', 'Coffee roasting'],
    interestedCategories: ['food', 'technology'],
    timeCommitment: 'partTime',
    location: 'Bangkok',
  },
  {
    skillsOffered: ['Marketing', 'Branding'],
    skillsSought: ['Programming', 'Product design'],
    interestedCategories: ['food', 'onlineShop', 'healthyAndBeauty'],
    timeCommitment: 'fullTime',
    location: 'Bangkok',
  },
  {
    skillsOffered: ['Franchise operations', 'Finance'],
    skillsSought: ['Marketing'],
    interestedCategories: ['food', 'franchise'],
    timeCommitment: 'fullTime',
    location: 'Chiang Mai',
  },
  {
    skillsOffered: ['Product design', 'Packaging'],
    skillsSought: ['Programming', 'Marketing'],
    interestedCategories: ['pet', 'onlineShop', 'technology'],
    timeCommitment: 'flexible',
    location: 'Bangkok',
  },
];

/** More people to find and be suggested (they have no password: they show up, they do not log in). */
export const EXTRA_PEOPLE: (MatchFields & {
  username: string;
  firstName: string;
  lastName: string;
  miniBio: string;
})[] = [
  {
    username: 'nok',
    firstName: 'นก',
    lastName: 'ประเสริฐ',
    miniBio: 'Coffee roaster looking for a tech co-founder',
    skillsOffered: ['Coffee roasting', 'Operations'],
    skillsSought: ['Programming', 'Marketing'],
    interestedCategories: ['food', 'technology'],
    timeCommitment: 'partTime',
    location: 'Bangkok',
  },
  {
    username: 'krit',
    firstName: 'Krit',
    lastName: 'Chaiyaporn',
    miniBio: 'Full-stack developer, weekends free',
    skillsOffered: ['Programming', 'Mobile apps'],
    skillsSought: ['Marketing', 'Sales'],
    interestedCategories: ['technology', 'onlineShop'],
    timeCommitment: 'fewHoursWeek',
    location: 'Khon Kaen',
  },
  {
    username: 'dao',
    firstName: 'ดาว',
    lastName: 'รุ่งเรือง',
    miniBio: 'Accountant who loves travel start-ups',
    skillsOffered: ['Finance', 'Accounting'],
    skillsSought: ['Web development'],
    interestedCategories: ['traveling', 'food'],
    timeCommitment: 'flexible',
    location: 'Phuket',
  },
];

/**
 * Demo partner data: match fields for everyone, a few extra people, somchai and anan connected, a
 * pending request from malee to somchai and one from somchai to nok, and notifications for somchai
 * (a partner request, two comments grouped on one idea, a review with its score, a share).
 */
export async function seedDemoPartners(db: Database, context: DemoContext): Promise<void> {
  const now = new Date();
  const [somchai, malee, anan, pim] = context.people;
  if (!somchai || !malee || !anan || !pim) return;
  await db.transaction(async (tx) => {
    for (const [index, person] of context.people.entries()) {
      const match = DEMO_MATCH[index];
      if (match)
        await tx
          .update(accounts)
          .set({ ...match, lastActiveAt: now })
          .where(eq(accounts.id, person.id));
    }
    const extras = [...EXTRA_PEOPLE, ...DEMO_MATCHING_PEOPLE].map((person) => ({
      ...person,
      id: uuidv7(),
      // Met as partners and suggestions, they answer requests too: each signs in like the others.
      email: `${person.username}@ideamatch.local`,
      emailVerifiedAt: now,
      passwordHash: context.userPasswordHash,
      isTerm: true,
      isPdpa: true,
      lastActiveAt: now,
    }));
    await tx.insert(accounts).values(extras);
    await seedDemoMatchProfiles(tx, [
      ...context.people.map((person, index) => ({ ...person, ...DEMO_MATCH[index] })),
      ...extras,
    ]);
    const nok = extras[0]!;

    const [low, high] = somchai.id < anan.id ? [somchai.id, anan.id] : [anan.id, somchai.id];
    await tx.insert(partnerships).values({ accountLowId: low, accountHighId: high });
    const [fromMalee] = await tx
      .insert(partnerRequests)
      .values({ requesterAccountId: malee.id, addresseeAccountId: somchai.id })
      .returning();
    await tx.insert(partnerRequests).values({ requesterAccountId: somchai.id, addresseeAccountId: nok.id });

    const somchaiIdea = context.ideas.find((idea) => idea.ownerAccountId === somchai.id);
    if (somchaiIdea) {
      const about = { subjectType: 'idea', subjectId: somchaiIdea.id, recipientAccountId: somchai.id };
      await createNotification(tx, { ...about, actorAccountId: pim.id, type: NotificationType.Share });
      await createNotification(tx, {
        ...about,
        actorAccountId: anan.id,
        type: NotificationType.Review,
        payload: { score: 4 },
      });
      for (const actor of [pim, malee]) {
        await createNotification(tx, {
          ...about,
          actorAccountId: actor.id,
          type: NotificationType.Comment,
          payload: { excerpt: 'น่าสนใจมาก อยากร่วมลงทุนด้วย' },
        });
      }
    }
    await createNotification(tx, {
      recipientAccountId: somchai.id,
      actorAccountId: malee.id,
      type: NotificationType.Friend,
      subjectType: 'partner_request',
      subjectId: fromMalee!.id,
      payload: { event: 'request' },
    });
  });
}
