import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, loginToken, registerAccount } from '../support/api';

/** A signed-in page (a demo username, or a session token) in its own browser context: own cookies and socket. */
async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: string | { token: string },
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ baseURL, viewport });
  const token = typeof who === 'string' ? await loginToken(baseURL, who, 'demo1234') : who.token;
  await context.addCookies([{ name: 'accessToken', value: token, url: baseURL }]);
  return { context, page: await context.newPage(), token };
}

/** Holds a finger on `target` (touch pointer events, as a phone sends them) until `opens` shows, then lifts it. */
async function longPress(target: Locator, opens: Locator) {
  const box = (await target.boundingBox())!;
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, isPrimary: true };
  await target.dispatchEvent('pointerdown', { ...at, pointerType: 'touch', button: 0 });
  await expect(opens).toBeVisible();
  await target.dispatchEvent('pointerup', { ...at, pointerType: 'touch', button: 0 });
}

const chatIcon = (page: Page) => page.getByRole('link', { name: text('TH', 'nav.chat') }).first();
const composer = (page: Page) => page.getByRole('textbox', { name: text('TH', 'chat.composerPlaceholder') });

test('A messages B from an idea page; B sees the badge rise, replies while A sees typing; both see "seen"', async ({
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const b = await signedInPage(browser, baseURL!, { token: (await registerAccount(baseURL!, 'owner')).token });
  const idea = await apiCall<{ id: string }>(baseURL!, '/api/idea', {
    method: 'POST',
    token: b.token,
    body: JSON.stringify({
      name: `ร้านขนมไทย ${tag}`,
      categoryId: 'food',
      description: 'ขนมไทยโบราณส่งตรงถึงออฟฟิศ',
      achievements: ['ขายหมดทุกวันเสาร์'],
      detail: 'ทำสดทุกเช้า',
      ideaAttachments: [],
    }),
  });
  const a = await signedInPage(browser, baseURL!, 'anan');

  await b.page.goto('/idea');
  await expect(chatIcon(b.page)).toBeVisible();
  const badgeBefore = (await chatIcon(b.page).innerText()).trim();

  // A opens B's idea and presses "message" on the owner card.
  await a.page.goto(`/idea/${idea.id}`);
  await a.page.getByRole('link', { name: text('TH', 'ideaDetail.message') }).click();
  await expect(a.page).toHaveURL(/\/chat\?to=/);
  await expect(a.page.getByText(text('TH', 'chat.newConversationBody'))).toBeVisible();
  // The new conversation names the idea it starts from before anything is sent.
  await expect(
    a.page.getByRole('link', { name: text('TH', 'chat.aboutIdea').replace('{{name}}', `ร้านขนมไทย ${tag}`) }),
  ).toBeVisible();
  const first = `สวัสดีครับ สนใจร้านขนม ${tag} https://example.com/${tag}`;
  await composer(a.page).fill(first);
  await composer(a.page).press('Enter');
  await expect(a.page).toHaveURL(/\/chat\?id=[0-9a-f-]{36}/);
  await expect(a.page.getByTestId('chat-message').filter({ hasText: tag })).toBeVisible();
  await expect(a.page.getByRole('link', { name: `https://example.com/${tag}` })).toHaveAttribute('target', '_blank');

  // B's badge rises without a reload.
  await expect(chatIcon(b.page)).not.toHaveText(badgeBefore);
  await expect(chatIcon(b.page)).toContainText('1');

  // B opens the chat from the header; the conversation about the idea is first.
  await chatIcon(b.page).click();
  await b.page.getByTestId('chat-row').first().click();
  await expect(b.page.getByTestId('chat-message').filter({ hasText: tag })).toBeVisible();
  await expect(b.page.getByText(`ร้านขนมไทย ${tag}`).first()).toBeVisible();

  // A sees "seen" once B has the chat open.
  await expect(a.page.getByTestId('chat-seen')).toBeVisible();

  // B types: A sees the typing indicator, then the reply; Shift+Enter makes a new line.
  await composer(b.page).pressSequentially('ยินดีค่ะ', { delay: 30 });
  await expect(a.page.getByTestId('chat-typing')).toBeVisible();
  await composer(b.page).press('Shift+Enter');
  await composer(b.page).pressSequentially('<b>นัดคุยได้เลย</b>');
  await composer(b.page).press('Enter');
  const reply = a.page.getByTestId('chat-message').filter({ hasText: '<b>นัดคุยได้เลย</b>' });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('ยินดีค่ะ');
  await expect(a.page.getByTestId('chat-typing')).toBeHidden();
  await expect(b.page.getByTestId('chat-seen')).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('phone width: /chat/mobile shows the list, then one conversation with a back button', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL!, 'somchai', { width: 390, height: 844 });
  await page.goto('/chat/mobile');
  const rows = page.getByTestId('chat-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().click();
  await expect(page.getByTestId('chat-title')).toBeVisible();
  await expect(page.getByTestId('chat-row')).toHaveCount(0);
  await expect(composer(page)).toBeVisible();
  await page.getByRole('button', { name: text('TH', 'chat.back') }).click();
  await expect(rows.first()).toBeVisible();

  // The same single pane at any width under 768 px on /chat.
  await page.goto('/chat');
  await expect(rows.first()).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await context.close();
});

test('an account without chats sees the empty state with a find-idea link', async ({ browser, baseURL }) => {
  const somchaiToken = await loginToken(baseURL!, 'somchai', 'demo1234');
  const subs = await apiCall<{ subAccountId: string; account: { username: string } }[]>(
    baseURL!,
    '/api/account/sub-accounts',
    {
      token: somchaiToken,
    },
  );
  const team = subs.find((s) => s.account.username === 'somchai.team')!;
  const { accessToken } = await apiCall<{ accessToken: string }>(baseURL!, '/api/authentication/sub-account/login', {
    method: 'POST',
    token: somchaiToken,
    body: JSON.stringify({ subAccountId: team.subAccountId }),
  });
  const context = await browser.newContext({ baseURL: baseURL! });
  await context.addCookies([{ name: 'accessToken', value: accessToken, url: baseURL! }]);
  const page = await context.newPage();
  // A sub-account session is kept on /chat.
  await page.goto('/idea');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(text('TH', 'messages.noChatMessages'))).toBeVisible();
  await expect(page.getByRole('link', { name: text('TH', 'chat.findIdea') })).toBeVisible();
  await context.close();
});

test('phone width: A edits a message, B reacts, A unsends it; each change is live on the other phone', async ({
  browser,
  baseURL,
}) => {
  // Two phones, four changes each seen live on the other: longer than one screen's test.
  test.setTimeout(90_000);
  const phone = { width: 390, height: 844 };
  const tag = Math.random().toString(36).slice(2, 7);
  const aAccount = await registerAccount(baseURL!, 'editor');
  const bAccount = await registerAccount(baseURL!, 'reactor');
  const bProfile = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: bAccount.token });
  const sent = await apiCall<{ chatId: string }>(baseURL!, '/api/chat', {
    method: 'POST',
    token: aAccount.token,
    body: JSON.stringify({ toAccountId: bProfile.id, text: `พิมพ์ผิด ${tag}` }),
  });
  const a = await signedInPage(browser, baseURL!, { token: aAccount.token }, phone);
  const b = await signedInPage(browser, baseURL!, { token: bAccount.token }, phone);
  await a.page.goto(`/chat?id=${sent.chatId}`);
  await b.page.goto(`/chat?id=${sent.chatId}`);
  const onA = a.page.getByTestId('chat-message').filter({ hasText: tag });
  const onB = b.page.getByTestId('chat-message').filter({ hasText: tag });
  await expect(onB).toBeVisible();

  // A edits: the "⋯" button is always shown at phone width.
  await onA.getByRole('button', { name: text('TH', 'chatActions.actions') }).click();
  await a.page.getByRole('button', { name: text('TH', 'chatActions.edit'), exact: true }).click();
  const editor = a.page.getByRole('textbox', { name: text('TH', 'chatActions.editLabel') });
  await editor.fill(`แก้แล้ว ${tag}`);
  await editor.press('Enter');
  await expect(onB).toContainText(`แก้แล้ว ${tag}`);
  await expect(onB.getByTestId('chat-edited')).toBeVisible();

  // B reacts after holding a finger on the message (a long press opens its actions); A sees the count.
  const heart = b.page.getByRole('button', { name: text('TH', 'chatActions.reactWith').replace('{{emoji}}', '❤️') });
  await longPress(onB.getByText(`แก้แล้ว ${tag}`), heart);
  await heart.click();
  await expect(onA.getByTestId('chat-reactions')).toContainText('❤️ 1');

  // Every target a finger taps in the chat is at least 44 × 44 px.
  for (const target of [
    onA.getByRole('button', { name: text('TH', 'chatActions.actions') }),
    onA.getByRole('button', { name: new RegExp('❤️') }),
    a.page.getByRole('button', { name: text('TH', 'chat.back'), exact: true }),
    a.page.getByRole('button', { name: text('TH', 'chatMenu.open'), exact: true }),
    a.page.getByRole('button', { name: text('TH', 'chat.attachImage'), exact: true }),
    a.page.getByRole('button', { name: text('TH', 'chatFiles.attach'), exact: true }),
    a.page.getByRole('button', { name: text('TH', 'chat.shareIdea'), exact: true }),
    a.page.getByRole('button', { name: text('TH', 'chat.send'), exact: true }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height), String(target)).toBeGreaterThanOrEqual(44);
  }

  // A unsends after confirming, with answers that cannot be confused; both see "message removed".
  await onA.getByRole('button', { name: text('TH', 'chatActions.actions') }).click();
  await a.page.getByRole('button', { name: text('TH', 'chatActions.unsend'), exact: true }).click();
  const unsendDialog = a.page.getByRole('dialog', { name: text('TH', 'chatActions.unsendTitle') });
  await expect(unsendDialog.getByRole('button', { name: 'ไม่ยกเลิก', exact: true })).toBeVisible();
  await unsendDialog.getByRole('button', { name: 'ยกเลิกการส่งข้อความ', exact: true }).click();
  const removedOnB = b.page.getByTestId('chat-message').filter({ hasText: text('TH', 'chatActions.removed') });
  await expect(removedOnB).toBeVisible();
  await expect(b.page.getByText(`แก้แล้ว ${tag}`)).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});

