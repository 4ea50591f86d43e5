import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { loginToken } from '../support/api';

const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its whole label (Mantine appends " *" to required ones). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRe(label)}\\s*\\*?$`));
const withIndex = (key: string, index: number) => text('TH', key).replace('{{index}}', String(index));
/** A noisy photo (noise does not compress): a few hundred KB, seconds to send at 200 KB/s. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

test('an image uploads on pick with progress on a slow connection, can be cancelled, and the idea posts with one', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'anan', 'demo1234'), url: baseURL! },
  ]);
  await page.goto('/idea/new');
  await expect(field(page, text('TH', 'ideaForm.name'))).toBeVisible();

  // About 200 KB/s up, as on a weak mobile connection.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 2_000_000,
    uploadThroughput: 200 * 1024,
  });

  const input = page.locator('input[type=file]');
  const big = await photo(2600, 1700);
  await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  // Progress (part sent, 1 to 99 %) shows before anything is posted, then the upload is cancelled with its ×.
  await expect(page.getByRole('progressbar', { name: /^กำลังอัปโหลดรูปที่ 1: [1-9]\d?%$/ })).toBeVisible();
  await page.getByRole('button', { name: withIndex('ideaForm.cancelUpload', 1) }).click();
  await expect(page.getByRole('img', { name: withIndex('ideaForm.imageAlt', 1) })).toHaveCount(0);
  await expect(
    page.getByText(text('TH', 'ideaForm.galleryCount').replace('{{count}}', '0').replace('{{max}}', '7')),
  ).toBeVisible();

  const tag = Math.random().toString(36).slice(2, 7);
  const name = `กล่องใบบัว ${tag}`;
  // A PNG wider than 2,048 px: the browser resizes it and sends it as JPEG, so the server keeps a .jpg.
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/storage/upload'));
  const wide = await sharp({ create: { width: 2600, height: 1400, channels: 3, background: '#12b886' } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'lotus.png', mimeType: 'image/png', buffer: wide });
  const { data } = (await (await uploaded).json()) as { data: { paths: string[] } };
  expect(data.paths[0]).toMatch(/^idea\/[0-9a-f-]{36}\.jpg$/);
  await expect(page.getByRole('progressbar', { name: withIndex('ideaForm.uploaded', 1) })).toBeVisible();
  await field(page, text('TH', 'ideaForm.name')).fill(name);
  await field(page, text('TH', 'ideaForm.category')).first().click();
  await page.getByRole('option', { name: text('TH', 'categories.food') }).click();
  await field(page, text('TH', 'ideaForm.description')).fill('กล่องข้าวจากใบบัวที่ย่อยสลายได้');
  await field(page, withIndex('ideaForm.achievementLabel', 1)).fill('ทดลองขายกับสองตลาด');
  await page.getByRole('button', { name: text('TH', 'ideaForm.post') }).click();

  await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});
