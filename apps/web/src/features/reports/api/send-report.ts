import type { ReportBody } from '@ideamatch/shared';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { contentReportApi } from '@ideamatch/shared/api/report';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** What a report is about: an idea, a comment or a person (any account, a persona included). */
export type ReportTarget = { kind: 'idea' | 'comment' | 'person'; id: string };

/** The error code a repeated report of each kind of target answers (409). */
export const ALREADY_REPORTED = {
  idea: 'IDEA_ALREADY_REPORTED',
  comment: 'COMMENT_ALREADY_REPORTED',
  person: 'PERSON_ALREADY_REPORTED',
} as const;

const send = (target: ReportTarget, body: ReportBody) => {
  const params = { id: target.id };
  switch (target.kind) {
    case 'idea':
      return call(ideaApi.report, { params, body });
    case 'comment':
      return call(contentReportApi.reportComment, { params, body });
    case 'person':
      return call(contentReportApi.reportAccount, { params, body });
  }
};

/** Sends one report of `target`. */
export const useSendReport = (target: ReportTarget) =>
  useMutation({ mutationFn: (body: ReportBody) => send(target, body) });