test('phone width: a toast for a message elsewhere opens the chat; B replies with a quote, A sends a PDF, then blocks B', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = { width: 390, height: 844 };
  const tag = Math.random().toString(36).slice(2, 7);
  const aAccount = await registerAccount(baseURL!, 'sender');
  const bAccount = await registerAccount(baseURL!, 'replier');
  const bProfile = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: bAccount.token });
  const sent = await apiCall<{ chatId: string }>(baseURL!, '/api/chat', {
    method: 'POST',
    token: aAccount.token,
    body: JSON.stringify({ toAccountId: bProfile.id, text: `เริ่มคุย ${tag}` }),
  });
  const a = await signedInPage(browser, baseURL!, { token: aAccount.token }, phone);
  const b = await signedInPage(browser, baseURL!, { token: bAccount.token }, phone);
  await a.page.goto(`/chat?id=${sent.chatId}`);
  await b.page.goto('/idea');
  await expect(chatIcon(b.page)).toBeVisible();

  // A writes while B is elsewhere: B gets a toast that opens the chat.
  await composer(a.page).fill(`ส่งเมนูให้ไหม ${tag}`);
  await composer(a.page).press('Enter');
  const toast = b.page.getByTestId('chat-toast');
  await expect(toast).toContainText(`ส่งเมนูให้ไหม ${tag}`);
  await expect(b.page).toHaveTitle(/^\(1\) /);
  await toast.click();
  await expect(b.page).toHaveURL(new RegExp(`/chat\\?id=${sent.chatId}`));
  const question = b.page.getByTestId('chat-message').filter({ hasText: `ส่งเมนูให้ไหม ${tag}` });
  await expect(question).toBeVisible();

  // B replies to it: the reply carries a quote of the question on A's phone.
  await question.getByRole('button', { name: text('TH', 'chatActions.actions') }).click();
  await b.page.getByRole('button', { name: text('TH', 'chatReply.reply'), exact: true }).click();
  await expect(b.page.getByTestId('chat-reply-bar')).toContainText(`ส่งเมนูให้ไหม ${tag}`);
  await composer(b.page).fill(`ส่งเลยค่ะ ${tag}`);
  await composer(b.page).press('Enter');
  const replyOnA = a.page.getByTestId('chat-message').filter({ hasText: `ส่งเลยค่ะ ${tag}` });
  await expect(replyOnA.getByTestId('chat-quote')).toContainText(`ส่งเมนูให้ไหม ${tag}`);

  // A picks a photo, then a PDF: both wait in the composer, and both reach B's phone.
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#228be6' } })
    .png()
    .toBuffer();
  await a.page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: photo });
  await a.page.getByTestId('chat-file-input').setInputFiles({
    name: `menu-${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% menu\n%%EOF\n'),
  });
  await expect(a.page.getByRole('group', { name: text('TH', 'chatFiles.attachmentPreview') })).toContainText(
    `menu-${tag}.pdf`,
  );
  await expect(a.page.getByTestId('chat-image-preview')).toBeVisible();
  await composer(a.page).press('Enter');
  const fileOnB = b.page.getByTestId('chat-file').filter({ hasText: `menu-${tag}.pdf` });
  await expect(fileOnB).toBeVisible();
  await expect(b.page.getByRole('button', { name: text('TH', 'chat.openImage') }).last()).toBeVisible();
  await expect(
    fileOnB.getByRole('link', { name: text('TH', 'chatFiles.download').replace('{{name}}', `menu-${tag}.pdf`) }),
  ).toHaveAttribute('href', /\/api\/chat\/file\//);

  // A blocks B from the chat's menu: the composer then says so and offers unblock.
  await a.page.getByRole('button', { name: text('TH', 'chatMenu.open') }).click();
  await a.page.getByRole('menuitem', { name: text('TH', 'partners.actions.block') }).click();
  await a.page
    .getByRole('dialog', { name: text('TH', 'partners.confirm.blockTitle') })
    .getByRole('button', { name: text('TH', 'partners.actions.block') })
    .click();
  await expect(a.page.getByTestId('chat-blocked-by-me')).toBeVisible();
  await expect(composer(a.page)).toBeDisabled();
  await a.context.close();
  await b.context.close();
});
