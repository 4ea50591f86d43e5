import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { AccountRole, Permission, type Category } from '@ideamatch/shared';
import type { Database } from '../db/client';
import { accounts, adminPermissions, ideaAttachments, ideas, reviews, uploads } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { uuidv7 } from '../lib/uuid';
import { DEMO_PEOPLE, insertDemoSubAccounts, prepareDemoSubAccounts, writeDemoProfileImages } from './demo-accounts';
import { seedDemoDashboard } from './demo-dashboard';
import { seedDemoChats } from './demo-chats';
import { writeDemoCover } from './demo-images';
import { insertDemoIdeas, prepareDemoIdeas } from './demo-ideas';
import { seedDemoProtection } from './demo-protection';
import { seedDemoPartners } from './demo-partners';
import { withSearchVector } from '../modules/search/search-document';

/**
 * The demo staff login the README prints: only for the local demo and development. A production start
 * that seeds demo data (SEED_DEMO=1) gives each staff account a random password instead.
 */
export const DEMO_ADMIN = { username: 'admin', email: 'admin@ideamatch.local', password: 'admin1234' } as const;
export const DEMO_MODERATOR = { username: 'moderator', email: 'moderator@ideamatch.local' } as const;
export const DEMO_USER_PASSWORD = 'demo1234';

/** What feature seeds (seed/demo-*.ts) build on: the staff, the demo people and their ideas. */
export type DemoContext = {
  uploadsDir: string;
  adminId: string;
  moderatorId: string;
  /** somchai, malee, anan, pim … in DEMO_PEOPLE order. */
  people: { id: string; username: string }[];
  ideas: { id: string; ownerAccountId: string }[];
  /** The hash of DEMO_USER_PASSWORD: every demo person a feature adds signs in with it too. */
  userPasswordHash: string;
};

type DemoIdea = {
  name: string;
  description: string;
  category: Exclude<Category, 'all'>;
  sponsored?: boolean;
  scores: number[];
  colors: [string, string];
};

const IDEAS: DemoIdea[] = [
  {
    name: 'คาเฟ่แมวสำหรับคนทำงาน',
    description: 'คาเฟ่ co-working กับแมวจรที่ได้รับการช่วยเหลือ มี day pass และวันรับเลี้ยงแมว',
    category: 'pet',
    sponsored: true,
    scores: [5, 5, 4, 5, 4],
    colors: ['#f59f00', '#e8590c'],
  },
  {
    name: 'สลัดผักสดจากฟาร์มส่งออฟฟิศแบบ subscription',
    description: 'กล่องสลัดรายสัปดาห์จากฟาร์มนครปฐม ส่งตรงถึงออฟฟิศในกรุงเทพ สั่งผ่านแอป',
    category: 'food',
    sponsored: true,
    scores: [4, 5, 4, 4],
    colors: ['#40c057', '#087f5b'],
  },
  {
    name: 'แพลตฟอร์มจองช่างซ่อมบ้าน',
    description: 'ระบบจองช่างประปา ไฟฟ้า แอร์ พร้อมรีวิวและราคากลางโปร่งใส',
    category: 'technology',
    sponsored: true,
    scores: [5, 4, 4, 5, 5, 4],
    colors: ['#228be6', '#5f3dc4'],
  },
  {
    name: 'แฟรนไชส์ Refill Station แบบ zero waste',
    description: 'ตู้เติมน้ำยาซักผ้าและแชมพูในคอนโด ลดขวดพลาสติกใช้ครั้งเดียว',
    category: 'environment',
    scores: [5],
    colors: ['#12b886', '#0b7285'],
  },
  {
    name: 'ทัวร์ชุมชนเชียงราย',
    description: 'ทัวร์ slow travel ที่ชุมชนเป็นเจ้าของ พักโฮมสเตย์ในหมู่บ้านเชียงราย',
    category: 'traveling',
    scores: [4, 4, 5, 3],
    colors: ['#15aabf', '#1864ab'],
  },
  {
    name: 'สกินแคร์ออนไลน์สำหรับผิวแพ้ง่าย',
    description: 'สกินแคร์สมุนไพรไทย ขายตรงถึงลูกค้าผ่าน LINE และ TikTok Shop',
    category: 'healthyAndBeauty',
    scores: [3, 4],
    colors: ['#e64980', '#862e9c'],
  },
  {
    name: 'Mentoring circles for first-time managers',
    description: 'Eight-week peer coaching program for new team leads in SMEs.',
    category: 'peopleDevelopment',
    scores: [],
    colors: ['#7048e8', '#1c7ed6'],
  },
  {
    name: 'ร้านข้าวมันไก่แฟรนไชส์ขนาดเล็ก',
    description: 'แฟรนไชส์ข้าวมันไก่ลงทุนต่ำ ครัวกลางส่งวัตถุดิบทุกเช้า',
    category: 'franchise',
    scores: [4, 3, 4],
    colors: ['#fab005', '#f08c00'],
  },
];

