import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { registerAccount } from '../support/api';

test('fill the matching profile to 100 %, then see a suggestion with its score and reasons', async ({
  page,
  context,
  baseURL,
}) => {
  const { token } = await registerAccount(baseURL!, 'match');
  await context.addCookies([{ name: 'accessToken', value: token, url: baseURL! }]);

  // Before the essentials, the partner page says what is missing and links to the form.
  await page.goto('/partner?tab=suggested');
  await expect(page.getByTestId('match-missing')).toContainText(text('TH', 'matching.fields.bring'));
  await page.getByRole('link', { name: text('TH', 'matching.missingLink') }).click();
  await expect(page).toHaveURL(/\/match-profile$/);

  const pick = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.keyboard.press('Escape');
  };
  const skills = page.getByRole('combobox', { name: text('TH', 'matching.me.skills'), exact: true });
  await skills.fill('Programming');
  await skills.press('Enter');
  await page.getByRole('textbox', { name: text('TH', 'matching.me.bring'), exact: true }).fill('สร้างเว็บแอปมา 10 ปี');
  await pick(text('TH', 'matching.me.roles'), text('TH', 'matching.roles.developer'));
  await page.getByRole('textbox', { name: text('TH', 'matching.me.hours'), exact: true }).fill('20');
  await pick(text('TH', 'matching.me.stage'), text('TH', 'matching.stages.prototype'));
  await page.getByRole('combobox', { name: text('TH', 'matching.me.province'), exact: true }).fill('กรุงเทพ');
  await page.getByRole('option', { name: 'กรุงเทพมหานคร' }).click();
  await pick(text('TH', 'matching.me.languages'), text('TH', 'matching.languages.th'));
  await pick(text('TH', 'matching.lookingFor.roles'), text('TH', 'matching.roles.marketer'));
  await pick(text('TH', 'matching.lookingFor.industries'), text('TH', 'categories.food'));

  const meter = page.getByTestId('match-completeness');
  await expect(meter).toContainText(text('TH', 'matching.completeness').replace('{{percent}}', '100'));
  await page.getByRole('button', { name: text('TH', 'matching.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('TH', 'matching.saved') })).toBeVisible();

  // Malee (demo) is a marketer in Bangkok who works in Thai: suggested, with the reasons why.
  await page.goto('/partner?tab=suggested');
  const card = page.getByTestId('partner-card').filter({ hasText: '@malee' });
  await expect(card.getByTestId('match-score')).toBeVisible();
  const reasons = card.getByTestId('suggestion-reason');
  await expect(reasons).toContainText('คุณกำลังหานักการตลาด');
  await expect(reasons).toContainText('8 years of FMCG marketing');
  // Her side counts too: she looks for a developer.
  await expect(reasons).toContainText('ซึ่งก็คือคุณ');
});
