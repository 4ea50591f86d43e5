import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, loginToken, registerAccount } from '../support/api';

test('the notification screen lists lines with their sentences, and "No notification" when empty', async ({
  page,
  context,
  baseURL,
}) => {
  // somchai has demo notifications: a partner request, grouped comments, a review and a share.
  await context.addCookies([
    { name: 'accessToken', value: await loginToken(baseURL!, 'somchai', 'demo1234'), url: baseURL! },
  ]);
  await page.goto('/notification');
  await expect(page.getByText('มาลี ศรีสุข และอีก 1 คน').first()).toBeVisible();
  await expect(page.getByText(/ให้คะแนน 4/)).toBeVisible();

  // With everything read, the unread filter shows the empty state.
  const token = await loginToken(baseURL!, 'pim', 'demo1234');
  await apiCall(baseURL!, '/api/notification/read', { method: 'PATCH', token, body: '{}' });
  await context.clearCookies();
  await context.addCookies([{ name: 'accessToken', value: token, url: baseURL! }]);
  await page.goto('/notification');
  await page.getByText(text('TH', 'notifications.unread'), { exact: true }).click();
  await expect(page.getByText(text('TH', 'messages.noNotifications'))).toBeVisible();
});

test('new followers reach the person followed as one line, "มีผู้ติดตามคุณ 3 คน"', async ({ page, context, baseURL }) => {
  const star = await registerAccount(baseURL!, 'star');
  const starProfile = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: star.token });
  for (const prefix of ['fan1', 'fan2', 'fan3']) {
    const fan = await registerAccount(baseURL!, prefix);
    await apiCall(baseURL!, `/api/account/${starProfile.id}/follow`, { method: 'PUT', token: fan.token, body: '{}' });
  }
  await context.addCookies([{ name: 'accessToken', value: star.token, url: baseURL! }]);
  await page.goto('/notification');
  await expect(page.getByText('มีผู้ติดตามคุณ 3 คน')).toBeVisible();
});
