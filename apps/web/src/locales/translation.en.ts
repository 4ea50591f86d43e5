import base from './en.json';
import security from './security.en.json';
import publicPages from './public.en.json';
import type { Translation } from './index';
import { mergeLocales } from './merge';

/** The English texts of the shell and of the pages a visitor lands on (home, idea list): see ./index.ts. */
export const translation = mergeLocales<Partial<Translation>>(base, security, publicPages);
