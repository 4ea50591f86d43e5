import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, loginToken, registerAccount } from '../support/api';

type IdeaCard = { id: string; name: string; owner: { id: string } };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function signIn(page: Page, baseURL: string, username = 'somchai') {
  const token = await loginToken(baseURL, username, 'demo1234');
  await page.context().addCookies([{ name: 'accessToken', value: token, url: baseURL }]);
  return token;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['TH', 'EN'] as const) {
    test(`the partner page fits the phone on every tab in ${language}`, async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      await page.addInitScript((value) => localStorage.setItem('language', value), language);
      for (const tab of ['', '?tab=requests', '?tab=search', '?tab=suggested']) {
        await page.goto(`/partner${tab}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'partner.title'));
        await expect(page.getByRole('tab').first()).toBeVisible();
        expect(await pageWidth(page), `/partner${tab} in ${language}`).toBeLessThanOrEqual(390);
      }
    });
  }

  test('the header shows the chat and notification cues without opening the menu', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/idea');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: text('TH', 'nav.chat') })).toBeVisible();
    await expect(banner.getByTestId('notification-bell')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('the idea list shows ideas first; the filters fold behind a button counting the active ones', async ({
    page,
  }) => {
    await page.goto('/idea?categoryId=food&rating=3');
    const toggle = page.getByTestId('idea-filter-toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toContainText('2');
    const filters = page.getByRole('search', { name: text('TH', 'filters.label') });
    await expect(filters).toBeHidden();
    // The first idea card is on the first screen.
    const firstCard = page.locator('a[href^="/idea/"]').first();
    await expect(firstCard).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toBeVisible();
    await filters.getByRole('button', { name: text('TH', 'filters.search') }).click();
    await expect(filters).toBeHidden();
  });

  test('the idea page keeps the owner and Connect partner in a bar stuck to the bottom', async ({ page, baseURL }) => {
    const member = await registerAccount(baseURL!, 'phonebar');
    await page.context().addCookies([{ name: 'accessToken', value: member.token, url: baseURL! }]);
    const { result } = await apiCall<{ result: IdeaCard[] }>(baseURL!, '/api/idea?pageSize=1');
    await page.goto(`/idea/${result[0]!.id}`);
    const bar = page.getByTestId('idea-action-bar');
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('button', { name: text('TH', 'partners.actions.connect') })).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: text('TH', 'ideaDetail.message') })).toBeVisible();
  });
});

test('at desktop width the filters are open and no bottom bar shows', async ({ page, baseURL }) => {
  await page.goto('/idea');
  await expect(page.getByRole('search', { name: text('TH', 'filters.label') })).toBeVisible();
  await expect(page.getByTestId('idea-filter-toggle')).toBeHidden();
  const { result } = await apiCall<{ result: IdeaCard[] }>(baseURL!, '/api/idea?pageSize=1');
  await page.goto(`/idea/${result[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(result[0]!.name);
  await expect(page.getByTestId('idea-action-bar')).toBeHidden();
});
