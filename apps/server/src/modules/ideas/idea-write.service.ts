import type { IdeaChanges, IdeaCreateInput, IdeaDetail } from '@ideamatch/shared';
import { invalidateIdeaLists } from './idea-list-cache';
import type { Database } from '../../db/client';
import type { NewIdea } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { claimUploads, releaseUploads, type WarnLogger } from '../storage/storage.service';
import type { StorageDriver } from '../storage/storage.driver';
import { ideaRepository } from './idea.repository';
import { loadIdeaDetail } from './idea.service';
import { ideaWriteRepository } from './idea-write.repository';
import { setIdeaHidden } from './idea-moderation.service';
import { protectSavedIdea } from '../idea-access/protect-saved-idea';
import { notifyFollowersOfNewIdea } from '../engagement/engagement.notify';
import { assertLinkLimit, assertNotRepeatedText } from '../trust/spam-limits.service';

/** Every text of an idea people read, for the link limit. */
const linkedTexts = (idea: {
  name?: string | null;
  description?: string | null;
  detail?: string | null;
  businessModel?: string | null;
  accessTerms?: string | null;
  achievements?: readonly string[] | null;
}) => [idea.name, idea.description, idea.detail, idea.businessModel, idea.accessTerms, ...(idea.achievements ?? [])];

/**
 * Field errors keep their message (claim failures point at the gallery); anything else becomes
 * the fixed "Create idea failed" / "Update idea fail" message with the cause logged, never shown.
 */
function asSaveFailure(error: unknown, code: 'CREATE_IDEA_FAILED' | 'UPDATE_IDEA_FAILED'): AppError {
  if (error instanceof AppError && error.statusCode < 500) {
    if (!error.details?.some((detail) => detail.field === 'files')) return error;
    const details = error.details.map((detail) =>
      detail.field === 'files' ? { ...detail, field: 'ideaAttachments' } : detail,
    );
    return new AppError(error.code, { message: error.message, details });
  }
  return new AppError(code, { cause: error });
}

/**
 * New gallery images must be the caller's own idea uploads not yet used by any record, so two ideas
 * never share a file that deleting one would remove; then they are claimed.
 */
async function claimNewImages(tx: Database, accountId: string, keys: string[]): Promise<void> {
  const fresh = await ideaWriteRepository.findUnclaimedIdeaUploads(tx, accountId, keys);
  if (fresh.length !== new Set(keys).size) {
    throw fieldError('ideaAttachments', 'UPLOAD_NOT_YOURS');
  }
  await claimUploads(tx, { keys, accountId });
}

const uniqueKeys = <T extends { key: string }>(items: T[]): T[] => {
  const seen = new Set<string>();
  return items.filter(({ key }) => !seen.has(key) && !!seen.add(key));
};

/**
 * `POST /api/idea`: the idea, its achievements and gallery, and the upload claims in one
 * transaction; then its images placed by its visibility and its first signed version
 * (`protectSavedIdea`, docs/idea-protection.md).
 */
export async function createIdea(
  db: Database,
  {
    storage,
    accountId,
    input,
    log,
  }: { storage: StorageDriver; accountId: string; input: IdeaCreateInput; log?: WarnLogger },
): Promise<IdeaDetail> {
  const attachments = uniqueKeys(input.ideaAttachments);
  await assertLinkLimit(db, accountId, linkedTexts(input));
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      await assertNotRepeatedText(tx, accountId, [input.description, input.detail]);
      const ideaId = await ideaWriteRepository.insert(tx, {
        ownerAccountId: accountId,
        name: input.name,
        categoryId: input.categoryId,
        description: input.description,
        detail: input.detail,
        businessModel: input.businessModel ?? null,
        visibility: input.visibility,
        accessTerms: input.accessTerms ?? null,
      });
      await ideaWriteRepository.replaceAchievements(tx, ideaId, input.achievements);
      await ideaWriteRepository.replaceAttachments(tx, ideaId, attachments);
      await claimNewImages(
        tx,
        accountId,
        attachments.map(({ key }) => key),
      );
      await notifyFollowersOfNewIdea(tx, {
        id: ideaId,
        ownerAccountId: accountId,
        name: input.name,
        visibility: input.visibility,
      });
      return ideaId;
    });
  } catch (error) {
    throw asSaveFailure(error, 'CREATE_IDEA_FAILED');
  }
  invalidateIdeaLists(db);
  await protectSavedIdea(db, storage, id, log ?? console);
  return loadIdeaDetail(db, id, accountId);
}

