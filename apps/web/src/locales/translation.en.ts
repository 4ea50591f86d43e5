import base from './en.json';
import account from './account.en.json';
import chat from './chat.en.json';
import partners from './partners.en.json';
import security from './security.en.json';
import settings from './settings.en.json';
import fieldErrors from './field-errors.en.json';
import trust from './trust.en.json';
import protection from './protection.en.json';
import reports from './reports.en.json';
import engagement from './engagement.en.json';
import publicPages from './public.en.json';
import matching from './matching.en.json';
import push from './push.en.json';
import type { Translation } from './index';
import { mergeLocales } from './merge';

/** Every English text but the dashboard's (see ./index.ts). */
export const translation = mergeLocales<Translation>(
  base,
  partners,
  chat,
  security,
  account,
  settings,
  trust,
  protection,
  reports,
  engagement,
  publicPages,
  matching,
  push,
  fieldErrors,
);
