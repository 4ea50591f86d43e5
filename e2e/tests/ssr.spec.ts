import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { text } from '../support/locales';

// The public pages come rendered from the server: readable without JavaScript; with it a visitor's
// page runs its islands, and the app, started by what only it does, adopts (hydrates) the page
// without an error and without drawing it again.

type Idea = { id: string; name: string; description: string };
type Person = { id: string; firstName: string | null; username: string };

let idea: Idea;
/** An idea the home page shows (its top-rating section). */
let homeIdea: Idea;
const COMMENT = `Server-rendered comment ${Date.now()}`;
/** The owner of `idea`, whose public profile is a public page too, and one of their public ideas. */
let person: Person;
let personIdea: Idea;

test.beforeAll(async ({ server }) => {
  const { baseURL, userToken: token } = server;
  const list = await apiCall<{ result: Idea[] }>(baseURL, '/api/idea?pageSize=20');
  const home = await apiCall<{ topRating: Idea[] }>(baseURL, '/api/idea/home');
  if (!home.topRating[0]) throw new Error('the home page shows no idea');
  homeIdea = home.topRating[0];
  // An idea this member may comment on and review (not their own).
  const details = await Promise.all(
    list.result.map((item) =>
      apiCall<Idea & { abilities: { comment: boolean; review: boolean } }>(baseURL, `/api/idea/${item.id}`, { token }),
    ),
  );
  const other = details.find((item) => item.abilities.comment && item.abilities.review);
  if (!other) throw new Error('the seeded data has no idea this member may review');
  idea = other;
  const { owner } = await apiCall<{ owner: { id: string } }>(baseURL, `/api/idea/${idea.id}`);
  person = await apiCall<Person>(baseURL, `/api/account/${owner.id}`);
  const theirs = await apiCall<{ result: Idea[] }>(baseURL, `/api/idea/account/${owner.id}?pageSize=8`);
  if (!theirs.result[0]) throw new Error("the idea's owner has no public idea");
  personIdea = theirs.result[0];
  await apiCall(baseURL, `/api/idea/${idea.id}/comment`, {
    method: 'POST',
    token,
    body: JSON.stringify({ text: COMMENT }),
  });
  await apiCall(baseURL, `/api/idea/${idea.id}/review`, { method: 'PUT', token, body: JSON.stringify({ score: 5 }) });
});

/** Console errors (React reports a hydration mismatch there) and uncaught errors of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`error: ${error.message}`));
  return errors;
}

const pages = () => [
  { path: '/', shows: homeIdea.name },
  { path: '/idea', shows: idea.name },
  { path: `/idea/${idea.id}`, shows: COMMENT },
  { path: `/profile?accountId=${person.id}`, shows: personIdea.name },
];

/** The address in a language: English adds `lang=en` to its query. */
const inLanguage = (path: string, language: 'TH' | 'EN') =>
  language === 'EN' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path;

for (const language of ['TH', 'EN'] as const) {
  const query = language === 'EN' ? '?lang=en' : '';

  test(`${language}: without JavaScript the public pages show their content`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, shows } of pages()) {
      const response = await page.goto(inLanguage(path, language));
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
      await expect(page.getByText(shows).first(), path).toBeVisible();
    }
    await page.goto(`/idea/${idea.id}${query}`);
    await expect(page.getByRole('heading', { name: idea.name }).first()).toBeVisible();
    await expect(page.getByText(idea.description).first()).toBeVisible();
    await expect(page.getByText(text(language, 'ideaDetail.share'), { exact: true })).toBeVisible();
    // Related ideas are rendered by the server: links to other ideas, not placeholders waiting for the app.
    const related = page.getByRole('region', { name: text(language, 'ideas.relatedTitle') });
    await expect(related.getByRole('link').first()).toHaveAttribute('href', /^\/idea\/[0-9a-f-]{36}/);
    // A person's profile: their name, their public ideas; an unknown person is a 404 page.
    await page.goto(inLanguage(`/profile?accountId=${person.id}`, language));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName ?? person.username);
    await expect(page.getByText(`@${person.username}`)).toBeVisible();
    // Exact: the person's own name may contain the word (an account named "ideas.x719ub").
    await expect(page.getByRole('heading', { name: text(language, 'profile.theirIdeas'), exact: true })).toBeVisible();
    const unknown = await page.goto(inLanguage('/profile?accountId=0190aaaa-0000-7000-8000-000000000000', language));
    expect(unknown?.status()).toBe(404);
    await context.close();
  });

  test(`${language}: with JavaScript a visitor's page runs its islands; pressing what only the app does starts the app, which adopts the page without an error or a redraw`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The first element the server rendered, kept before any script runs: adopted, it stays in the page.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { serverNode: Element | null }).serverNode =
          document.querySelector('#root main') ?? document.querySelector('#root > *');
      });
    });
    const isAdopted = () =>
      page.evaluate(() => {
        const node = (window as unknown as { serverNode: Element }).serverNode;
        return node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      });
    for (const { path, shows } of pages()) {
      await page.goto(inLanguage(path, language));
      const hasServerNode = await page.evaluate(() =>
        Boolean((window as unknown as { serverNode: Element | null }).serverNode),
      );
      expect(hasServerNode, `${path}: rendered by the server`).toBe(true);
      await page.waitForLoadState('networkidle');
      // Only the islands run: nothing has adopted the server's page.
      expect(await isAdopted(), `${path}: the app did not start by itself`).toBe(false);
      // The phone menu is the app's: pressing it starts the app, hydrates the page, and opens the menu.
      await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
      await expect(page.getByRole('dialog'), `${path}: the menu opened`).toBeVisible();
      await expect.poll(isAdopted).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByText(shows).first(), path).toBeVisible();
      const isStillThere = await page.evaluate(
        () => (window as unknown as { serverNode: Element }).serverNode.isConnected,
      );
      expect(isStillThere, `${path}: the server's page was kept, not drawn again`).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // The adopted page works: the colour toggle answers.
    await page
      .locator('header')
      .getByRole('button', { name: text(language, 'publicPages.colorScheme.toDark') })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
}
