import {
  PARTNER_QUESTION_IDS,
  PARTNER_QUESTIONS,
  type PartnerAnswer,
  type PartnerQuestion,
  type PartnerQuestionId,
  type PartnerQuestions,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { partnerQuestionRepository } from './partner-questions.repository';
import { partnerRepository } from './partner.repository';

type AnswerRow = Awaited<ReturnType<typeof partnerQuestionRepository.answersOfPair>>[number];

const presentAnswer = (row: AnswerRow | undefined): PartnerAnswer | null =>
  row ? { choice: row.choice, note: row.note, answeredAt: row.updatedAt.toISOString() } : null;

/**
 * One question as the viewer sees it. Each answers privately: their answer shows only once mine is
 * given, so neither is swayed by the other's; then agreement is the same choice.
 */
function presentQuestion(
  id: PartnerQuestionId,
  mine: AnswerRow | undefined,
  theirs: AnswerRow | undefined,
): PartnerQuestion {
  const status: PartnerQuestion['status'] =
    mine && theirs
      ? mine.choice === theirs.choice
        ? 'agree'
        : 'differ'
      : mine
        ? 'waitingForThem'
        : theirs
          ? 'waitingForYou'
          : 'open';
  return {
    id,
    choices: [...PARTNER_QUESTIONS[id]],
    mine: presentAnswer(mine),
    theirs: mine ? presentAnswer(theirs) : null,
    hasTheirs: Boolean(theirs),
    status,
  };
}

/**
 * The pair's state: partners now, or after the end while answers remain (both may still read
 * them). Anyone else, or a pair that never answered and is not connected, is refused.
 */
async function loadPair(db: Database, viewerId: string, accountId: string) {
  if (viewerId === accountId) throw new AppError('PARTNER_SELF');
  const [isConnected, rows, wishes] = await Promise.all([
    partnerRepository.isPartner(db, viewerId, accountId),
    partnerQuestionRepository.answersOfPair(db, viewerId, accountId),
    partnerQuestionRepository.deletionWishesOfPair(db, viewerId, accountId),
  ]);
  if (!isConnected && !rows.length) throw new AppError('PARTNER_NOT_CONNECTED');
  return { isConnected, rows, wishes };
}

/** `GET /api/partner/questions/{accountId}`: the questions to agree on with a partner, answered so far. */
export async function getPartnerQuestions(
  db: Database,
  viewerId: string,
  accountId: string,
): Promise<PartnerQuestions> {
  const { isConnected, rows, wishes } = await loadPair(db, viewerId, accountId);
  const find = (who: string, id: string) => rows.find((row) => row.accountId === who && row.questionId === id);
  const questions = PARTNER_QUESTION_IDS.map((id) => presentQuestion(id, find(viewerId, id), find(accountId, id)));
  return {
    accountId,
    isConnected,
    questions,
    agreed: questions.filter((question) => question.status === 'agree').length,
    differ: questions.filter((question) => question.status === 'differ').length,
    deletion: { mine: wishes.includes(viewerId), theirs: wishes.includes(accountId) },
  };
}

/** `PUT /api/partner/questions/{accountId}/{questionId}`: my answer, while we are partners. */
export async function answerPartnerQuestion(
  db: Database,
  viewerId: string,
  accountId: string,
  questionId: PartnerQuestionId,
  body: { choice: string; note: string },
): Promise<PartnerQuestion> {
  if (viewerId === accountId) throw new AppError('PARTNER_SELF');
  if (!(await partnerRepository.isPartner(db, viewerId, accountId))) throw new AppError('PARTNER_NOT_CONNECTED');
  if (!(PARTNER_QUESTIONS[questionId] as readonly string[]).includes(body.choice))
    throw fieldError('choice', 'PARTNER_ANSWER_UNKNOWN_CHOICE');
  const mine = await partnerQuestionRepository.saveAnswer(db, {
    accountId: viewerId,
    partnerAccountId: accountId,
    questionId,
    ...body,
  });
  const rows = await partnerQuestionRepository.answersOfPair(db, viewerId, accountId);
  const theirs = rows.find((row) => row.accountId === accountId && row.questionId === questionId);
  return presentQuestion(questionId, mine, theirs);
}

/**
 * Deletes the pair's answers when both partners wish it and they are no longer partners; true when
 * it did. Called after a wish and after a partnership ends (disconnect, block).
 */
export async function deleteAnswersIfBothWish(db: Database, a: string, b: string): Promise<boolean> {
  const wishes = await partnerQuestionRepository.deletionWishesOfPair(db, a, b);
  if (!wishes.includes(a) || !wishes.includes(b)) return false;
  if (await partnerRepository.isPartner(db, a, b)) return false;
  await partnerQuestionRepository.deletePair(db, a, b);
  return true;
}

/**
 * `PUT /api/partner/questions/{accountId}/deletion`: whether I want our answers deleted when the
 * partnership ends. "Both want" is two wishes, one from each partner, given at any time (before
 * or after the end); the answers go when both are given and the partnership has ended.
 */
export async function setAnswersDeletionWish(db: Database, viewerId: string, accountId: string, wanted: boolean) {
  await loadPair(db, viewerId, accountId);
  if (wanted) await partnerQuestionRepository.wishDeletion(db, viewerId, accountId);
  else await partnerQuestionRepository.unwishDeletion(db, viewerId, accountId);
  const isDeleted = await deleteAnswersIfBothWish(db, viewerId, accountId);
  const wishes = isDeleted ? [] : await partnerQuestionRepository.deletionWishesOfPair(db, viewerId, accountId);
  return { mine: isDeleted || wishes.includes(viewerId), theirs: isDeleted || wishes.includes(accountId), isDeleted };
}
