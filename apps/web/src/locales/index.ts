import enBase from './en.json';
import enAccount from './account.en.json';
import enChat from './chat.en.json';
import enDashboard from './dashboard.en.json';
import enPartners from './partners.en.json';
import enSecurity from './security.en.json';
import enSettings from './settings.en.json';
import enFieldErrors from './field-errors.en.json';
import thBase from './th.json';
import thAccount from './account.th.json';
import thChat from './chat.th.json';
import thDashboard from './dashboard.th.json';
import thPartners from './partners.th.json';
import thSecurity from './security.th.json';
import thSettings from './settings.th.json';
import thFieldErrors from './field-errors.th.json';

/**
 * Translations are split by feature (`<feature>.<lang>.json` beside the base `<lang>.json`) so
 * features can grow their texts side by side; they are deep-merged here, later files winning.
 */
type Tree = { [key: string]: string | Tree };

function mergeTrees(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTrees({ ...existing }, value) : value;
  }
  return target;
}

const mergeLocales = <T extends object>(...parts: object[]): T =>
  parts.reduce<Tree>((all, part) => mergeTrees(all, part as Tree), {}) as T;

export type Translation = typeof enBase &
  typeof enPartners &
  typeof enChat &
  typeof enDashboard &
  typeof enSecurity &
  typeof enAccount &
  typeof enSettings &
  typeof enFieldErrors;

export const en = mergeLocales<Translation>(
  enBase,
  enPartners,
  enChat,
  enDashboard,
  enSecurity,
  enAccount,
  enSettings,
  enFieldErrors,
);
export const th = mergeLocales<Translation>(
  thBase,
  thPartners,
  thChat,
  thDashboard,
  thSecurity,
  thAccount,
  thSettings,
  thFieldErrors,
);
