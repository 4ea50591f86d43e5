import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { latestMail, loginToken, registerAccount } from '../support/api';

const unique = () => Math.random().toString(36).slice(2, 8);
/** A form field by its whole label (Mantine appends " *" to required ones), so "Password" never matches "Confirm password". */
const field = (page: Page, key: string) =>
  page.getByLabel(new RegExp(`^${text('TH', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

test.describe('accounts', () => {
  test('register, log out with the dialog, and log in again', async ({ page }) => {
    // A long journey: name fields, a taken username with its suggestions, the consent, logout, login.
    test.slow();
    const username = `e2e.${unique()}`;
    const password = 'secret-123';
    await page.goto('/register');
    await field(page, 'auth.fields.firstName').fill('นก');
    await field(page, 'auth.fields.lastName').fill('ศรีสุข');
    await field(page, 'auth.fields.email').fill(`${username}@example.test`);
    // The demo's somchai has this username: the form says so under the field and offers free ones.
    await field(page, 'auth.fields.username').fill('somchai');
    await field(page, 'auth.fields.password').fill(password);
    await expect(page.getByText(text('TH', 'fieldErrors.USERNAME_TAKEN'))).toBeVisible();
    const suggestions = page.getByRole('group', { name: text('TH', 'auth.register.suggestionsLabel') });
    await expect(suggestions.getByRole('button')).not.toHaveCount(0);
    await field(page, 'auth.fields.username').fill(username);
    await field(page, 'auth.fields.confirmPassword').fill(password);
    // Tapping the consent's words ticks it; the terms open only from their own link.
    await page.getByText(text('TH', 'auth.register.accept'), { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: text('TH', 'auth.register.accept') })).toBeChecked();
    await page.getByRole('button', { name: text('TH', 'auth.register.submit') }).click();

    await expect(page).toHaveURL(/\/$/);
    // A new member is welcomed with first steps; this journey leaves them for later.
    const welcome = page.getByRole('dialog', { name: text('TH', 'auth.welcome.title') });
    await expect(welcome.getByRole('link', { name: new RegExp(text('TH', 'auth.welcome.idea')) })).toBeVisible();
    await welcome.getByRole('button', { name: text('TH', 'auth.welcome.later') }).click();
    await expect(welcome).toHaveCount(0);
    const accountMenu = page.getByRole('button', { name: text('TH', 'profileMenu.open') });
    await expect(accountMenu).toBeVisible();

    await accountMenu.click();
    // The menu names the person by the name given, the username beside it.
    await expect(page.getByText('นก ศรีสุข')).toBeVisible();
    await page.getByRole('button', { name: text('TH', 'profileMenu.logout') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text('TH', 'logout.confirm'))).toBeVisible();
    await dialog.getByRole('button', { name: text('TH', 'common.ok') }).click();
    await expect(page.getByText(text('TH', 'logout.doneBody'))).toBeVisible();
    await page.getByRole('button', { name: text('TH', 'logout.finish') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: text('TH', 'nav.loginRegister') })).toBeVisible();

    await page.goto('/login');
    await field(page, 'auth.fields.usernameOrEmail').fill(username);
    await field(page, 'auth.fields.password').fill(password);
    await page.getByRole('button', { name: text('TH', 'auth.login.submit') }).click();
    await expect(page.getByRole('button', { name: text('TH', 'profileMenu.open') })).toBeVisible();
  });

  test('a wrong password says so without saying which part was wrong', async ({ page }) => {
    await page.goto('/login');
    await field(page, 'auth.fields.usernameOrEmail').fill('somchai');
    await field(page, 'auth.fields.password').fill('not-the-password');
    await page.getByRole('button', { name: text('TH', 'auth.login.submit') }).click();
    await expect(page.getByText(text('TH', 'messages.invalidCredentials')).first()).toBeVisible();
  });

  test('register errors follow the language toggle', async ({ page }) => {
    await page.goto('/register');
    await field(page, 'auth.fields.email').fill('not-an-email');
    await field(page, 'auth.fields.password').fill('123');
    await page.getByRole('button', { name: text('TH', 'auth.register.submit') }).click();
    await expect(page.getByText(text('TH', 'fieldErrors.EMAIL_INVALID'))).toBeVisible();
    await expect(page.getByText(text('TH', 'fieldErrors.TERMS_REQUIRED'))).toBeVisible();

    await page.getByRole('button', { name: text('TH', 'language.switch') }).click();
    await expect(page.getByText(text('EN', 'fieldErrors.EMAIL_INVALID'))).toBeVisible();
    await expect(page.getByText(text('EN', 'fieldErrors.TERMS_REQUIRED'))).toBeVisible();
    await expect(page.getByText(text('TH', 'fieldErrors.EMAIL_INVALID'))).toHaveCount(0);
  });

  test('edit the profile with a new avatar', async ({ page, context, baseURL }) => {
    const token = await loginToken(baseURL!, 'malee', 'demo1234');
    await context.addCookies([{ name: 'accessToken', value: token, url: baseURL! }]);
    await page.goto('/profile');
    await page.getByRole('button', { name: text('TH', 'profile.edit.open') }).click();
    const miniBio = field(page, 'profile.fields.miniBio');
    await miniBio.fill('Growth marketer looking for a tech co-founder');
    const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e64980' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: text('TH', 'profile.edit.changeAvatar') }).click();
    await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: avatar });
    await page.getByRole('button', { name: text('TH', 'profile.edit.save') }).click();
    await expect(page.getByText(text('TH', 'profile.edit.saved'))).toBeVisible();
    await expect(page.getByText('Growth marketer looking for a tech co-founder').first()).toBeVisible();

    await page.reload();
    await expect(page.getByText('Growth marketer looking for a tech co-founder').first()).toBeVisible();
    const avatarSources = await page
      .locator('img[src*="/files/account/"]')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(avatarSources.some((src) => !src.includes('avatar-demo'))).toBe(true);
  });

  test('forgot and reset the password through the mailed link (server log without SMTP)', async ({ page, baseURL }) => {
    // A fresh person: other specs log in as the demo people with their demo password.
    const person = await registerAccount(baseURL!, 'reset');
    await page.goto('/forgot-password');
    await field(page, 'auth.fields.email').fill(person.email);
    await page.getByRole('button', { name: text('TH', 'auth.forgot.submit') }).click();
    await expect(page.getByRole('heading', { name: text('TH', 'auth.sent.title') })).toBeVisible();

    const mail = await latestMail(person.email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await field(page, 'auth.fields.newPassword').fill('fresh-pass-9');
    await field(page, 'auth.fields.confirmNewPassword').fill('fresh-pass-9');
    await page.getByRole('button', { name: text('TH', 'auth.reset.submit') }).click();
    await expect(page.getByText(text('TH', 'auth.reset.doneTitle'))).toBeVisible();

    expect(await loginToken(baseURL!, person.username, 'fresh-pass-9')).toMatch(/.{20,}/);
  });
});
