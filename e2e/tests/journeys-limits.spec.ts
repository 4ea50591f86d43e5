import { IDEA_LIMITS } from '@ideamatch/shared/schemas/idea';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { registerAccount } from '../support/api';

const whole = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

test('the idea form caps fields at the server limits with visible counters', async ({ page, baseURL }) => {
  const member = await registerAccount(baseURL!, 'limits');
  await page.context().addCookies([{ name: 'accessToken', value: member.token, url: baseURL! }]);
  await page.goto('/idea/new');
  const name = page.getByLabel(whole(text('TH', 'ideaForm.name')));
  await name.fill('n'.repeat(IDEA_LIMITS.nameMax + 30));
  await expect(name).toHaveValue('n'.repeat(IDEA_LIMITS.nameMax));
  await expect(page.getByText(`${IDEA_LIMITS.nameMax} / ${IDEA_LIMITS.nameMax}`)).toBeVisible();
  await expect(page.getByText(`0 / ${IDEA_LIMITS.detailMax.toLocaleString('en-US')}`)).toBeVisible();
  await expect(page.getByText(`0 / ${IDEA_LIMITS.businessModelMax.toLocaleString('en-US')}`)).toBeVisible();
});

test('an idea is posted without a detail', async ({ page, baseURL }) => {
  const member = await registerAccount(baseURL!, 'nodetail');
  await page.context().addCookies([{ name: 'accessToken', value: member.token, url: baseURL! }]);
  await page.goto('/idea/new');
  await page.getByLabel(whole(text('TH', 'ideaForm.name'))).fill(`Noodle cart ${member.username}`);
  await page
    .getByLabel(whole(text('TH', 'ideaForm.category')))
    .first()
    .click();
  await page.getByRole('option', { name: text('TH', 'categories.food') }).click();
  await page.getByLabel(whole(text('TH', 'ideaForm.description'))).fill('Late-night noodles by the office towers');
  await page
    .getByLabel(whole(text('TH', 'ideaForm.achievementLabel').replace('{{index}}', '1')))
    .fill('First 50 bowls sold');
  await page.getByRole('button', { name: text('TH', 'ideaForm.post') }).click();
  await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Noodle cart ${member.username}`);
  await expect(page.getByRole('heading', { name: text('TH', 'ideaDetail.detail') })).toHaveCount(0);
});
