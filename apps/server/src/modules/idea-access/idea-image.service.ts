import { displayName, isStaffRole } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ideaPolicy } from '../ideas/idea.policy';
import { findIdeaVisibility } from '../ideas/idea-read.service';
import { blockPolicy } from '../partners/block.policy';
import { openIdeaImageLink } from '../storage/idea-image-link';
import type { StorageDriver } from '../storage/storage.driver';
import { openStoredFile } from '../storage/stored-file';
import { watermarkImage } from '../storage/watermark';
import { ideaAccessPolicy } from './idea-access.policy';
import { ideaAccessRepository as repo } from './idea-access.repository';

/**
 * Whether the link's viewer may still see this image now, checked on every fetch so a revoked
 * approval (or a block, or a closed report) stops the image at once, whatever the link's lapse
 * time: the owner; an approved person who may see the idea; a moderator handling an open report someone else filed.
 */
async function mayStillSee(
  db: Database,
  viewer: NonNullable<Awaited<ReturnType<typeof repo.findViewer>>>,
  image: { ideaId: string; index: number },
): Promise<boolean> {
  const idea = await findIdeaVisibility(db, image.ideaId);
  if (!idea || viewer.isDeactivated) return false;
  if (viewer.id === idea.ownerAccountId) return true;
  if (
    isStaffRole(viewer.role) &&
    ideaAccessPolicy.staffMayRead(viewer, (await repo.openReportsByOthers(db, idea.id, viewer.id)).length > 0)
  )
    return true;
  if (!ideaPolicy.isVisibleTo(idea, viewer.id)) return false;
  const [isApproved, isBlocked] = await Promise.all([
    repo.isApproved(db, idea.id, viewer.id),
    blockPolicy.isBlockedEitherWay(db, viewer.id, idea.ownerAccountId),
  ]);
  return ideaAccessPolicy.canReadDetails(idea, viewer.id, { isApproved, isBlocked });
}

/**
 * `GET /api/storage/idea/{name}`: a confidential idea's private image by the link its detail gave
 * one viewer (docs/idea-protection.md#images). The link must be intact and unlapsed (403), the viewer
 * must still be allowed (403), and the image is served with the viewer's name as a light watermark
 * (not on the owner's own images).
 */
export async function serveIdeaImage(
  db: Database,
  driver: StorageDriver,
  link: { name: string; exp?: number; viewer?: string; sig?: string },
  now = new Date(),
): Promise<{ body: Buffer; contentType: string; maxAgeSeconds: number }> {
  const { stem, fileKey, viewerId, expiresAt } = await openIdeaImageLink(db, link, now);
  const [image, viewer] = await Promise.all([repo.findImage(db, stem), repo.findViewer(db, viewerId)]);
  if (!image) throw new AppError('NOT_FOUND');
  if (!viewer || !(await mayStillSee(db, viewer, image))) throw new AppError('FORBIDDEN');
  const file = await openStoredFile(db, driver, fileKey, image.key);
  if (!file) throw new AppError('NOT_FOUND');
  const bytes = Buffer.concat((await file.body.toArray()) as Buffer[]);
  const idea = await findIdeaVisibility(db, image.ideaId);
  const marked =
    viewer.id === idea?.ownerAccountId
      ? { body: bytes, contentType: file.contentType ?? 'image/jpeg' }
      : await watermarkImage(bytes, `${displayName(viewer)} @${viewer.username}`);
  return { ...marked, maxAgeSeconds: Math.max(0, expiresAt - Math.floor(now.getTime() / 1000)) };
}
