import type { Page } from '@playwright/test';
import { displayName } from '@ideamatch/shared/format';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { apiCall, loginToken, postIdea, registerAccount } from '../support/api';
import { escapeRe, openBrowserOf, patternOf, prepareContext, textOf, toast, VARIANTS } from '../support/variants';

type Profile = { id: string; username: string; firstName: string | null; lastName: string | null };
type SubAccountEntry = {
  subAccountId: string;
  account: { username: string; firstName: string | null; lastName: string | null };
};

/** A noisy photo (noise does not compress): a few hundred KB, seconds to send at 200 KB/s. Made once. */
let photo: Promise<Buffer> | undefined;
const noisyPhoto = () =>
  (photo ??= sharp({
    create: {
      width: 2600,
      height: 1700,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer());
/** A PNG wider than 2,048 px, which the browser resizes and sends as JPEG. Made once. */
let widePng: Promise<Buffer> | undefined;
const widePhoto = () =>
  (widePng ??= sharp({ create: { width: 2600, height: 1400, channels: 3, background: '#12b886' } })
    .png()
    .toBuffer());

const profileOf = (baseURL: string, token: string) => apiCall<Profile>(baseURL, '/api/account/profile', { token });

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    test.use({ viewport: { width: variant.width, height: variant.height } });
    const t = (key: string, values?: Record<string, string | number>) => textOf(variant.language, key, values);
    /** A form field by its whole label (Mantine appends " *" to required ones). */
    const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRe(label)}\\s*\\*?$`));
    const signIn = async (page: Page, baseURL: string, token?: string) =>
      prepareContext(page.context(), baseURL, variant, token);

    test('an image shows its upload progress on a slow connection and can be cancelled; the idea posts with another', async ({
      page,
      baseURL,
    }) => {
      const member = await registerAccount(baseURL!, 'upload');
      await signIn(page, baseURL!, member.token);
      await page.goto('/idea/new');
      await expect(field(page, t('ideaForm.name'))).toBeVisible();

      // About 200 KB/s up, as on a weak mobile connection.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 40,
        downloadThroughput: 2_000_000,
        uploadThroughput: 200 * 1024,
      });
      const input = page.locator('input[type=file]');
      await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: await noisyPhoto() });
      // Progress (part sent, 1 to 99 %) shows before anything is posted, then the upload is cancelled with its ×.
      const progress = page.getByRole('progressbar', {
        name: patternOf(variant.language, 'ideaForm.uploading', { index: 1 }, { percent: '[1-9]\\d?' }),
      });
      await expect(progress).toBeVisible();
      await page.getByRole('button', { name: t('ideaForm.cancelUpload', { index: 1 }) }).click();
      await expect(progress).toHaveCount(0);
      await expect(page.getByText(t('ideaForm.galleryCount', { count: 0, max: 7 }))).toBeVisible();

      // A PNG wider than 2,048 px: the browser resizes it and sends it as JPEG, so the server keeps a .jpg.
      const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/storage/upload'));
      await input.setInputFiles({ name: 'lotus.png', mimeType: 'image/png', buffer: await widePhoto() });
      const { data } = (await (await uploaded).json()) as { data: { paths: string[] } };
      expect(data.paths[0]).toMatch(/^idea\/[0-9a-f-]{36}\.jpg$/);
      await expect(page.getByRole('progressbar', { name: t('ideaForm.uploaded', { index: 1 }) })).toBeVisible();
      await expect(page.getByText(t('ideaForm.galleryCount', { count: 1, max: 7 }))).toBeVisible();

      const name = `Lotus leaf box ${member.username}`;
      await field(page, t('ideaForm.name')).fill(name);
      await field(page, t('ideaForm.category')).first().click();
      await page.getByRole('option', { name: t('categories.food') }).click();
      await field(page, t('ideaForm.description')).fill('Rice boxes made of lotus leaves');
      await field(page, t('ideaForm.achievementLabel', { index: 1 })).fill('Sold at two markets');
      await page.getByRole('button', { name: t('ideaForm.post') }).click();
      await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    });

    test('the date filter opens its calendar on the first click, in the language’s era', async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      await page.goto('/idea');
      // On a phone the filters fold behind their button, so the list comes first.
      if (variant.isPhone) await page.getByTestId('idea-filter-toggle').click();
      await page.getByRole('button', { name: t('filters.postStartDate') }).click();

      const now = new Date();
      const thai = variant.language === 'TH';
      // Thai counts years in the Buddhist era (25xx), English in the Gregorian (20xx).
      const year = thai ? now.getFullYear() + 543 : now.getFullYear();
      expect(String(year)).toMatch(thai ? /^25\d\d$/ : /^20\d\d$/);
      const header = `${now.toLocaleDateString(thai ? 'th-TH' : 'en-US', { month: 'long' })} ${year}`;
      const calendar = page.getByRole('dialog');
      await expect(calendar.getByRole('button', { name: header, exact: true })).toBeVisible();
      // Each day is named in the same era ("1 พฤศจิกายน 2569"), and the other era's year shows nowhere.
      await expect(calendar.getByRole('button', { name: `1 ${header}`, exact: true })).toHaveCount(1);
      const otherYear = thai ? now.getFullYear() : now.getFullYear() + 543;
      await expect(calendar.getByText(String(otherYear))).toHaveCount(0);
    });

    test('a partner request and its cancelling are confirmed by toasts and reach the other person live', async ({
      page,
      browser,
      baseURL,
    }) => {
      const asker = await registerAccount(baseURL!, 'ask');
      const asked = await registerAccount(baseURL!, 'asked');
      const askedProfile = await profileOf(baseURL!, asked.token);
      const other = await openBrowserOf(browser, baseURL!, variant, asked.token);
      await other.page.goto('/partner?tab=requests');
      await expect(other.page.getByText(t('partners.empty.incomingTitle'))).toBeVisible();

      await signIn(page, baseURL!, asker.token);
      await page.goto(`/profile?accountId=${askedProfile.id}`);
      await page.getByRole('button', { name: t('partners.actions.connect') }).click();
      const ask = page.getByRole('dialog', { name: t('partners.requestNote.title') });
      await ask.getByLabel(t('partners.requestNote.label')).fill('Shall we build the app together?');
      await ask.getByRole('button', { name: t('partners.requestNote.send') }).click();
      await expect(toast(page, t('partners.toasts.request'))).toBeVisible();

      // The request appears in the other person's list without a reload.
      const request = other.page.getByTestId('partner-card').filter({ hasText: `@${asker.username}` });
      await expect(request).toBeVisible();
      await expect(request.getByTestId('request-note')).toContainText('Shall we build the app together?');

      await page.getByRole('button', { name: t('partners.actions.cancelRequest') }).click();
      await expect(toast(page, t('partners.toasts.cancel'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('partners.actions.connect') })).toBeVisible();
      // ...and leaves it live when cancelled.
      await expect(request).toHaveCount(0);
      await expect(other.page.getByText(t('partners.empty.incomingTitle'))).toBeVisible();
      await other.context.close();
    });

    test('a person blocked from a profile is listed in settings and unblocked from there', async ({
      page,
      baseURL,
    }) => {
      const member = await registerAccount(baseURL!, 'blocker');
      const pest = await registerAccount(baseURL!, 'pest');
      const pestProfile = await profileOf(baseURL!, pest.token);
      const pestName = displayName(pestProfile);
      await signIn(page, baseURL!, member.token);
      await page.goto(`/profile?accountId=${pestProfile.id}`);
      await page.getByRole('button', { name: t('partners.actions.more') }).click();
      await page.getByRole('menuitem', { name: t('partners.actions.block') }).click();
      await page
        .getByRole('dialog', { name: t('partners.confirm.blockTitle') })
        .getByRole('button', { name: t('partners.actions.block') })
        .click();
      await expect(toast(page, t('partners.toasts.block'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('partners.actions.unblock') })).toBeVisible();

      await page.goto('/settings');
      await page.getByRole('tab', { name: t('settings.tabs.privacy') }).click();
      const list = page.getByRole('region', { name: t('blocked.title') });
      const row = list.getByTestId('blocked-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(pestName);
      await expect(row).toContainText(`@${pest.username}`);
      await row.getByRole('button', { name: t('blocked.unblockPerson', { name: pestName }) }).click();
      const confirm = page.getByRole('dialog', { name: t('blocked.confirmTitle', { name: pestName }) });
      await expect(confirm.getByText(t('blocked.confirmBody'))).toBeVisible();
      await confirm.getByRole('button', { name: t('partners.actions.unblock') }).click();
      await expect(toast(page, t('partners.toasts.unblock'))).toBeVisible();
      await expect(list.getByText(t('blocked.empty'))).toBeVisible();
      await expect(row).toHaveCount(0);
    });

    test('switching into a sub-account shows whom the person acts as on every page, and one click goes back', async ({
      page,
      baseURL,
    }) => {
      const token = await loginToken(baseURL!, 'somchai', 'demo1234');
      const owner = displayName(await profileOf(baseURL!, token));
      const subs = await apiCall<SubAccountEntry[]>(baseURL!, '/api/account/sub-accounts', { token });
      const persona = displayName(subs[0]!.account);
      await signIn(page, baseURL!, token);
      await page.goto('/');
      await page.getByRole('button', { name: t('profileMenu.open') }).click();
      await page
        .getByRole('button', {
          name: patternOf(variant.language, 'profileMenu.switchTo', { name: persona }, { unread: '\\d+\\+?' }),
        })
        .click();
      await expect(page).toHaveURL(/\/chat/);

      const banner = page.getByRole('region', { name: t('actingAs.region') });
      await expect(banner).toContainText(t('actingAs.label', { name: persona, owner }));
      // A sub-account session stays in the chat, without the member links; the banner follows onto
      // the persona's profile.
      await page.goto('/partner');
      await expect(page).toHaveURL(/\/chat/);
      await expect(page.getByRole('link', { name: t('nav.partner') })).toHaveCount(0);
      await page.getByRole('button', { name: t('profileMenu.open') }).click();
      await page.getByRole('link', { name: t('profileMenu.myProfile') }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(t('actingAs.profileHint'))).toBeVisible();
      await expect(banner).toContainText(t('actingAs.label', { name: persona, owner }));

      // The banner's button goes back to the main account, whose member links return.
      const back = banner.getByRole('button', { name: t('profileMenu.backToMain') });
      expect((await back.boundingBox())!.width).toBeLessThanOrEqual(variant.width);
      await back.click();
      await expect(banner).toHaveCount(0);
      if (variant.isPhone) {
        await page.getByRole('button', { name: t('nav.openMenu'), exact: true }).click();
        await expect(page.getByRole('dialog').getByRole('link', { name: t('nav.partner'), exact: true })).toBeVisible();
      } else {
        await expect(page.getByRole('banner').getByRole('link', { name: t('nav.partner') })).toBeVisible();
      }
    });

    test('a comment and a person are reported with a reason, and the reporter is thanked', async ({
      page,
      baseURL,
    }) => {
      const author = await registerAccount(baseURL!, 'author');
      const reporter = await registerAccount(baseURL!, 'reporter');
      const authorProfile = await profileOf(baseURL!, author.token);
      const idea = await postIdea(baseURL!, author.token, `Soy milk ${author.username}`);
      await apiCall(baseURL!, `/api/idea/${idea.id}/comment`, {
        method: 'POST',
        token: author.token,
        body: JSON.stringify({ text: 'Buy my course at a discount!' }),
      });

      await signIn(page, baseURL!, reporter.token);
      await page.goto(`/idea/${idea.id}`);
      await page.getByRole('button', { name: t('comments.more') }).click();
      await page.getByRole('menuitem', { name: t('report.comment') }).click();
      const commentReport = page.getByRole('dialog', { name: t('report.commentTitle') });
      await expect(commentReport.getByText(t('report.hint'))).toBeVisible();
      const send = commentReport.getByRole('button', { name: t('report.send') });
      await expect(send).toBeDisabled();
      await commentReport.getByRole('radio', { name: t('report.reasons.spam') }).check();
      await send.click();
      await expect(toast(page, t('report.sent'))).toBeVisible();
      await expect(commentReport).toHaveCount(0);

      await page.goto(`/profile?accountId=${authorProfile.id}`);
      await page.getByRole('button', { name: t('report.person') }).click();
      const personReport = page.getByRole('dialog', {
        name: t('report.personTitle', { name: displayName(authorProfile) }),
      });
      // "Something else" needs a text before it is sent.
      await personReport.getByRole('radio', { name: t('report.reasons.other') }).check();
      await personReport.getByRole('button', { name: t('report.send') }).click();
      await expect(personReport.getByText(t('report.detailRequired'))).toBeVisible();
      await personReport.getByRole('textbox', { name: t('report.detail') }).fill('Sells courses in every comment');
      await personReport.getByRole('button', { name: t('report.send') }).click();
      await expect(toast(page, t('report.sent'))).toBeVisible();

      // A second report of the same person says it was already sent.
      await page.getByRole('button', { name: t('report.person') }).click();
      await personReport.getByRole('radio', { name: t('report.reasons.spam') }).check();
      await personReport.getByRole('button', { name: t('report.send') }).click();
      await expect(toast(page, t('errors.PERSON_ALREADY_REPORTED'))).toBeVisible();
    });

    test('the dashboard overview shows totals and charts per day, and a period can be chosen', async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL!, process.env.E2E_ADMIN_TOKEN);
      await page.goto('/dashboard/user');
      // On a phone the drawer opens from the burger.
      if (variant.isPhone) await page.getByRole('button', { name: t('nav.openMenu'), exact: true }).click();
      await page
        .getByRole('navigation', { name: t('dashboard.nav.label') })
        .getByRole('link', { name: t('dashboard.nav.overview') })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/overview/);
      // The demo data: 200 ideas and the people who posted them.
      await expect(page.getByTestId('overview-total-ideas')).not.toHaveText('0');
      await expect(
        page.getByRole('main').getByText(t('dashboard.overview.series.activePeople'), { exact: true }),
      ).toBeVisible();
      await expect(page.locator('.recharts-surface')).toHaveCount(2);
      await page.getByText(t('dashboard.overview.days', { count: 7 }), { exact: true }).click();
      await expect(page).toHaveURL(/days=7/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.width);
    });
  });
}
