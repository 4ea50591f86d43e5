import { expect, test } from '../support/test';
import { apiCall, registerAccount } from '../support/api';
import { seriousViolations } from '../support/axe';
import { text } from '../support/locales';
import { escapeRe } from '../support/variants';

// The keyword box of the home page and /idea: suggestions as you type (a combobox with a listbox),
// chosen with the keyboard or the mouse, and a plain form that searches without JavaScript.

type Idea = { id: string; name: string };

let idea: Idea;

test.beforeAll(async ({ server }) => {
  const list = await apiCall<{ result: Idea[] }>(server.baseURL, '/api/idea?pageSize=1');
  if (!list.result[0]) throw new Error('the seeded data has no idea');
  idea = list.result[0];
});

test('typing on the home page suggests the idea; the arrows and Enter open it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: text('TH', 'filters.q') });
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill(idea.name);
  const listbox = page.getByRole('listbox', { name: text('TH', 'ideaSearch.suggestions') });
  const option = listbox.getByRole('option', {
    name: new RegExp(`^${escapeRe(idea.name)}`),
  });
  await expect(option.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  // The open list passes axe too (combobox, listbox, groups and options).
  expect(await seriousViolations(page)).toEqual([]);

  // The arrows move the active option (the focus stays in the box) until it is the idea.
  const target = (await option.first().getAttribute('id'))!;
  for (let step = 0; step < 12 && (await box.getAttribute('aria-activedescendant')) !== target; step += 1) {
    await box.press('ArrowDown');
  }
  await expect(box).toHaveAttribute('aria-activedescendant', target);
  await expect(option.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/idea/${idea.id}$`));
  await expect(page.getByRole('heading', { name: idea.name }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home box is on the first screen; a province typed in English is chosen with the mouse', async ({
    page,
  }) => {
    await page.goto('/?lang=en');
    const box = page.getByRole('combobox', { name: text('EN', 'filters.q') });
    await expect(box).toBeInViewport();
    await box.fill('chiangmai');
    const place = page
      .getByRole('group', { name: text('EN', 'ideaSearch.places') })
      .getByRole('option', { name: 'Chiang Mai', exact: true });
    await place.click();
    await expect(page).toHaveURL(/\/idea\?q=Chiang\+Mai&sortBy=5/);
    // On /idea the box shows the text searched, above the folded filters.
    const listBox = page.getByRole('combobox', { name: text('EN', 'filters.q') });
    await expect(listBox).toHaveValue('Chiang Mai');
    await expect(listBox).toBeInViewport();
    await expect(page.getByRole('search', { name: text('EN', 'filters.label') })).toBeHidden();
    // Escape closes a list opened again; the page does not scroll sideways with it open.
    await listBox.fill('อาหาร');
    await expect(
      page
        .getByRole('group', { name: text('EN', 'ideaSearch.categories') })
        .getByRole('option', { name: text('EN', 'categories.food'), exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await listBox.press('Escape');
    await expect(listBox).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

test('without JavaScript the home box is a plain form that lists the ideas found', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: text('TH', 'filters.q') });
  await box.fill(idea.name);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/idea\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(idea.name);
  await expect(page.getByRole('link', { name: new RegExp(escapeRe(idea.name)) }).first()).toBeVisible();
  await context.close();
});

test('chat search finds a Thai word inside a longer run and marks it in the message it goes to', async ({
  page,
  baseURL,
}) => {
  const reader = await registerAccount(baseURL!, 'chatsearch');
  const { id } = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: reader.token });
  const message = 'ส่งรูปแพ็กเกจมาให้ดูหน่อยนะครับ';
  await apiCall(baseURL!, '/api/chat', {
    method: 'POST',
    token: process.env.E2E_USER_TOKEN!,
    body: JSON.stringify({ toAccountId: id, text: message }),
  });
  await page.context().addCookies([{ name: 'accessToken', value: reader.token, url: baseURL! }]);
  await page.goto('/chat');
  await page.getByRole('textbox', { name: text('TH', 'chat.search') }).fill('แพ็กเกจ');
  const hit = page.getByTestId('chat-search-hit');
  await expect(hit).toContainText(message);
  await hit.click();
  const mark = page.locator(`[data-message-id] mark`);
  await expect(mark).toHaveText('แพ็กเกจ');
  await expect(mark).toBeInViewport();
});
