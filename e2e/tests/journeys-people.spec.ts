import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, loginToken, postIdea, registerAccount } from '../support/api';

type IdeaCard = { id: string; name: string; owner: { id: string; username: string } };
type SubAccountEntry = { subAccountId: string; account: { username: string; firstName: string | null } };

/** A field by its whole label (Mantine appends " *" to required ones). */
const whole = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

const useToken = (page: Page, baseURL: string, token: string) =>
  page.context().addCookies([{ name: 'accessToken', value: token, url: baseURL }]);

test('profiles list ideas by person: mine with hidden ones marked, another person’s public ones, owner names link there', async ({
  page,
  baseURL,
}) => {
  const member = await registerAccount(baseURL!, 'ideas');
  await useToken(page, baseURL!, member.token);
  await page.goto('/profile');
  const mine = page.getByTestId('person-ideas');
  await expect(mine.getByText(text('TH', 'profile.noIdeasMine'))).toBeVisible();
  await expect(mine.getByRole('link', { name: text('TH', 'home.hero.postIdea') })).toBeVisible();

  const shown = await postIdea(baseURL!, member.token, `Soy milk ${member.username}`);
  const hidden = await postIdea(baseURL!, member.token, `Hidden plan ${member.username}`);
  await apiCall(baseURL!, `/api/idea/${hidden.id}/hide`, {
    method: 'PATCH',
    token: member.token,
    body: JSON.stringify({ isHidden: true }),
  });
  await page.reload();
  await expect(mine.getByRole('link', { name: new RegExp(shown.name) })).toBeVisible();
  const hiddenCard = mine.getByRole('link', { name: new RegExp(hidden.name) });
  await expect(hiddenCard).toBeVisible();
  await expect(hiddenCard.getByText(text('TH', 'profile.hiddenIdea'))).toBeVisible();

  // Someone else sees only the public idea, reached from the owner's name on the idea page.
  const viewer = await registerAccount(baseURL!, 'viewer');
  await page.context().clearCookies();
  await useToken(page, baseURL!, viewer.token);
  await page.goto(`/idea/${shown.id}`);
  // The owner's name (the first link of the owner card) opens their profile.
  await page
    .getByRole('region', { name: text('TH', 'ideaDetail.owner') })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\?accountId=/);
  const theirs = page.getByTestId('person-ideas');
  await expect(theirs.getByRole('link', { name: new RegExp(shown.name) })).toBeVisible();
  await expect(theirs.getByRole('link', { name: new RegExp(hidden.name) })).toHaveCount(0);
});

test('a sub-account shares an idea in its chat and the card opens the idea', async ({ browser, baseURL }) => {
  const somchai = await loginToken(baseURL!, 'somchai', 'demo1234');
  const subs = await apiCall<SubAccountEntry[]>(baseURL!, '/api/account/sub-accounts', { token: somchai });
  const persona = subs.find((entry) => entry.account.username !== 'somchai.team') ?? subs[0]!;
  const { accessToken } = await apiCall<{ accessToken: string }>(baseURL!, '/api/authentication/sub-account/login', {
    method: 'POST',
    token: somchai,
    body: JSON.stringify({ subAccountId: persona.subAccountId }),
  });
  const malee = await loginToken(baseURL!, 'malee', 'demo1234');
  const maleeProfile = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: malee });
  const context = await browser.newContext({ baseURL: baseURL! });
  await context.addCookies([{ name: 'accessToken', value: accessToken, url: baseURL! }]);
  const page = await context.newPage();
  await page.goto(`/chat?to=${maleeProfile.id}`);
  await page.getByRole('button', { name: text('TH', 'chat.shareIdea') }).click();
  const dialog = page.getByRole('dialog', { name: text('TH', 'chat.shareIdeaTitle') });
  const first = dialog.locator('button[aria-label]').first();
  await expect(first).toBeVisible();
  await first.click();
  const card = page.getByTestId('chat-message').locator('a[href^="/idea/"]').last();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text('TH', 'ideaDetail.title'));
  await context.close();
});

