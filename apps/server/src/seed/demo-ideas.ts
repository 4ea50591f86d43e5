import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageVariantKeys } from '@ideamatch/shared/image-variants';
import type { Database } from '../db/client';
import { commentLikes, comments, ideaAchievements, ideaAttachments, ideas, reviews, uploads } from '../db/schema/index';
import type { NewUpload } from '../db/schema/index';
import { DEMO_COVER_COLORS } from './demo-idea-texts';
import { planDemoIdeas, type DemoIdeaPlan } from './demo-idea-plan';
import { writeDemoCover, type DemoImage } from './demo-images';
import { withSearchVector } from '../modules/search/search-document';

type Member = { id: string };

/** Generated ideas ready to insert, their images already on disk. */
export type PreparedDemoIdeas = { plans: DemoIdeaPlan[]; images: Map<string, { key: string; image: DemoImage }[]> };

/** Rows are inserted in slices so one statement never carries thousands of parameters. */
const SLICE = 200;

async function insertSliced<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += SLICE) await insert(rows.slice(start, start + SLICE));
}

/**
 * Plans the generated demo ideas and writes their images. Drawing ~200 covers would slow the first
 * start-up, so a few are drawn and copied: each idea still gets its own files (keys), so deleting
 * one idea's image never breaks another's. Run before the seed transaction (a file without a row is
 * swept later, never the reverse).
 */
export async function prepareDemoIdeas(
  uploadsDir: string,
  people: Member[],
  members: Member[],
  now = new Date(),
): Promise<PreparedDemoIdeas> {
  const plans = planDemoIdeas(people, members, now);
  const base = await Promise.all(
    DEMO_COVER_COLORS.map(async (colors, n) => {
      const key = `idea/demo-cover-${n + 1}.jpg`;
      return { key, image: await writeDemoCover(uploadsDir, key, colors, 20 + n * 7) };
    }),
  );
  const images = new Map<string, { key: string; source: string; image: DemoImage }[]>();
  for (const [i, plan] of plans.entries()) {
    const list = [];
    for (let n = 0; n < plan.imageCount; n++) {
      const source = base[(i + n * 3) % base.length]!;
      const key = `idea/demo-idea-${i + 1}-${n + 1}.jpg`;
      list.push({ key, source: source.key, image: source.image });
    }
    images.set(plan.idea.id, list);
  }
  // Each copy with its WebP copies, as an upload leaves them (cards and pages ask for those first).
  await Promise.all(
    [...images.values()].flat().flatMap(({ key, source }) => {
      const sources = [source, ...imageVariantKeys(source)];
      const targets = [key, ...imageVariantKeys(key)];
      return sources.map((from, n) => copyFile(join(uploadsDir, from), join(uploadsDir, targets[n]!)));
    }),
  );
  return { plans, images };
}

/** Inserts the prepared ideas with their images, achievements, reviews, comments and likes. */
export async function insertDemoIdeas(
  tx: Database,
  { plans, images }: PreparedDemoIdeas,
): Promise<{ id: string; ownerAccountId: string }[]> {
  const uploadRows: NewUpload[] = [];
  const attachmentRows = plans.flatMap(({ idea }) =>
    (images.get(idea.id) ?? []).map(({ key, image }, sortOrder) => {
      uploadRows.push({
        key,
        ownerAccountId: idea.ownerAccountId,
        modulePath: 'idea',
        acl: 'public',
        mime: 'image/jpeg',
        sizeBytes: image.sizeBytes,
        width: image.width,
        height: image.height,
        isReferenced: true,
      });
      return { ideaId: idea.id, key, sortOrder };
    }),
  );
  await insertSliced(
    plans.map((plan) => plan.idea),
    (slice) => tx.insert(ideas).values(slice.map(withSearchVector)),
  );
  await insertSliced(uploadRows, (slice) => tx.insert(uploads).values(slice));
  await insertSliced(attachmentRows, (slice) => tx.insert(ideaAttachments).values(slice));
  await insertSliced(
    plans.flatMap((plan) => plan.achievements),
    (slice) => tx.insert(ideaAchievements).values(slice),
  );
  await insertSliced(
    plans.flatMap((plan) => plan.reviews),
    (slice) => tx.insert(reviews).values(slice),
  );
  const allComments = plans.flatMap((plan) => plan.comments);
  // Parents first: a reply references its top-level comment.
  await insertSliced([...allComments.filter((c) => !c.parentId), ...allComments.filter((c) => c.parentId)], (slice) =>
    tx.insert(comments).values(slice),
  );
  await insertSliced(
    plans.flatMap((plan) => plan.likes),
    (slice) => tx.insert(commentLikes).values(slice),
  );
  return plans.map(({ idea }) => ({ id: idea.id, ownerAccountId: idea.ownerAccountId }));
}
