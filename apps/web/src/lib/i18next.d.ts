import 'i18next';
import type { Translation } from '../locales';

// Typed translation keys: `t('missing.key')` fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
    returnNull: false;
  }
}
