import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, registerAccount } from '../support/api';

test('fill the matching profile to 100 % starting with why I am here, see a suggestion with its score and reasons, and say not interested', async ({
  page,
  context,
  baseURL,
}) => {
  // A long journey (a whole form, then the suggestions) on a shared machine.
  test.setTimeout(60_000);
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
  // Why I am here comes first.
  await page.getByTestId('intent-haveIdea').click();
  await expect(page.getByTestId('intent-haveIdea')).toHaveAttribute('data-checked', 'true');
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

  // Not interested: Malee leaves the suggestions, and the toast can bring her back.
  await card.getByRole('button', { name: text('TH', 'matching.notInterested') }).click();
  const toast = page
    .getByRole('alert')
    .filter({ hasText: text('TH', 'matching.notInterestedDone').split('{{name}}')[1]!.trim() });
  await expect(toast).toBeVisible();
  await expect(card).toHaveCount(0);
  await toast.getByRole('button', { name: text('TH', 'matching.undo') }).click();
  await expect(card).toHaveCount(1);
});

test('two partners answer the questions to agree on and see where they agree and where they differ', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const nok = await registerAccount(baseURL!, 'nokq');
  const krit = await registerAccount(baseURL!, 'kritq');
  const nokId = (await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: nok.token })).id;
  const kritId = (await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: krit.token })).id;
  const { requestId } = await apiCall<{ requestId: string }>(baseURL!, '/api/partner/request', {
    method: 'POST',
    token: nok.token,
    body: JSON.stringify({ accountId: kritId }),
  });
  await apiCall(baseURL!, `/api/partner/request/${requestId}/accept`, {
    method: 'POST',
    token: krit.token,
    body: '{}',
  });
  // Krit answers two questions first, privately.
  for (const [questionId, choice] of [
    ['equity', 'equal'],
    ['time', 'oneFullOnePart'],
  ])
    await apiCall(baseURL!, `/api/partner/questions/${nokId}/${questionId}`, {
      method: 'PUT',
      token: krit.token,
      body: JSON.stringify({ choice, note: '' }),
    });

  // Nok opens the questions from Krit's card among her partners.
  await context.addCookies([{ name: 'accessToken', value: nok.token, url: baseURL! }]);
  await page.goto('/partner?tab=mine');
  await page
    .getByTestId('partner-card')
    .filter({ hasText: `@${krit.username}` })
    .getByRole('link', { name: text('TH', 'partnerQuestions.open') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/partner/questions/${kritId}$`));

  const question = (id: string) =>
    page.getByRole('region', { name: text('TH', `partnerQuestions.questions.${id}.title`) });
  const answer = async (id: string, choice: string) => {
    const card = question(id);
    // His answer stays hidden until I answer.
    await expect(card.getByTestId('question-status')).toHaveText(
      text('TH', 'partnerQuestions.status.waitingForYou').replace('{{name}}', krit.username),
    );
    await card.getByRole('radio', { name: text('TH', `partnerQuestions.questions.${id}.choices.${choice}`) }).check();
    await card.getByRole('button', { name: text('TH', 'partnerQuestions.save') }).click();
  };
  await answer('equity', 'equal');
  await answer('time', 'bothFullTime');
  await expect(question('equity').getByTestId('question-status')).toHaveText(
    text('TH', 'partnerQuestions.status.agree'),
  );
  await expect(question('time').getByTestId('question-status')).toHaveText(
    text('TH', 'partnerQuestions.status.differ'),
  );
  await expect(question('time')).toContainText(text('TH', 'partnerQuestions.questions.time.choices.oneFullOnePart'));

  // Krit sees the same, side by side, from his side.
  const kritContext = await browser.newContext({ locale: 'th-TH' });
  await kritContext.addCookies([{ name: 'accessToken', value: krit.token, url: baseURL! }]);
  const kritPage = await kritContext.newPage();
  await kritPage.goto(`/partner/questions/${nokId}`);
  // A fresh browser context loads the app cold.
  await expect(kritPage.getByTestId('questions-summary')).toBeVisible({ timeout: 30_000 });
  const kritTime = kritPage.getByRole('region', { name: text('TH', 'partnerQuestions.questions.time.title') });
  await expect(kritTime.getByTestId('question-status')).toHaveText(text('TH', 'partnerQuestions.status.differ'));
  await expect(kritTime).toContainText(text('TH', 'partnerQuestions.questions.time.choices.bothFullTime'));
  await expect(kritPage.getByTestId('questions-summary')).toContainText('ตรงกัน 1 ข้อ · ต้องคุยกัน 1 ข้อ');
  await kritContext.close();
});
