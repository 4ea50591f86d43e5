import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { authenticatorCode } from '../../apps/server/src/test/totp';
import { readZip } from '../../apps/server/src/test/zip';
import { latestMail, registerAccount } from '../support/api';

/** A form field by its whole label (Mantine appends " *" to required ones). */
const field = (page: Page, key: string) =>
  page.getByLabel(new RegExp(`^${text('TH', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The code an authenticator app shows for `secret` now (or `offsetSteps` 30 s steps later). */
const totp = (secret: string, offsetSteps = 0) => authenticatorCode(secret, Date.now() + offsetSteps * 30_000);

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await field(page, 'auth.fields.usernameOrEmail').fill(username);
  await field(page, 'auth.fields.password').fill(password);
  await page.getByRole('button', { name: text('TH', 'auth.login.submit') }).click();
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: text('TH', 'profileMenu.open') }).click();
  await page.getByRole('link', { name: text('TH', 'settings.menu') }).click();
  await expect(page).toHaveURL(/\/settings$/);
}

test.describe('account center', () => {
  // Each test signs in and walks several screens; the shared test machine can be slow.
  test.describe.configure({ timeout: 120_000 });

  test('turn two-factor on, sign out, and sign in again with a code', async ({ page, baseURL }) => {
    const person = await registerAccount(baseURL!, 'e2e2fa');
    await signIn(page, person.username, person.password);
    await openSettings(page);
    await page.getByRole('tab', { name: text('TH', 'settings.tabs.security') }).click();
    await page.getByRole('button', { name: text('TH', 'settings.twoFactor.start') }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await expect(page.getByRole('img', { name: text('TH', 'settings.twoFactor.qrAlt') })).toBeVisible();
    await page.getByLabel(text('TH', 'settings.twoFactor.code')).fill(totp(secret));
    // Turning it on needs the password too, in the same step: a stolen session alone cannot.
    await page.getByLabel(text('TH', 'settings.reauth.password')).fill(person.password);
    await page.getByRole('button', { name: text('TH', 'settings.twoFactor.enable'), exact: true }).click();
    await expect(page.getByTestId('recovery-codes').locator('code')).toHaveCount(10);

    await page.getByRole('button', { name: text('TH', 'profileMenu.open') }).click();
    await page
      .getByRole('dialog', { name: text('TH', 'profileMenu.open') })
      .getByRole('button', { name: text('TH', 'profileMenu.logout') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('TH', 'common.ok') })
      .click();
    await page.getByRole('button', { name: text('TH', 'logout.finish') }).click();

    await signIn(page, person.username, person.password);
    await expect(page.getByText(text('TH', 'twoFactorLogin.title'))).toBeVisible();
    // The code of the next step: the current one was used to turn two-factor on.
    await page.getByLabel(text('TH', 'twoFactorLogin.code')).fill(totp(secret, 1));
    await page.getByRole('button', { name: text('TH', 'twoFactorLogin.submit') }).click();
    await expect(page.getByRole('button', { name: text('TH', 'profileMenu.open') })).toBeVisible();
  });

  test('export my data and open the zip', async ({ page, baseURL }) => {
    const person = await registerAccount(baseURL!, 'e2eexport');
    await signIn(page, person.username, person.password);
    await openSettings(page);
    await page.getByRole('tab', { name: text('TH', 'settings.tabs.privacy') }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('TH', 'settings.export.submit') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ideamatch-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await readZip(readFileSync((await file.path())!));
    expect([...files.keys()]).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'chats.json']));
    expect(JSON.parse(files.get('account.json')!.toString())).toMatchObject({
      username: person.username,
      email: person.email,
    });
  });

  test('delete the account; signing in again fails', async ({ page, baseURL }) => {
    const person = await registerAccount(baseURL!, 'e2edelete');
    await signIn(page, person.username, person.password);
    await openSettings(page);
    await page.getByRole('tab', { name: text('TH', 'settings.tabs.privacy') }).click();
    await page.getByRole('button', { name: text('TH', 'settings.delete.submit') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text('TH', 'settings.reauth.password')).fill('not-my-password');
    await dialog.getByRole('button', { name: text('TH', 'settings.delete.confirm') }).click();
    // A wrong password is refused in the dialog, which keeps it open.
    await expect(dialog.getByText(text('TH', 'errors.CURRENT_PASSWORD_WRONG'))).toBeVisible();
    await dialog.getByLabel(text('TH', 'settings.reauth.password')).fill(person.password);
    await dialog.getByRole('button', { name: text('TH', 'settings.delete.confirm') }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, person.username, person.password);
    await expect(page.getByText(text('TH', 'messages.invalidCredentials')).first()).toBeVisible();
  });

  test('change the email: the address changes once the link mailed to it is opened', async ({ page, baseURL }) => {
    const person = await registerAccount(baseURL!, 'e2email');
    await signIn(page, person.username, person.password);
    await openSettings(page);
    const card = page.getByRole('region', { name: text('TH', 'settings.email.title') });
    const newEmail = `moved.${person.username}@example.test`;
    await card.getByLabel(text('TH', 'settings.email.new')).fill(newEmail);
    await card.getByLabel(text('TH', 'settings.reauth.password')).fill(person.password);
    await card.getByRole('button', { name: text('TH', 'settings.email.submit') }).click();
    await expect(card.getByText(text('TH', 'settings.email.pending').replace('{{email}}', newEmail))).toBeVisible();

    const mail = await latestMail(newEmail);
    const link = new URL(/https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: text('TH', 'verifyEmail.doneTitle') })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    // The old address was told.
    expect((await latestMail(person.email)).text).toContain(newEmail);
    await page.goto('/settings');
    await expect(card.getByText(text('TH', 'settings.email.current').replace('{{email}}', newEmail))).toBeVisible();
  });
});
