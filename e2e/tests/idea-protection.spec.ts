import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, registerAccount } from '../support/api';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/idea-protection';
const SECRET = 'Press the leaves at 180 °C for 40 seconds, then dry them overnight.';

/** A pattern matching `value` literally (labels carry an asterisk or "(optional)"). */
const literally = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A phone-sized browser signed in with `token`, showing the app in `language`. */
async function phoneAs(browser: Browser, baseURL: string, token: string, language: 'TH' | 'EN') {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addCookies([{ name: 'accessToken', value: token, url: baseURL }]);
  await context.addInitScript((value) => localStorage.setItem('language', value), language);
  return { context, page: await context.newPage() };
}

for (const language of ['TH', 'EN'] as const) {
  test(`a founder keeps an idea confidential and shares it with the stranger they approve (${language}, 390 px)`, async ({
    browser,
    baseURL,
  }) => {
    // Two people, eight screens and a proof download in one journey: longer than one screen's test.
    test.setTimeout(150_000);
    const t = (key: string) => text(language, key);
    const lang = language.toLowerCase();
    const founder = await registerAccount(baseURL!, 'founder');
    const stranger = await registerAccount(baseURL!, 'stranger');
    const idea = await apiCall<{ id: string }>(baseURL!, '/api/idea', {
      method: 'POST',
      token: founder.token,
      body: JSON.stringify({
        name: 'Lotus leaf lunch boxes',
        categoryId: 'environment',
        description: 'Compostable lunch boxes pressed from lotus leaves for street food vendors.',
        achievements: ['Pilot with two night markets'],
        detail: SECRET,
      }),
    });

    // The founder marks the idea confidential, with short terms for readers.
    const owner = await phoneAs(browser, baseURL!, founder.token, language);
    await owner.page.goto(`/idea/${idea.id}/edit`);
    await owner.page.getByRole('radio', { name: literally(t('visibility.confidential')) }).check();
    await owner.page.getByLabel(literally(t('visibility.termsLabel'))).fill('Please keep the recipe to yourself.');
    await owner.page.screenshot({ path: `${SHOTS}/${lang}-1-founder-marks-confidential.png`, fullPage: true });
    expect(await pageWidth(owner.page)).toBeLessThanOrEqual(390);
    await owner.page.getByRole('button', { name: t('ideaForm.saveChange') }).click();
    await expect(owner.page.getByText(t('protection.ownerConfidential'))).toBeVisible();

    // A stranger sees the public face and that more is shared with approved people.
    const reader = await phoneAs(browser, baseURL!, stranger.token, language);
    await reader.page.goto(`/idea/${idea.id}`);
    await expect(reader.page.getByRole('heading', { name: t('protection.moreShared') })).toBeVisible();
    await expect(reader.page.getByText(SECRET)).toHaveCount(0);
    await reader.page.screenshot({ path: `${SHOTS}/${lang}-2-stranger-sees-public-face.png`, fullPage: true });
    expect(await pageWidth(reader.page)).toBeLessThanOrEqual(390);

    // …and asks, with a note, accepting the founder's terms.
    await reader.page.getByRole('button', { name: t('protection.request') }).click();
    const dialog = reader.page.getByRole('dialog', { name: t('protection.modalTitle') });
    await dialog
      .getByLabel(literally(t('protection.note')))
      .fill('I run a packaging plant and could press these at scale.');
    await dialog.getByRole('checkbox', { name: t('protection.acceptTerms') }).check();
    await reader.page.screenshot({ path: `${SHOTS}/${lang}-3-stranger-asks.png` });
    await dialog.getByRole('button', { name: t('protection.send') }).click();
    await expect(reader.page.getByText(t('protection.withdraw'))).toBeVisible();

    // The founder approves from the notification.
    await owner.page.goto('/notification');
    const approve = owner.page.getByRole('button', { name: t('access.approve') });
    await expect(approve).toBeVisible();
    await expect(owner.page.getByText('I run a packaging plant and could press these at scale.')).toBeVisible();
    await owner.page.screenshot({ path: `${SHOTS}/${lang}-4-founder-notification.png`, fullPage: true });
    expect(await pageWidth(owner.page)).toBeLessThanOrEqual(390);
    await approve.click();
    await expect(owner.page.getByText(t('notifications.accessState.approved'))).toBeVisible();

    // The stranger's open page shows the details at once, without a reload, told that the founder sees their reads.
    await expect(reader.page.getByText(SECRET)).toBeVisible();
    await expect(reader.page.getByText(t('protection.sharedWithYou'))).toBeVisible();
    await reader.page.screenshot({ path: `${SHOTS}/${lang}-5-stranger-reads-details.png`, fullPage: true });
    expect(await pageWidth(reader.page)).toBeLessThanOrEqual(390);

    // The founder's panel lists the approval, the read, and the signed versions.
    await owner.page.goto(`/idea/${idea.id}#access-requests`);
    const panel = owner.page.locator('#access-requests');
    // The request's status badge (in English the status filter above the list reads the same word).
    await expect(panel.getByText(t('access.status.approved'), { exact: true }).last()).toBeVisible();
    await panel.getByRole('tab', { name: t('access.log') }).click();
    await expect(panel.getByText(stranger.username)).toBeVisible();
    await owner.page.screenshot({ path: `${SHOTS}/${lang}-6-founder-access-log.png`, fullPage: true });
    await panel.getByRole('tab', { name: t('access.proof') }).click();
    await expect(panel.getByText(t('access.version').replace('{{version}}', '1'))).toBeVisible();
    await owner.page.screenshot({ path: `${SHOTS}/${lang}-7-founder-proofs.png`, fullPage: true });
    expect(await pageWidth(owner.page)).toBeLessThanOrEqual(390);

    // The proof tab sends a phone user to the checking page, not to a command line.
    await expect(panel.getByRole('link', { name: t('access.verifyLink') })).toBeVisible();

    // The reader sees that the idea is registered, and checks the proof in the browser.
    await reader.page.goto(`/idea/${idea.id}`);
    const notice = reader.page.getByTestId('proof-notice');
    await expect(notice).toContainText(t('proofCheck.registeredVerified').split('{{date}}')[0]!.trim());
    await notice.getByRole('link', { name: t('proofCheck.checkLink') }).click();
    await expect(reader.page).toHaveURL(new RegExp(`/verify-proof\\?idea=${idea.id}`));
    await reader.page.getByRole('button', { name: t('proofCheck.checkThisIdea') }).click();
    const verdict = reader.page.getByTestId('proof-verdict');
    await expect(verdict).toContainText(t('proofCheck.valid'));
    await expect(verdict).toContainText(t('proofCheck.recordOk'));
    await reader.page.screenshot({ path: `${SHOTS}/${lang}-8-reader-checks-proof.png`, fullPage: true });
    expect(await pageWidth(reader.page)).toBeLessThanOrEqual(390);

    await owner.context.close();
    await reader.context.close();
  });
}

