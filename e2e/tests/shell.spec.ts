import { expect, test } from '../support/test';
import { text } from '../support/locales';

test.describe('home and language', () => {
  test('home is in Thai by default with the product sections and demo ideas', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('TH', 'home.hero.headline'));
    await expect(page.getByRole('heading', { name: text('TH', 'home.about.title') })).toBeVisible();
    for (const block of ['share', 'connect', 'discuss']) {
      await expect(page.getByRole('heading', { name: text('TH', `home.about.${block}.title`) })).toBeVisible();
    }
    await expect(page.getByText('คาเฟ่แมวสำหรับคนทำงาน').first()).toBeVisible();
    await expect(page.getByRole('link', { name: text('TH', 'nav.loginRegister') })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the EN/TH toggle switches the language and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: text('TH', 'language.switch') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('EN', 'home.hero.headline'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('EN');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('EN', 'home.hero.headline'));
    await expect(page.getByRole('heading', { name: text('EN', 'home.about.title') })).toBeVisible();
  });

  test('dark mode is on when the address has ?dark', async ({ page }) => {
    await page.goto('/?dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the compact menu opens a full-screen menu with Home and Idea', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: text('TH', 'nav.openMenu') });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: text('TH', 'nav.home'), exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: text('TH', 'nav.idea'), exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: text('TH', 'nav.partner'), exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: text('TH', 'nav.idea'), exact: true }).click();
    await expect(page).toHaveURL(/\/idea/);
  });
});

test.describe('session from the address and guarded pages', () => {
  test('a visitor opening /profile is sent to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: text('TH', 'auth.login.title'), exact: true })).toBeVisible();
  });

  test('the dashboard login is the login page with the dashboard flag', async ({ page }) => {
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/login\?isDashboard=true/);
    await expect(page.getByRole('heading', { name: text('TH', 'auth.login.dashboardTitle') })).toBeVisible();
  });

  test('an accessToken in the address becomes the session cookie and leaves the address', async ({ page, context }) => {
    const token = process.env.E2E_USER_TOKEN!;
    await page.goto(`/?accessToken=${encodeURIComponent(token)}&x=1`);
    await expect(page).toHaveURL(/\/\?x=1$/, { timeout: 5000 });
    const cookie = (await context.cookies()).find((c) => c.name === 'accessToken');
    expect(cookie?.value).toBe(token);
    // Logged in now: the account menu replaces the login button, and member pages open.
    await expect(page.getByRole('button', { name: text('TH', 'profileMenu.open') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('TH', 'nav.loginRegister') })).toHaveCount(0);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('an accessToken link into a browser signed in as someone else', () => {
  test('leaves the address at once and asks which account to use; staying keeps the session', async ({
    page,
    context,
    baseURL,
  }) => {
    const mine = process.env.E2E_ADMIN_TOKEN!;
    await context.addCookies([{ name: 'accessToken', value: mine, url: baseURL! }]);
    await page.goto(`/idea?accessToken=${encodeURIComponent(process.env.E2E_USER_TOKEN!)}&sortBy=2`);
    await expect(page).toHaveURL(/\/idea\?sortBy=2$/);
    const dialog = page.getByRole('dialog', { name: text('TH', 'handover.title') });
    await expect(dialog).toContainText('@somchai');
    await expect(dialog).toContainText('@admin');
    // The focus starts on staying; Enter answers it.
    await expect(dialog.getByRole('button', { name: /@admin/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'accessToken')?.value).toBe(mine);
  });
});

test.describe('dashboard shell', () => {
  test('an admin sees the drawer with the role label and menus; a member is sent to the dashboard login', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'accessToken', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }]);
    await page.goto('/dashboard/user');
    await expect(page.getByText(text('TH', 'roles.superAdmin')).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: text('TH', 'dashboard.nav.label') });
    await expect(menu.getByRole('link', { name: text('TH', 'dashboard.nav.user'), exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: text('TH', 'dashboard.nav.admin'), exact: true })).toBeVisible();
    await menu.getByRole('link', { name: text('TH', 'dashboard.nav.ideaManagement') }).click();
    await page.goto('/dashboard/idea?sortBy=1');
    await expect(page).toHaveURL(/\/dashboard\/idea\?sortBy=1/);

    await context.clearCookies();
    await context.addCookies([{ name: 'accessToken', value: process.env.E2E_USER_TOKEN!, url: baseURL! }]);
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL(/\/login\?isDashboard=true/);
  });
});
