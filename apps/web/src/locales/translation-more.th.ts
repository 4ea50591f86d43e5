import pages from './pages.th.json';
import account from './account.th.json';
import chat from './chat.th.json';
import partners from './partners.th.json';
import settings from './settings.th.json';
import fieldErrors from './field-errors.th.json';
import trust from './trust.th.json';
import protection from './protection.th.json';
import reports from './reports.th.json';
import engagement from './engagement.th.json';
import matching from './matching.th.json';
import partnerQuestions from './partner-questions.th.json';
import push from './push.th.json';
import type { Translation } from './index';
import { mergeLocales } from './merge';

/** The other Thai texts but the dashboard's, loaded with the pages and the signed-in parts that use them (./index.ts). */
export const translation = mergeLocales<Partial<Translation>>(
  pages,
  partners,
  chat,
  account,
  settings,
  trust,
  protection,
  reports,
  engagement,
  matching,
  partnerQuestions,
  push,
  fieldErrors,
);