test('a certificate downloaded by the owner verifies on the checking page; a changed proof does not', async ({
  page,
  baseURL,
}) => {
  const founder = await registerAccount(baseURL!, 'certified');
  const idea = await apiCall<{ id: string }>(baseURL!, '/api/idea', {
    method: 'POST',
    token: founder.token,
    body: JSON.stringify({
      name: 'Banana fibre bags',
      categoryId: 'environment',
      description: 'Shopping bags woven from banana stem fibre.',
      achievements: ['Sold 50 bags at a fair'],
      detail: 'Soak the fibre for two days.',
    }),
  });
  const certificate = await fetch(`${baseURL}/api/idea/${idea.id}/proof/1/certificate?lang=th`, {
    headers: { authorization: `Bearer ${founder.token}` },
  });
  expect(certificate.status).toBe(200);
  const pdf = Buffer.from(await certificate.arrayBuffer());

  await page.goto('/verify-proof');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('proof-verdict')).toContainText(text('TH', 'proofCheck.valid'));
  await expect(page.getByTestId('proof-verdict')).toContainText('Banana fibre bags');

  // The owner's proof file with one character of the content changed fails, and says why.
  const proof = await apiCall<{ ideaId: string; versions: { content: string }[] }>(
    baseURL!,
    `/api/idea/${idea.id}/proof`,
    { token: founder.token },
  );
  proof.versions[0]!.content = proof.versions[0]!.content.replace('two days', 'ten days');
  await page.getByRole('textbox', { name: literally(text('TH', 'proofCheck.pasteLabel')) }).fill(JSON.stringify(proof));
  await page.getByRole('button', { name: text('TH', 'proofCheck.check'), exact: true }).click();
  await expect(page.getByTestId('proof-verdict')).toContainText(text('TH', 'proofCheck.invalid'));
  await expect(page.getByTestId('proof-verdict')).toContainText(text('TH', 'proofCheck.contentBad'));
});
