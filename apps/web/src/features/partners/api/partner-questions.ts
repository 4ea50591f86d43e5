import type { PartnerAnswerBody, PartnerQuestionId, PartnerQuestions } from '@ideamatch/shared';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { partnerKeys } from './partner-keys';

/** `GET /api/partner/questions/{accountId}`: the questions to agree on with a partner, as I may see them. */
export const partnerQuestionsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: partnerKeys.questions(accountId),
    queryFn: ({ signal }) => call(partnerApi.questions, { params: { accountId }, signal }),
    retry: false,
  });

export const usePartnerQuestions = (accountId: string) => useQuery(partnerQuestionsQueryOptions(accountId));

/**
 * `PUT /api/partner/questions/{accountId}/{questionId}`: my answer. The reply (with their answer,
 * now that mine is given) replaces the question in place; the counts are asked again.
 */
export function useAnswerPartnerQuestion(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: PartnerQuestionId; body: PartnerAnswerBody }) =>
      call(partnerApi.answerQuestion, { params: { accountId, questionId }, body }),
    onSuccess: (question) => {
      queryClient.setQueryData<PartnerQuestions>(partnerKeys.questions(accountId), (pair) =>
        pair ? { ...pair, questions: pair.questions.map((each) => (each.id === question.id ? question : each)) } : pair,
      );
      return queryClient.invalidateQueries({ queryKey: partnerKeys.questions(accountId) });
    },
  });
}

/** `PUT /api/partner/questions/{accountId}/deletion`: whether I want our answers deleted when the partnership ends. */
export function usePartnerQuestionsDeletion(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wanted: boolean) => call(partnerApi.questionsDeletion, { params: { accountId }, body: { wanted } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.questions(accountId) }),
  });
}
