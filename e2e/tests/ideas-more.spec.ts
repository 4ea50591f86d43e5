import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, loginToken } from '../support/api';

type Idea = { id: string; name: string; description: string; category: string };

const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its whole label (Mantine appends " *" to required ones). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRe(label)}\\s*\\*?$`));

/** Logs the page in as somchai and posts a fresh idea through the API; returns it and the token. */
async function postIdea(page: Page, baseURL: string) {
  const token = await loginToken(baseURL, 'somchai', 'demo1234');
  await page.context().addCookies([{ name: 'accessToken', value: token, url: baseURL }]);
  const tag = Math.random().toString(36).slice(2, 7);
  const idea = await apiCall<Idea>(baseURL, '/api/idea', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: `ร้านน้ำเต้าหู้ยามเช้า ${tag}`,
      categoryId: 'food',
      description: `น้ำเต้าหู้สดทุกเช้าหน้าสถานีรถไฟฟ้า ${tag}`,
      achievements: ['ขายได้ 200 แก้วต่อวัน'],
      detail: 'ใช้ถั่วเหลืองออร์แกนิก ส่งเดลิเวอรี่ในรัศมี 3 กม.',
      ideaAttachments: [],
    }),
  });
  return { idea, token };
}

test('cancelling an edit asks first, then leaves the idea unchanged', async ({ page, baseURL }) => {
  const { idea, token } = await postIdea(page, baseURL!);
  await page.goto(`/idea/${idea.id}/edit`);
  const name = field(page, text('TH', 'ideaForm.name'));
  await expect(name).toHaveValue(idea.name);
  await name.fill(`${idea.name} (แก้ไข)`);

  await page.getByRole('button', { name: text('TH', 'ideaForm.cancelChange') }).click();
  const dialog = page.getByRole('dialog', { name: text('TH', 'ideaForm.cancelTitle') });
  await expect(dialog.getByText(text('TH', 'ideaForm.cancelBody'))).toBeVisible();
  await dialog.getByRole('button', { name: text('TH', 'ideaForm.keepEditing') }).click();
  await expect(name).toHaveValue(`${idea.name} (แก้ไข)`);

  await page.getByRole('button', { name: text('TH', 'ideaForm.cancelChange') }).click();
  await page
    .getByRole('dialog', { name: text('TH', 'ideaForm.cancelTitle') })
    .getByRole('button', { name: text('TH', 'ideaForm.discard') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/idea/${idea.id}$`));
  await expect(page.getByRole('heading', { name: idea.name, exact: true })).toBeVisible();
  expect((await apiCall<Idea>(baseURL!, `/api/idea/${idea.id}`, { token })).name).toBe(idea.name);
});

test('saving an edit sends the changes and shows them', async ({ page, baseURL }) => {
  const { idea, token } = await postIdea(page, baseURL!);
  await page.goto(`/idea/${idea.id}/edit`);
  const newName = `${idea.name} สาขาสอง`;
  await field(page, text('TH', 'ideaForm.name')).fill(newName);
  await field(page, text('TH', 'ideaForm.description')).fill('เพิ่มสาขาที่สองใกล้มหาวิทยาลัย');
  await field(page, text('TH', 'ideaForm.category')).first().click();
  await page.getByRole('option', { name: text('TH', 'categories.franchise') }).click();
  const patch = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(idea.id));
  await page.getByRole('button', { name: text('TH', 'ideaForm.saveChange') }).click();

  // Only what changed is sent (an empty gallery is always sent whole).
  const body = (await patch).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ name: newName, categoryId: 'franchise', description: 'เพิ่มสาขาที่สองใกล้มหาวิทยาลัย' });
  expect(body).not.toHaveProperty('detail');
  expect(body).not.toHaveProperty('achievements');
  await expect(page).toHaveURL(new RegExp(`/idea/${idea.id}$`));
  await expect(page.getByRole('heading', { name: newName, exact: true })).toBeVisible();
  await expect(page.getByText('เพิ่มสาขาที่สองใกล้มหาวิทยาลัย').first()).toBeVisible();
  const saved = await apiCall<Idea>(baseURL!, `/api/idea/${idea.id}`, { token });
  expect(saved).toMatchObject({ name: newName, category: 'franchise' });
});

test('the home page shows sponsored trending ideas and top-rated ideas', async ({ page, baseURL }) => {
  // The trending order changes as the trending job scores activity, so the page is compared with the API.
  const home = await apiCall<{ trending: { name: string }[] }>(baseURL!, '/api/idea/home');
  await page.goto('/');
  const trending = page.getByRole('region', { name: text('TH', 'home.sections.trending') });
  const topRating = page.getByRole('region', { name: text('TH', 'home.sections.topRating') });
  const cards = (section: typeof trending) => section.locator('a[href^="/idea/"]');

  await expect(cards(trending).first()).toBeVisible();
  const trendingCount = await cards(trending).count();
  expect(trendingCount).toBeGreaterThanOrEqual(4);
  // Every trending card is a sponsored one and says so.
  await expect(trending.getByText(text('TH', 'ideas.sponsored'), { exact: true })).toHaveCount(trendingCount);
  await expect(cards(trending).first()).toContainText(home.trending[0]!.name);

  await expect(cards(topRating).first()).toBeVisible();
  expect(await cards(topRating).count()).toBeGreaterThanOrEqual(4);
  await cards(topRating).first().click();
  await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the idea list shows cards without sideways scrolling, and the filters work', async ({ page }) => {
    await page.goto('/idea');
    const cards = page.locator('main a[href^="/idea/"]');
    await expect(cards.first()).toBeVisible();
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);
    const box = await cards.first().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    // On a phone the filters fold behind their button, so the list comes first.
    await page.getByTestId('idea-filter-toggle').click();
    await field(page, text('TH', 'filters.category')).first().click();
    await page.getByRole('option', { name: text('TH', 'categories.pet') }).click();
    await page.getByRole('button', { name: text('TH', 'filters.search'), exact: true }).click();
    await expect(page).toHaveURL(/categoryId=pet/);
    // The filtered page replaces the first one: wait until every card shown carries the pet badge.
    const badges = page.locator('main').getByText(text('TH', 'categories.pet'), { exact: true });
    await expect
      .poll(async () => {
        const shown = await cards.count();
        return shown > 0 && (await badges.count()) >= shown;
      })
      .toBe(true);
    expect(await noSideScroll()).toBe(true);
  });

  test('home sections are one swipeable row of cards; the page itself does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    const trending = page.getByRole('region', { name: text('TH', 'home.sections.trending') });
    const cards = trending.locator('a[href^="/idea/"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    const row = cards.first().locator('xpath=..');
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The second card sits beside the first, not below it.
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeCloseTo(first!.y, 0);
  });
});
