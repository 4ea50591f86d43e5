import { test, expect } from '../support/test';
test('shot', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'accessToken', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }]);
  await page.goto(process.env.SHOT_URL ?? '/dashboard/idea?sortBy=1');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await page.screenshot({ path: process.env.SHOT ?? '/tmp/matrix-shots/shot.png', fullPage: true });
});
