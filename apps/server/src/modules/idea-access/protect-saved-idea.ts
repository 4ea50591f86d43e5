import type { FileAcl } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { findIdeaVisibility, listIdeaAttachments } from '../ideas/idea-read.service';
import { recordIdeaVersion } from '../proof/idea-proof.service';
import { findStoredFiles, type WarnLogger } from '../storage/storage.service';
import type { StorageDriver } from '../storage/storage.driver';
import { setStoredImageAcl } from '../storage/stored-file';
import { ideaAccessPolicy } from './idea-access.policy';

/**
 * Puts each image of the idea where its visibility says (docs/idea-protection.md#images): a
 * confidential idea's images after the cover in private storage, served only through signed links;
 * every other image (and any cover) public. Runs after every save, so a new cover, a reordered
 * gallery or a change of visibility moves exactly the files concerned. A file that cannot be moved
 * is logged; the next save tries again.
 */
export async function placeIdeaImages(db: Database, driver: StorageDriver, ideaId: string, log: WarnLogger) {
  const idea = await findIdeaVisibility(db, ideaId);
  if (!idea) return;
  const gallery = await listIdeaAttachments(db, ideaId);
  const rows = await findStoredFiles(
    db,
    gallery.map(({ key }) => key),
  );
  const aclOf = new Map(rows.map((row) => [row.key, row.acl]));
  for (const [index, { key }] of gallery.entries()) {
    const wanted: FileAcl = ideaAccessPolicy.isPrivateImage(idea.visibility, index) ? 'private' : 'public';
    if ((aclOf.get(key) ?? 'public') === wanted) continue;
    await setStoredImageAcl(db, driver, key, wanted).catch((err: unknown) =>
      log.warn({ err, key, wanted }, 'could not move an idea image'),
    );
  }
}

/**
 * What follows every save of an idea: its images placed by its visibility, then a signed version
 * for the proof of authorship. Neither undoes the save when it fails: the failure is logged, and the
 * proof catches up at the next save or when the owner opens it.
 */
export async function protectSavedIdea(db: Database, driver: StorageDriver, ideaId: string, log: WarnLogger) {
  await placeIdeaImages(db, driver, ideaId, log);
  await recordIdeaVersion(db, driver, ideaId).catch((err: unknown) =>
    log.warn({ err, ideaId }, 'could not record a version of the idea'),
  );
}