/**
 * Fills an empty database with a demo SuperAdmin ('admin') and Admin ('moderator'), a few people
 * with generated avatars and backgrounds, two sub-accounts of 'somchai', and ideas (with covers
 * and reviews). Idempotent: it does nothing when any account exists.
 */
export async function seedDemoData(
  db: Database,
  {
    uploadsDir,
    staffPasswords = { admin: DEMO_ADMIN.password, moderator: DEMO_ADMIN.password },
  }: { uploadsDir: string; staffPasswords?: { admin: string; moderator: string } },
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;

  const [adminHash, moderatorHash, userHash] = await Promise.all([
    hashPassword(staffPasswords.admin),
    hashPassword(staffPasswords.moderator),
    hashPassword(DEMO_USER_PASSWORD),
  ]);
  const adminId = uuidv7();
  const moderatorId = uuidv7();
  const people = DEMO_PEOPLE.map((person) => ({ ...person, id: uuidv7() }));
  const owner = people[0]!;

  // Covers are written before the transaction: a file without a row is swept later, never the reverse.
  const covers = await Promise.all(
    IDEAS.map(async (idea, i) => {
      const key = `idea/demo-${i + 1}.jpg`;
      return { key, ...(await writeDemoCover(uploadsDir, key, idea.colors, i + 1)) };
    }),
  );

  const staffImages = await Promise.all(
    [adminId, moderatorId].map((accountId, i) =>
      writeDemoProfileImages(uploadsDir, {
        accountId,
        uploaderId: accountId,
        colors: i === 0 ? ['#495057', '#212529'] : ['#63e6be', '#087f5b'],
        withBackground: false,
        seed: 90 + i,
      }),
    ),
  );
  const peopleImages = await Promise.all(
    people.map((person, i) =>
      writeDemoProfileImages(uploadsDir, {
        accountId: person.id,
        uploaderId: person.id,
        colors: person.colors,
        withBackground: true,
        seed: i + 1,
      }),
    ),
  );
  const subAccounts = await prepareDemoSubAccounts(uploadsDir, owner.id);
  // About 200 more ideas in every category, with comments, reviews and sponsorships (demo-ideas.ts).
  const bulkIdeas = await prepareDemoIdeas(uploadsDir, people, [...people, { id: adminId }, { id: moderatorId }]);
  const seededIdeas: DemoContext['ideas'] = [];

  await db.transaction(async (tx) => {
    await tx.insert(accounts).values([
      {
        id: adminId,
        username: DEMO_ADMIN.username,
        email: DEMO_ADMIN.email,
        passwordHash: adminHash,
        role: AccountRole.SuperAdmin,
        firstName: 'Demo',
        lastName: 'Admin',
        profileImage: staffImages[0]!.profileImage,
        isTerm: true,
        isPdpa: true,
        // Demo addresses count as verified, like every account created before verification existed.
        emailVerifiedAt: new Date(),
      },
      {
        id: moderatorId,
        username: DEMO_MODERATOR.username,
        email: DEMO_MODERATOR.email,
        passwordHash: moderatorHash,
        role: AccountRole.Admin,
        firstName: 'Mod',
        lastName: 'Erator',
        profileImage: staffImages[1]!.profileImage,
        isTerm: true,
        isPdpa: true,
        emailVerifiedAt: new Date(),
      },
      ...people.map((person, i) => ({
        id: person.id,
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
        miniBio: person.miniBio,
        bio: person.bio,
        achievements: person.achievements,
        profileImage: peopleImages[i]!.profileImage,
        backgroundImage: peopleImages[i]!.backgroundImage,
        email: `${person.username}@ideamatch.local`,
        passwordHash: userHash,
        isTerm: true,
        isPdpa: true,
        emailVerifiedAt: new Date(),
      })),
    ]);
    await tx.insert(uploads).values([...staffImages, ...peopleImages].flatMap((images) => images.rows));
    await insertDemoSubAccounts(tx, owner.id, subAccounts);
    await tx.insert(adminPermissions).values(
      [Permission.IdeaManage, Permission.ReportManage].map((permission) => ({
        accountId: moderatorId,
        permission,
        grantedBy: adminId,
      })),
    );

    for (const [i, idea] of IDEAS.entries()) {
      const ideaId = uuidv7();
      const owner = people[i % people.length]!;
      const reviewers = people.filter((p) => p.id !== owner.id);
      const scores = idea.scores.slice(0, reviewers.length + 1);
      const ratingSum = scores.reduce((sum, s) => sum + s, 0);
      const postDate = new Date(Date.now() - (i + 1) * 86_400_000 * 3);
      seededIdeas.push({ id: ideaId, ownerAccountId: owner.id });
      await tx.insert(ideas).values(
        withSearchVector({
          id: ideaId,
          ownerAccountId: owner.id,
          name: idea.name,
          description: idea.description,
          categoryId: idea.category,
          detail: idea.description,
          isSponsored: idea.sponsored ?? false,
          postDate,
          viewCount: 40 + ((i * 37) % 200),
          reviewCount: scores.length,
          ratingSum,
          ratingAvg: scores.length ? ratingSum / scores.length : 0,
          trendingScore: idea.sponsored ? 100 - i : 0,
        }),
      );
      const cover = covers[i]!;
      await tx.insert(uploads).values({
        key: cover.key,
        ownerAccountId: owner.id,
        modulePath: 'idea',
        acl: 'public',
        mime: 'image/jpeg',
        sizeBytes: cover.sizeBytes,
        width: cover.width,
        height: cover.height,
        isReferenced: true,
      });
      await tx.insert(ideaAttachments).values({ ideaId, key: cover.key, sortOrder: 0 });
      // Reviewers beyond the demo people come from the admin accounts, one review each.
      const reviewerIds = [...reviewers.map((r) => r.id), adminId, moderatorId];
      if (scores.length) {
        await tx.insert(reviews).values(scores.map((score, n) => ({ ideaId, accountId: reviewerIds[n]!, score })));
      }
    }
    seededIdeas.push(...(await insertDemoIdeas(tx, bulkIdeas)));
  });

  const context: DemoContext = {
    uploadsDir,
    adminId,
    moderatorId,
    people: people.map(({ id, username }) => ({ id, username })),
    ideas: seededIdeas,
    userPasswordHash: userHash,
  };
  // Each feature seeds its own demo rows from its own file, in this order.

  // Partners, blocks and notifications.
  await seedDemoPartners(db, context);

  // Chats.
  await seedDemoChats(db, context);

  // Reports and audit entries.
  await seedDemoDashboard(db, context);

  // A confidential idea with its access requests.
  await seedDemoProtection(db, context);

  void context;
  return true;
}

export const demoUploadsDir = (dataDir: string) => join(dataDir, 'uploads');
