import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { latestMail } from '../support/api';

/** A form field by its whole label (Mantine appends " *" to required ones). */
const field = (page: Page, key: string) =>
  page.getByLabel(new RegExp(`^${text('TH', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

test.describe('email verification', () => {
  test('register, read the mailed link, open it and see the address confirmed', async ({ page }) => {
    const username = `verify.${Math.random().toString(36).slice(2, 8)}`;
    const email = `${username}@example.test`;
    await page.goto('/register');
    await field(page, 'auth.fields.firstName').fill('Nok');
    await field(page, 'auth.fields.email').fill(email);
    await field(page, 'auth.fields.username').fill(username);
    await field(page, 'auth.fields.password').fill('secret-123');
    await field(page, 'auth.fields.confirmPassword').fill('secret-123');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: text('TH', 'auth.register.submit') }).click();
    await expect(page).toHaveURL(/\/$/);

    // Signed in but not verified yet: the banner asks for the mailed link.
    await expect(page.getByText(text('TH', 'verifyEmail.bannerTitle'))).toBeVisible();

    // The mail is sent in the background; read it once it has landed.
    const mail = await latestMail(email);
    // Greeted by the first name given, not the username.
    expect(mail.text).toContain('สวัสดีคุณ Nok');
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { name: text('TH', 'verifyEmail.doneTitle') })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('link', { name: text('TH', 'verifyEmail.goHome') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: text('TH', 'profileMenu.open') })).toBeVisible();
    await expect(page.getByText(text('TH', 'verifyEmail.bannerTitle'))).toHaveCount(0);

    // Opened again (a second click, a mail scanner first), it says the address is already confirmed.
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { name: text('TH', 'verifyEmail.alreadyTitle') })).toBeVisible();
    await expect(page.getByText(text('TH', 'errors.EMAIL_VERIFY_TOKEN_INVALID'))).toHaveCount(0);
  });
});
