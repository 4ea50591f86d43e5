import base from './th.json';
import account from './account.th.json';
import chat from './chat.th.json';
import partners from './partners.th.json';
import security from './security.th.json';
import settings from './settings.th.json';
import fieldErrors from './field-errors.th.json';
import trust from './trust.th.json';
import protection from './protection.th.json';
import reports from './reports.th.json';
import engagement from './engagement.th.json';
import publicPages from './public.th.json';
import matching from './matching.th.json';
import push from './push.th.json';
import type { Translation } from './index';
import { mergeLocales } from './merge';

/** Every Thai text but the dashboard's (see ./index.ts). */
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
