import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { loginToken } from '../support/api';

const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its whole label (Mantine appends " *" to required ones). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRe(label)}\\s*\\*?$`));
const image = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test('post an idea with three images, find it by a Thai word, discuss and review it, hide and delete it', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  // One journey through a dozen pages and two people: longer than the budget of one screen's test.
  test.setTimeout(60_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `ชาไข่มุกออร์แกนิก ${tag}`;
  await context.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'anan', 'demo1234'), url: baseURL! },
  ]);

  await page.goto('/idea/new');
  await field(page, text('TH', 'ideaForm.name')).fill(name);
  await field(page, text('TH', 'ideaForm.category')).first().click();
  await page.getByRole('option', { name: text('TH', 'categories.food') }).click();
  await field(page, text('TH', 'ideaForm.description')).fill('ชานมไข่มุกจากใบชาออร์แกนิกของเกษตรกรเชียงราย');
  await field(page, text('TH', 'ideaForm.achievementLabel').replace('{{index}}', '1')).fill('ขายได้ 500 แก้วในเดือนแรก');
  await field(page, text('TH', 'ideaForm.detail')).fill('เปิดร้านเล็กในย่านออฟฟิศ ใช้วัตถุดิบจากฟาร์มโดยตรง');
  await page.locator('input[type=file]').setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await image('#f59f00') },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await image('#12b886') },
    { name: 'three.jpg', mimeType: 'image/jpeg', buffer: await image('#228be6') },
  ]);
  await expect(page.getByRole('button', { name: /Remove image|ลบรูป/ })).toHaveCount(3);
  await page.getByRole('button', { name: text('TH', 'ideaForm.post') }).click();
  await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const ideaUrl = page.url();

  await page.goto(`/idea?q=${encodeURIComponent('ออร์แกนิก ' + tag)}`);
  await page.getByText(name).first().click();
  await expect(page).toHaveURL(ideaUrl);

  // A second person comments, replies to herself and reviews.
  const other = await browser.newContext({ baseURL: baseURL! });
  await other.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'malee', 'demo1234'), url: baseURL! },
  ]);
  const mali = await other.newPage();
  await mali.goto(ideaUrl);
  const commentBox = mali.getByRole('textbox', { name: text('TH', 'comments.writeLabel') });
  await commentBox.fill('<img src=x onerror=alert(1)> น่าสนใจมาก');
  await mali.getByRole('button', { name: text('TH', 'comments.send'), exact: true }).click();
  // The comment shows as plain text in the list (the box holds the same text until it is emptied).
  await expect(mali.getByRole('paragraph').filter({ hasText: '<img src=x onerror=alert(1)> น่าสนใจมาก' })).toBeVisible();
  await expect(commentBox).toHaveValue('');
  await mali
    .getByRole('button', { name: text('TH', 'comments.reply'), exact: true })
    .first()
    .click();
  await mali.getByRole('textbox', { name: /^ตอบกลับ|^Reply to/ }).fill('ขอข้อมูลต้นทุนเพิ่มเติม');
  // The reply box's own submit button, after the comment's Reply toggle.
  await mali
    .getByRole('button', { name: text('TH', 'comments.reply'), exact: true })
    .last()
    .click();
  await expect(mali.getByRole('textbox', { name: /^ตอบกลับ|^Reply to/ })).toHaveCount(0);
  await expect(mali.getByText('ขอข้อมูลต้นทุนเพิ่มเติม')).toBeVisible();
  // Her own comment cannot be liked by herself.
  await expect(mali.getByRole('button', { name: /ถูกใจ|Like/ }).first()).toBeDisabled();
  // Mantine's Rating draws each star as the label of a visually hidden radio input: click the 4th star.
  const fourStars = await mali.getByRole('radio', { name: '4', exact: true }).first().getAttribute('id');
  await mali.locator(`label[for="${fourStars}"]`).click();
  await mali.getByRole('button', { name: text('TH', 'reviews.send') }).click();
  await expect(mali.getByText(text('TH', 'reviews.yours'), { exact: true })).toBeVisible();
  await expect(mali.getByRole('button', { name: text('TH', 'reviews.update') })).toBeVisible();
  await other.close();

  // The owner sees the discussion, hides the idea, then deletes it.
  await page.reload();
  await expect(page.getByText('ขอข้อมูลต้นทุนเพิ่มเติม')).toBeVisible();
  await page.getByRole('button', { name: text('TH', 'ideaDetail.hide'), exact: true }).click();
  await expect(page.getByText(text('TH', 'ideaDetail.hiddenNotice'))).toBeVisible();
  await page.getByRole('button', { name: text('TH', 'ideaDetail.delete'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('TH', 'ideaDetail.delete'), exact: true })
    .click();
  // The owner lands on the idea list with a toast, never on the deleted idea's "not available" page.
  await expect(page).toHaveURL(/\/idea$/);
  await expect(page.getByRole('alert').filter({ hasText: text('TH', 'ideaDetail.deleted') })).toBeVisible();
  await expect(page.getByText(text('TH', 'ideaDetail.notFound'))).toHaveCount(0);
  await page.goto(ideaUrl);
  await expect(page.getByText(text('TH', 'ideaDetail.notFound'))).toBeVisible();
});
