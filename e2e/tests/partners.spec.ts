import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, loginToken, registerAccount } from '../support/api';

test('A requests B, B sees the bell dot at once and accepts from the popover, both are partners, A disconnects', async ({
  browser,
  baseURL,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  await contextA.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'pim', 'demo1234'), url: baseURL! },
  ]);
  await contextB.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'anan', 'demo1234'), url: baseURL! },
  ]);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();

  await pageB.goto('/partner');
  const bell = pageB.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  // Acknowledge whatever B already had, so the dot below comes from A's request.
  await bell.click();
  await pageB.keyboard.press('Escape');
  await expect(bell).not.toHaveAttribute('data-has-dot', 'true');

  await pageA.goto('/partner?tab=search');
  await pageA.getByRole('searchbox').fill('Anan');
  const card = pageA.getByTestId('partner-card').filter({ hasText: '@anan' });
  await card.getByRole('button', { name: text('TH', 'partners.actions.connect') }).click();
  const ask = pageA.getByRole('dialog', { name: text('TH', 'partners.requestNote.title') });
  await ask.getByLabel(text('TH', 'partners.requestNote.label')).fill('อยากชวนทำแอปด้วยกัน');
  await ask.getByRole('button', { name: text('TH', 'partners.requestNote.send') }).click();
  // The toast says what the card's button now says too; the toast is the alert.
  await expect(pageA.getByRole('alert').filter({ hasText: text('TH', 'partners.toasts.request') })).toBeVisible();
  await expect(card.getByRole('button', { name: text('TH', 'partners.actions.alreadySent') })).toBeVisible();
  await expect(card.getByRole('button', { name: text('TH', 'partners.actions.cancelRequest') })).toBeVisible();

  // B: the dot appears without a reload (socket push), then accept inline from the popover.
  await expect(bell).toHaveAttribute('data-has-dot', 'true', { timeout: 8000 });
  await bell.click();
  const popover = pageB.getByRole('dialog', { name: text('TH', 'notifications.bell') });
  await expect(popover).toContainText('พิมพ์ชนก');
  await popover
    .getByRole('button', { name: text('TH', 'partners.actions.accept') })
    .first()
    .click();
  await expect(popover.getByText(text('TH', 'notifications.requestState.accepted')).first()).toBeVisible();
  await pageB.keyboard.press('Escape');

  await pageB.goto('/partner');
  await expect(pageB.getByTestId('partner-card').filter({ hasText: '@pim' })).toBeVisible();
  await pageA.goto('/partner');
  const partnerCard = pageA.getByTestId('partner-card').filter({ hasText: '@anan' });
  await expect(partnerCard).toBeVisible();

  // A disconnects, after a confirmation.
  await partnerCard.getByRole('button', { name: text('TH', 'partners.actions.partner') }).click();
  await pageA.getByRole('menuitem', { name: text('TH', 'partners.actions.disconnect') }).click();
  await pageA
    .getByRole('dialog')
    .getByRole('button', { name: text('TH', 'partners.actions.disconnect') })
    .click();
  await expect(partnerCard).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});

test('empty states and suggestion reason lines', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'malee', 'demo1234'), url: baseURL! },
  ]);
  await page.goto('/partner?tab=search');
  await page.getByRole('searchbox').fill('zzz-nobody-zzz');
  await expect(page.getByText(text('TH', 'messages.noPartners'))).toBeVisible();

  await page.goto('/partner?tab=suggested');
  const reason = page.getByTestId('suggestion-reason').first();
  await expect(reason).toBeVisible();
  await expect(reason).not.toHaveText('');
});

test('new partners find each other in the chat list at once, without a reload, and empty tabs say what to do', async ({
  page,
  context,
  baseURL,
}) => {
  const asker = await registerAccount(baseURL!, 'chatask');
  const asked = await registerAccount(baseURL!, 'chatasked');
  const askedProfile = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: asked.token });
  await context.addCookies([{ name: 'accessToken', value: asker.token, url: baseURL! }]);

  // Nothing yet: the partner tab says so and leads to the search, not "could not find".
  await page.goto('/partner?tab=mine');
  await expect(page.getByText(text('TH', 'partners.empty.mineTitle'))).toBeVisible();
  await expect(page.getByText(text('TH', 'messages.noPartners'))).toHaveCount(0);
  await page
    .getByRole('button', { name: text('TH', 'partners.empty.findPartners') })
    .first()
    .click();
  await expect(page).toHaveURL(/tab=search/);

  const { requestId } = await apiCall<{ requestId: string }>(baseURL!, '/api/partner/request', {
    method: 'POST',
    token: asker.token,
    body: JSON.stringify({ accountId: askedProfile.id }),
  });
  await page.goto('/chat');
  await expect(page.getByText(text('TH', 'messages.noChatMessages')).first()).toBeVisible();

  await apiCall(baseURL!, `/api/partner/request/${requestId}/accept`, {
    method: 'POST',
    body: '{}',
    token: asked.token,
  });
  // The partner_update push refreshes the list: the new partner's chat waits there, nothing written yet.
  const row = page.getByTestId('chat-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(asked.username);
  await expect(row).toContainText(text('TH', 'chat.noMessagesYet'));
});

test('people met only as partners sign in with the demo password and answer the requests sent to them', async ({
  page,
  context,
  baseURL,
}) => {
  // dao and krit are found in search and suggestions; each can sign in like any demo member.
  for (const username of ['dao', 'krit']) expect(await loginToken(baseURL!, username, 'demo1234')).toBeTruthy();

  await context.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'nok', 'demo1234'), url: baseURL! },
  ]);
  await page.goto('/partner?tab=requests');
  const request = page.getByTestId('partner-card').filter({ hasText: '@somchai' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: text('TH', 'partners.actions.accept') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('TH', 'partners.toasts.accept') })).toBeVisible();
});
