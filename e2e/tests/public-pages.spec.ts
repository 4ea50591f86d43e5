import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { text } from '../support/locales';

/** Console errors, uncaught errors and failed loads of files (images, scripts, styles, fonts) of a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400 && ['image', 'script', 'stylesheet', 'font'].includes(type)) {
      problems.push(`${response.status()} ${type}: ${response.url()}`);
    }
  });
  return problems;
}

test('the public pages load without a console error or a missing file, every image sized', async ({
  page,
  baseURL,
}) => {
  const ideas = await apiCall<{ result: { id: string }[] }>(baseURL!, '/api/idea?pageSize=1');
  const problems = watchProblems(page);
  for (const path of ['/', '/idea', `/idea/${ideas.result[0]!.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    // Every image says its size, so nothing moves when it arrives.
    const unsized = await page
      .locator('img:not([width]), img:not([height])')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(unsized, `${path}: images without width/height`).toEqual([]);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the colour scheme and the language are remembered: the server sends the next page dark, in English', async ({
  page,
}) => {
  await page.goto('/idea');
  await page.getByRole('button', { name: text('TH', 'publicPages.colorScheme.toDark') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('data-mantine-color-scheme="dark"');
  await expect(page.getByRole('button', { name: text('TH', 'publicPages.colorScheme.toLight') })).toBeVisible();
  // An address in English is remembered too: the next page without it comes in English, still dark.
  await page.goto('/idea?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const next = await page.goto('/idea');
  expect(await next?.text()).toContain('<html lang="en" data-mantine-color-scheme="dark"');
});

test('a browser set to English is offered English, and the choice is remembered', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // The offer covers nothing, on a phone and on a desktop: no heading, link or button shares its box.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByTestId('language-offer')).toBeVisible();
    const overlaps = await page.getByTestId('language-offer').evaluate((offer) => {
      const box = offer.getBoundingClientRect();
      return Array.from(document.querySelectorAll('h1, h2, h3, a, button, header, input'))
        .filter((element) => !offer.contains(element) && !element.contains(offer))
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0)
        .filter(
          ({ rect }) =>
            rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top,
        )
        .map(({ element }) => element.outerHTML.slice(0, 80));
    });
    expect(overlaps).toEqual([]);
  }
  await page.getByRole('button', { name: 'View in English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<html lang="en"');
  await expect(page.getByRole('button', { name: 'View in English' })).toHaveCount(0);
  await context.close();
});
