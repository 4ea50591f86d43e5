import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, latestMail, loginToken, registerAccount, verifyAccountEmail } from '../support/api';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, key: string) => page.getByLabel(new RegExp(`^${escape(text('TH', key))}\\s*\\*?$`));

async function dashboardLogin(page: Page, username: string, password: string) {
  await page.goto('/login?isDashboard=true');
  await field(page, 'auth.fields.usernameOrEmail').fill(username);
  await field(page, 'auth.fields.password').fill(password);
  await page.getByRole('button', { name: text('TH', 'auth.login.submit') }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: text('TH', 'dashboard.nav.label') });

/** Opens the audit log from the menu and expects each action, and each note, in it. */
async function expectInAuditLog(page: Page, actions: string[], notes: string[]) {
  await menu(page)
    .getByRole('link', { name: text('TH', 'dashboard.nav.auditLog') })
    .click();
  const log = page.getByRole('table');
  for (const action of actions) {
    await expect(log.getByText(text('TH', `dashboard.audit.actions.${action}`), { exact: true }).first()).toBeVisible();
  }
  for (const note of notes) await expect(log.getByText(note).first()).toBeVisible();
}

test.describe('dashboard', () => {
  test('on a page longer than the window the drawer’s column reaches the bottom, also in a full-page capture', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'accessToken', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }]);
    await page.goto('/dashboard/idea?sortBy=1');
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    const capture = sharp(await page.screenshot({ fullPage: true }));
    const { width, height } = await capture.metadata();
    expect(height).toBeGreaterThan(page.viewportSize()!.height);
    const { data, info } = await capture.raw().toBuffer({ resolveWithObject: true });
    const colourAt = (x: number, y: number) =>
      [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)].join(',');
    // Just inside the drawer's right edge (past its padding), high up and at the very bottom of the page.
    const drawerX = 262;
    expect(width).toBe(1280);
    expect(colourAt(drawerX, height! - 4)).toBe(colourAt(drawerX, 500));
    expect(colourAt(drawerX, height! - 4)).not.toBe(colourAt(700, height! - 4));
  });

  test('a plain user is refused at the dashboard login', async ({ page, baseURL }) => {
    const user = await registerAccount(baseURL!, 'dash');
    await dashboardLogin(page, user.username, user.password);
    await expect(page.getByText(text('TH', 'errors.NO_PERMISSION')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\?isDashboard=true/);
  });

  test('an unverified account invited to the dashboard gets nothing until it accepts the mailed invitation', async ({
    page,
    baseURL,
  }) => {
    const user = await registerAccount(baseURL!, 'dash');
    const adminToken = await loginToken(baseURL!, 'admin', 'admin1234');
    await apiCall(baseURL!, '/api/dashboard/admin', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ email: user.email, role: 2, permissions: ['idea.manage'] }),
    });
    // Holding the address is not enough: the dashboard still refuses the account.
    await dashboardLogin(page, user.username, user.password);
    await expect(page.getByText(text('TH', 'errors.NO_PERMISSION')).first()).toBeVisible();

    // Signed in as a member, the person opens the invitation mailed to them and accepts it.
    await page.goto(`/?accessToken=${user.token}`);
    await expect(page).not.toHaveURL(/accessToken/);
    const mail = await latestMail(user.email, 10_000, /register\?invite=/);
    const link = /https?:\/\/\S+\/register\?invite=\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { name: text('TH', 'invitation.title') })).toBeVisible();
    await page.getByRole('button', { name: text('TH', 'invitation.accept') }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(menu(page).getByRole('link', { name: text('TH', 'dashboard.nav.ideaManagement') })).toBeVisible();
  });

  test('an Admin with only idea.manage sees idea management and no user menu', async ({ page, baseURL }) => {
    const user = await registerAccount(baseURL!, 'dash');
    // An invitation promotes at once only an account whose address is proven.
    await verifyAccountEmail(baseURL!, user.email);
    const adminToken = await loginToken(baseURL!, 'admin', 'admin1234');
    await apiCall(baseURL!, '/api/dashboard/admin', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ email: user.email, role: 2, permissions: ['idea.manage'] }),
    });
    await dashboardLogin(page, user.username, user.password);
    // Every staff member lands on the overview, whatever they may manage.
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await menu(page)
      .getByRole('link', { name: text('TH', 'dashboard.nav.ideaManagement') })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/idea\?sortBy=1/);
    await expect(menu(page).getByRole('link', { name: text('TH', 'dashboard.nav.user'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('table')).toBeVisible();
    // Opening a page it may not use says so there, still signed in, with the way to the overview.
    await page.goto('/dashboard/user');
    await expect(page.getByText(text('TH', 'dashboard.noAccess.title'))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user/);
    await expect(page.getByRole('link', { name: text('TH', 'dashboard.noAccess.back') })).toBeVisible();
  });

  // Two journeys, not one: each stays well inside the test's time when the machine is busy.
  test('the SuperAdmin deactivates a user with a reason and grants a permission, and finds both in the audit log', async ({
    page,
    baseURL,
  }) => {
    const target = await registerAccount(baseURL!, 'dash');
    const helper = await registerAccount(baseURL!, 'dash');
    await verifyAccountEmail(baseURL!, helper.email);
    const adminToken = await loginToken(baseURL!, 'admin', 'admin1234');
    await apiCall(baseURL!, '/api/dashboard/admin', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ email: helper.email, role: 2, permissions: ['idea.manage'] }),
    });

    await dashboardLogin(page, 'admin', 'admin1234');
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await expect(page.getByText(text('TH', 'roles.superAdmin')).first()).toBeVisible();
    await menu(page)
      .getByRole('link', { name: text('TH', 'dashboard.nav.user'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user/);

    // Deactivate a user, with a reason.
    await page.getByRole('searchbox', { name: text('TH', 'dashboard.users.search') }).fill(target.username);
    await page
      .getByRole('cell', { name: new RegExp(escape(target.username)) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user\/[0-9a-f-]{36}/);
    await page.getByRole('button', { name: text('TH', 'dashboard.userDetail.deactivate') }).click();
    const deactivateDialog = page.getByRole('dialog');
    await deactivateDialog
      .getByLabel(new RegExp(escape(text('TH', 'dashboard.userDetail.reason'))))
      .fill('Spam accounts');
    await deactivateDialog.getByRole('button', { name: text('TH', 'dashboard.userDetail.deactivate') }).click();
    const notice = page.getByRole('alert').filter({ hasText: text('TH', 'dashboard.userDetail.deactivatedTitle') });
    await expect(notice).toContainText('Spam accounts');

    // Grant a permission in the matrix.
    await menu(page)
      .getByRole('link', { name: text('TH', 'dashboard.nav.adminPermission') })
      .click();
    const grant = page.getByRole('checkbox', {
      name: `${text('TH', 'dashboard.permissions.items.userManage.title')}: ${helper.username}`,
    });
    await expect(grant).not.toBeChecked();
    // The box turns on once the matrix query in flight (refreshed by the deactivation) is cancelled
    // and the change is applied, a moment after the click rather than during it, so check() is not used.
    await grant.click();
    await expect(grant).toBeChecked();

    await expectInAuditLog(page, ['account.deactivate', 'admin.permissions'], ['Spam accounts']);
  });

  test('the SuperAdmin hides an idea with a reason and resolves a report, and finds both in the audit log', async ({
    page,
  }) => {
    await dashboardLogin(page, 'admin', 'admin1234');
    await expect(page).toHaveURL(/\/dashboard\/overview/);

    // Hide an idea.
    await menu(page)
      .getByRole('link', { name: text('TH', 'dashboard.nav.ideaManagement') })
      .click();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/idea\/[0-9a-f-]{36}/);
    await page.getByRole('button', { name: text('TH', 'dashboard.ideaDetail.hide'), exact: true }).click();
    // The owner is told why: a reason is chosen first.
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: new RegExp(`^${text('TH', 'dashboard.moderation.reason')}`) })
      .click();
    await page.getByRole('option', { name: text('TH', 'dashboard.reports.reasons.spam') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('TH', 'dashboard.ideaDetail.hide') })
      .click();
    await expect(page.getByText(text('TH', 'dashboard.ideaDetail.hiddenNotice'))).toBeVisible();

    // Resolve a report from the queue (the demo data holds open ones).
    await menu(page)
      .getByRole('link', { name: text('TH', 'dashboard.nav.reports') })
      .click();
    await expect(page.getByText(text('TH', 'dashboard.reports.autoHide').replace('{{count}}', '3'))).toBeVisible();
    const resolveButtons = page.getByRole('button', { name: text('TH', 'dashboard.reports.resolve') });
    await expect(resolveButtons.first()).toBeVisible();
    const before = await resolveButtons.count();
    expect(before).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: text('TH', 'dashboard.reports.resolve') })
      .first()
      .click();
    const decision = page.getByRole('dialog');
    await decision.getByRole('radio', { name: text('TH', 'dashboard.reports.actions.hide') }).check();
    await decision.getByLabel(text('TH', 'dashboard.reports.dialog.note')).fill('Confirmed spam');
    await decision.getByRole('button', { name: text('TH', 'dashboard.reports.resolve') }).click();
    await expect(page.getByRole('button', { name: text('TH', 'dashboard.reports.resolve') })).toHaveCount(before - 1);

    await expectInAuditLog(page, ['idea.hide', 'report.resolve'], ['Confirmed spam']);
  });

  test('an English browser signs in to an English dashboard, which opens on the overview', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${baseURL}/login?isDashboard=true`);
    // The sign-in already speaks English, and nothing offers a language on top of it.
    await page.getByLabel(new RegExp(`^${escape(text('EN', 'auth.fields.usernameOrEmail'))}`)).fill('admin');
    await page.getByLabel(new RegExp(`^${escape(text('EN', 'auth.fields.password'))}`)).fill('admin1234');
    await page.getByRole('button', { name: text('EN', 'auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    const nav = page.getByRole('navigation', { name: text('EN', 'dashboard.nav.label') });
    await expect(nav.getByRole('link', { name: text('EN', 'dashboard.nav.overview') })).toBeVisible();
    await context.close();
  });
});
