import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { text } from '../support/locales';
import { loginToken } from '../support/api';

const controlled = (page: Page) =>
  expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

test.describe('offline', () => {
  for (const [language, scheme] of [
    ['TH', 'light'],
    ['EN', 'dark'],
  ] as const) {
    test(`the installed app opens offline to the cached home page with a notice saying so (${language}, ${scheme})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, colorScheme: scheme });
      const page = await context.newPage();
      const query = language === 'EN' ? '?lang=en' : '';
      await page.goto(`/${query}`);
      await controlled(page);
      // Loaded once under the worker, so the shell and the page's files are cached.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const offline = page.getByRole('status').filter({ hasText: text(language, 'connection.offline') });
      await expect(offline).toHaveCount(0);

      await context.setOffline(true);
      await page.reload();
      // The cached page, what it had loaded, and no error blaming the person.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(offline).toBeVisible();
      await expect(page.getByText(text(language, 'common.errorTitle'))).toHaveCount(0);
      await expect(page.getByText(text(language, 'errors.NETWORK_ERROR'))).toHaveCount(0);
      const found = await seriousViolations(page);
      expect(found, found.join('\n')).toEqual([]);

      await context.setOffline(false);
      await expect(offline).toHaveCount(0);
      await expect(page.getByText(text(language, 'connection.backOnline'))).toBeVisible();
      // It goes by itself.
      await expect(page.getByText(text(language, 'connection.backOnline'))).toHaveCount(0);
      await context.close();
    });
  }

  test('a member moving to an idea and to the chat list while offline sees them wait, not an error', async ({
    browser,
    baseURL,
  }) => {
    const token = await loginToken(baseURL!, 'somchai', 'demo1234');
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'accessToken', value: token, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await controlled(page);
    // The idea page's and the chat's code, fetched once online, is kept by the worker.
    const ideaLink = page.locator('main a[href^="/idea/0"]').first();
    const ideaPath = (await ideaLink.getAttribute('href'))!;
    for (const path of [ideaPath, '/chat', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }

    await context.setOffline(true);
    const offline = page.getByText(text('TH', 'connection.offline'));
    await expect(offline).toBeVisible();
    const blames = page.getByText(
      new RegExp(
        `${text('TH', 'common.errorTitle')}|${text('TH', 'errors.NETWORK_ERROR')}|${text('TH', 'errors.INTERNAL_ERROR')}`,
      ),
    );
    await page.locator(`main a[href="${ideaPath}"]`).first().click();
    await expect(page).toHaveURL(ideaPath);
    await expect(offline).toBeVisible();
    await expect(blames).toHaveCount(0);
    await page.getByRole('link', { name: text('TH', 'nav.chat') }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { name: text('TH', 'chat.allChats') })).toBeVisible();
    await expect(offline).toBeVisible();
    await expect(blames).toHaveCount(0);

    // Back online, the waiting list asks for its chats by itself.
    const chats = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/chat'));
    await context.setOffline(false);
    expect((await chats).ok()).toBe(true);
    await expect(offline).toHaveCount(0);
    await context.close();
  });
});