test('requests waiting for me: the Requests tab counts them and opens first; Accept is not cut', async ({
  page,
  baseURL,
}) => {
  const asker = await registerAccount(baseURL!, 'asker');
  const me = await registerAccount(baseURL!, 'asked');
  const myProfile = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: me.token });
  await apiCall(baseURL!, '/api/partner/request', {
    method: 'POST',
    token: asker.token,
    body: JSON.stringify({ accountId: myProfile.id }),
  });
  await useToken(page, baseURL!, me.token);
  await page.goto('/partner');
  const requestsTab = page.getByRole('tab', { name: new RegExp(text('TH', 'partner.tabs.requests')) });
  await expect(requestsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('requests-count')).toHaveText('1');
  const accept = page.getByRole('button', { name: text('TH', 'partners.actions.accept') });
  await expect(accept).toBeVisible();
  const label = accept.locator('.mantine-Button-label');
  expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await accept.click();
  await expect(page.getByTestId('requests-count')).toHaveCount(0);
});

test('a visitor on an idea page meets no failing call and is invited to sign in to connect', async ({
  page,
  baseURL,
}) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      failures.push(`${response.status()} ${response.url()}`);
  });
  const { result } = await apiCall<{ result: IdeaCard[] }>(baseURL!, '/api/idea?pageSize=1');
  await page.goto(`/idea/${result[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(result[0]!.name);
  const signIn = page
    .getByRole('region', { name: text('TH', 'ideaDetail.owner') })
    .getByRole('link', { name: text('TH', 'ideaDetail.signInToConnect') });
  await expect(signIn).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
  await signIn.click();
  // The sign-in page knows where to come back to.
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fidea%2F${result[0]!.id}$`));
});

test('a member adds, renames, gives an avatar to and removes a sub-account from the profile', async ({
  page,
  baseURL,
}) => {
  const member = await registerAccount(baseURL!, 'owner');
  await useToken(page, baseURL!, member.token);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: text('TH', 'subAccounts.title') });
  await section.getByRole('button', { name: text('TH', 'subAccounts.manage') }).click();
  await section.getByRole('button', { name: text('TH', 'subAccounts.add') }).click();
  const username = `${member.username.replace('.', '-')}-shop`;
  await section.getByLabel(whole(text('TH', 'subAccounts.username'))).fill(username);
  await section.getByLabel(whole(text('TH', 'subAccounts.firstName'))).fill('Shop');
  const avatar = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#12b886' } })
    .png()
    .toBuffer();
  await section.locator('input[type=file]').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: avatar });
  await section.getByRole('button', { name: text('TH', 'subAccounts.save') }).click();
  // A new persona acts in the member's name: the password is asked first.
  const confirm = page.getByRole('dialog', { name: text('TH', 'settings.reauth.title') });
  await confirm.getByLabel(text('TH', 'settings.reauth.password')).fill(member.password);
  await confirm.getByRole('button', { name: text('TH', 'settings.reauth.confirm') }).click();
  await expect(section.getByTestId('sub-account-row')).toHaveCount(1);
  await expect(section.getByText(`@${username}`)).toBeVisible();
  type Entry = { subAccountId: string; account: { firstName: string; profileImageUrl: string | null } };
  let saved = await apiCall<Entry[]>(baseURL!, '/api/account/sub-accounts', { token: member.token });
  expect(saved).toHaveLength(1);
  expect(saved[0]!.account.profileImageUrl).toBeTruthy();

  await section.getByRole('button', { name: text('TH', 'subAccounts.manage') }).click();
  await section.getByLabel(whole(text('TH', 'subAccounts.firstName'))).fill('Shop Two');
  await section.getByRole('button', { name: text('TH', 'subAccounts.save') }).click();
  await expect(section.getByText('Shop Two')).toBeVisible();
  saved = await apiCall<Entry[]>(baseURL!, '/api/account/sub-accounts', { token: member.token });
  expect(saved[0]!.account.firstName).toBe('Shop Two');

  await section.getByRole('button', { name: text('TH', 'subAccounts.manage') }).click();
  await section
    .getByRole('button', { name: new RegExp(text('TH', 'subAccounts.remove').replace('{{name}}', '')) })
    .click();
  await section.getByRole('button', { name: text('TH', 'subAccounts.save') }).click();
  await expect(section.getByTestId('sub-account-row')).toHaveCount(0);
  // The row leaves the list as soon as it is marked; the server's answer may come a moment later.
  await expect.poll(() => apiCall<Entry[]>(baseURL!, '/api/account/sub-accounts', { token: member.token })).toEqual([]);
});
