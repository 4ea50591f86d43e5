import pages from './pages.en.json';
import account from './account.en.json';
import chat from './chat.en.json';
import partners from './partners.en.json';
import settings from './settings.en.json';
import fieldErrors from './field-errors.en.json';
import trust from './trust.en.json';
import protection from './protection.en.json';
import reports from './reports.en.json';
import engagement from './engagement.en.json';
import matching from './matching.en.json';
import partnerQuestions from './partner-questions.en.json';
import push from './push.en.json';
import type { Translation } from './index';
import { mergeLocales } from './merge';

/** The other English texts but the dashboard's, loaded with the pages and the signed-in parts that use them (./index.ts). */
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
