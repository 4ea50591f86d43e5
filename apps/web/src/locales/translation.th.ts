import base from './th.json';
import security from './security.th.json';
import publicPages from './public.th.json';
import type { Translation } from './index';
import { mergeLocales } from './merge';

/** The Thai texts of the shell and of the pages a visitor lands on (home, idea list): see ./index.ts. */
export const translation = mergeLocales<Partial<Translation>>(base, security, publicPages);
