import type { Database } from '../../db/client';
import type { IdeaVisibility } from './idea.policy';
import { ideaRepository } from './idea.repository';

/*
 * Reads of one idea that other modules build on (access requests, images, proofs, updates). Who
 * may see what they return is the caller's call: `ideaPolicy.isVisibleTo`, or `requireVisibleIdea`
 * in idea.service.ts.
 */

/** An idea that is not deleted, with its owner's public fields. */
export const findIdeaWithOwner = (db: Database, ideaId: string) => ideaRepository.findWithOwner(db, ideaId);

/** The idea with what decides who may see it (`ideaPolicy.isVisibleTo`). */
export const findIdeaVisibility = (db: Database, ideaId: string): Promise<IdeaVisibility | undefined> =>
  ideaRepository.findVisibility(db, ideaId);

/** The idea's gallery (attachment id and storage key), in its order. */
export const listIdeaAttachments = (db: Database, ideaId: string) => ideaRepository.listAttachments(db, ideaId);

/** The names of the idea's achievements. */
export const listIdeaAchievements = (db: Database, ideaId: string): Promise<string[]> =>
  ideaRepository.listAchievements(db, ideaId);