const TEXT_FIELDS = [
  'name',
  'categoryId',
  'description',
  'detail',
  'businessModel',
  'visibility',
  'accessTerms',
] as const;

/**
 * `PATCH /api/idea/{id}` by its owner: only the fields sent change. A sent gallery replaces the old
 * one (stored images keep their ids); images it drops, and `ideaToDeleteAttachments` that are this
 * idea's old images or the caller's unsaved uploads, are deleted after the commit. Then its images
 * are placed by its visibility and a new signed version is recorded when the content changed
 * (`protectSavedIdea`). A change of visibility takes effect on the next read: revealing or
 * withholding the details, lists and search included.
 */
export async function updateIdea(
  db: Database,
  {
    storage,
    accountId,
    ideaId,
    changes,
    log,
  }: { storage: StorageDriver; accountId: string; ideaId: string; changes: IdeaChanges; log?: WarnLogger },
): Promise<IdeaDetail> {
  const saved = await ideaRepository.findWithOwner(db, ideaId);
  if (!saved) throw new AppError('NOT_FOUND');
  // The idea as it will read after the change, all of it: links added one edit at a time add up.
  const after = <K extends 'name' | 'description' | 'detail' | 'businessModel' | 'accessTerms'>(field: K) =>
    changes[field] !== undefined ? changes[field] : saved.idea[field];
  await assertLinkLimit(
    db,
    accountId,
    linkedTexts({
      name: after('name'),
      description: after('description'),
      detail: after('detail'),
      businessModel: after('businessModel'),
      accessTerms: after('accessTerms'),
      achievements: changes.achievements ?? (await ideaRepository.listAchievements(db, ideaId)),
    }),
  );
  const current = await ideaRepository.listAttachments(db, ideaId);
  const currentByKey = new Map(current.map((item) => [item.key, item.id]));
  const values: Partial<NewIdea> = {};
  for (const field of TEXT_FIELDS) {
    const value = changes[field];
    if (value !== undefined) Object.assign(values, { [field]: value });
  }
  const gallery = changes.ideaAttachments
    ? uniqueKeys(changes.ideaAttachments).map(({ key }) => ({ key, id: currentByKey.get(key) }))
    : null;
  const kept = new Set(gallery ? gallery.map(({ key }) => key) : current.map(({ key }) => key));
  const dropped = current.map(({ key }) => key).filter((key) => !kept.has(key));
  const requested = (changes.ideaToDeleteAttachments ?? []).filter((key) => !kept.has(key));
  const unsaved = await ideaWriteRepository.findUnclaimedIdeaUploads(db, accountId, requested);

  try {
    await db.transaction(async (tx) => {
      if (Object.keys(values).length) await ideaWriteRepository.update(tx, ideaId, values);
      if (changes.achievements) await ideaWriteRepository.replaceAchievements(tx, ideaId, changes.achievements);
      if (gallery) {
        await ideaWriteRepository.replaceAttachments(tx, ideaId, gallery);
        const added = gallery.filter(({ id }) => !id).map(({ key }) => key);
        await claimNewImages(tx, accountId, added);
      }
    });
  } catch (error) {
    throw asSaveFailure(error, 'UPDATE_IDEA_FAILED');
  }
  invalidateIdeaLists(db);
  await releaseUploads(db, storage, [...dropped, ...unsaved], log);
  await protectSavedIdea(db, storage, ideaId, log ?? console);
  return loadIdeaDetail(db, ideaId, accountId);
}

/** `DELETE /api/idea/{id}`: soft delete (status Deleted), so a moderator can undo it. */
export async function deleteIdea(db: Database, ideaId: string): Promise<{ id: string }> {
  await ideaWriteRepository.softDelete(db, ideaId);
  invalidateIdeaLists(db);
  return { id: ideaId };
}

/** `PATCH /api/idea/{id}/hide`: the owner hides or shows an idea, unless a moderator hid it. */
export async function setOwnIdeaHidden(db: Database, ideaId: string, isHidden: boolean) {
  const row = await ideaRepository.findWithOwner(db, ideaId);
  if (!row) throw new AppError('NOT_FOUND');
  await setIdeaHidden(db, { idea: row.idea, isHidden, by: { owner: true } });
  invalidateIdeaLists(db);
  return { id: ideaId, isHidden };
}
