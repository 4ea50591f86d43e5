import type { Database } from '../db/client';
import { uploads, type AccountAchievement, type NewUpload } from '../db/schema/index';
import { uuidv7 } from '../lib/uuid';
import { insertSubAccount } from '../modules/sub-accounts/sub-account.service';
import { writeDemoAvatar, writeDemoBackground } from './demo-images';

type Colors = [string, string];

/** Demo people; the first also runs two sub-accounts. */
export const DEMO_PEOPLE: {
  username: string;
  firstName: string;
  lastName: string;
  miniBio: string;
  bio: string;
  achievements: AccountAchievement[];
  colors: Colors;
}[] = [
  {
    username: 'somchai',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    miniBio: 'นักพัฒนาซอฟต์แวร์ที่อยากเปิดร้านกาแฟ',
    bio: 'Ten years building web apps in Bangkok; now turning a weekend coffee habit into a small business.',
    achievements: [{ name: 'Barista course, level 2' }, { name: 'Shipped 12 web products' }],
    colors: ['#ffa94d', '#d9480f'],
  },
  {
    username: 'malee',
    firstName: 'มาลี',
    lastName: 'ศรีสุข',
    miniBio: 'Marketing lead, 8 years in FMCG',
    bio: 'Brand launches for snacks and drinks across Thailand and Vietnam. Looking for a product to grow.',
    achievements: [{ name: 'Launched 3 national brands' }],
    colors: ['#f783ac', '#a61e4d'],
  },
  {
    username: 'anan',
    firstName: 'Anan',
    lastName: 'Wong',
    miniBio: 'Franchise operator in Chiang Mai',
    bio: 'Runs four food franchise outlets in the north and knows the numbers behind each one.',
    achievements: [{ name: '4 outlets, all profitable' }],
    colors: ['#74c0fc', '#1864ab'],
  },
  {
    username: 'pim',
    firstName: 'พิมพ์ชนก',
    lastName: 'ทองคำ',
    miniBio: 'Designer & pet lover',
    bio: 'Product and packaging designer. Two cats, one dog, many sketchbooks.',
    achievements: [],
    colors: ['#b197fc', '#5f3dc4'],
  },
];

export const DEMO_SUB_ACCOUNTS: { username: string; firstName: string; lastName: string | null; colors: Colors }[] = [
  { username: 'somchai.coffee', firstName: 'Somchai Coffee', lastName: null, colors: ['#e8c39e', '#7f4f24'] },
  { username: 'somchai.team', firstName: 'ทีมสมชาย', lastName: 'Team', colors: ['#8ce99a', '#2b8a3e'] },
];

export type DemoProfileImages = { profileImage: string; backgroundImage: string | null };

/**
 * Draws an avatar (and optionally a background) for an account under `account/<id>/` and returns
 * the keys with the uploads rows to insert (marked referenced). Files are written before any row:
 * a file without a row is swept later, never the reverse.
 */
export async function writeDemoProfileImages(
  uploadsDir: string,
  {
    accountId,
    uploaderId,
    colors,
    withBackground,
    seed,
  }: { accountId: string; uploaderId: string; colors: Colors; withBackground: boolean; seed: number },
): Promise<DemoProfileImages & { rows: NewUpload[] }> {
  const modulePath = `account/${accountId}`;
  const row = (key: string, image: { sizeBytes: number; width: number; height: number }): NewUpload => ({
    key,
    ownerAccountId: uploaderId,
    modulePath,
    acl: 'public',
    mime: 'image/png',
    ...image,
    isReferenced: true,
  });
  const profileImage = `${modulePath}/avatar-demo.png`;
  const rows = [row(profileImage, await writeDemoAvatar(uploadsDir, profileImage, colors))];
  let backgroundImage: string | null = null;
  if (withBackground) {
    backgroundImage = `${modulePath}/background-demo.png`;
    rows.push(row(backgroundImage, await writeDemoBackground(uploadsDir, backgroundImage, colors, seed)));
  }
  return { profileImage, backgroundImage, rows };
}

export type PlannedSubAccount = { id: string; username: string; firstName: string; lastName: string | null } & {
  images: DemoProfileImages & { rows: NewUpload[] };
};

/** Draws the demo sub-accounts' avatars; `insertDemoSubAccounts` then stores them. */
export const prepareDemoSubAccounts = (uploadsDir: string, ownerAccountId: string): Promise<PlannedSubAccount[]> =>
  Promise.all(
    DEMO_SUB_ACCOUNTS.map(async ({ colors, ...sub }, i) => {
      const id = uuidv7();
      const images = await writeDemoProfileImages(uploadsDir, {
        accountId: id,
        uploaderId: ownerAccountId,
        colors,
        withBackground: false,
        seed: 50 + i,
      });
      return { ...sub, id, images };
    }),
  );

/** Creates the demo sub-accounts exactly as the upsert endpoint does (the same insert). */
export async function insertDemoSubAccounts(tx: Database, ownerAccountId: string, planned: PlannedSubAccount[]) {
  for (const { images, ...sub } of planned) {
    await insertSubAccount(tx, { ...sub, ownerAccountId, profileImage: images.profileImage });
    await tx.insert(uploads).values(images.rows);
  }
}
