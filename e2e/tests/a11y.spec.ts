import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { apiCall, loginToken } from '../support/api';

type Area = 'visitor' | 'member' | 'dashboard';

/**
 * Every screen of each area; `<idea>` stands for a public demo idea, `<person>` for its owner,
 * `<partner>` for a partner of the member (the questions to agree on).
 */
const ROUTES: Record<Area, string[]> = {
  visitor: [
    '/',
    '/idea',
    '/idea/<idea>',
    '/profile?accountId=<person>',
    '/login',
    '/register',
    '/forgot-password',
    '/legal/terms-of-service',
  ],
  member: [
    '/',
    '/idea/<idea>',
    '/partner',
    '/match-profile',
    '/partner/questions/<partner>',
    '/chat',
    '/notification',
    '/profile',
    '/idea/new',
  ],
  dashboard: ['/dashboard/user', '/dashboard/idea', '/dashboard/report', '/dashboard/admin', '/dashboard/audit-log'],
};

const LANGUAGES = ['th', 'en'] as const;
const SCHEMES = ['light', 'dark'] as const;

async function tokenFor(baseURL: string, area: Area): Promise<string | null> {
  if (area === 'visitor') return null;
  if (area === 'member') return loginToken(baseURL, 'somchai', 'demo1234');
  return loginToken(baseURL, 'admin', 'admin1234', { isDashboard: true });
}

for (const area of ['visitor', 'member', 'dashboard'] as const) {
  for (const lang of LANGUAGES) {
    for (const scheme of SCHEMES) {
      test(`${area} screens in ${lang.toUpperCase()}, ${scheme}: no serious or critical axe violations`, async ({
        page,
        baseURL,
      }) => {
        // Five to seven pages, each scanned by axe: longer than one screen's test.
        test.setTimeout(300_000);
        const token = await tokenFor(baseURL!, area);
        const ideas = await apiCall<{ result: { id: string; owner: { id: string } }[] }>(
          baseURL!,
          '/api/idea?pageSize=1',
        );
        const ideaId = ideas.result[0]!.id;
        const personId = ideas.result[0]!.owner.id;
        const partnerId =
          area === 'member'
            ? (await apiCall<{ result: { id: string }[] }>(baseURL!, '/api/partner?pageSize=1', { token: token! }))
                .result[0]!.id
            : '';
        const found: string[] = [];
        for (const [index, route] of ROUTES[area].entries()) {
          const params = new URLSearchParams({ lang });
          if (scheme === 'dark') params.set('dark', '1');
          // The first address hands the session over; the cookie carries it afterwards.
          if (token && index === 0) params.set('accessToken', token);
          const path = route.replace('<idea>', ideaId).replace('<person>', personId).replace('<partner>', partnerId);
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}${params.toString()}`);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
          for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
}
