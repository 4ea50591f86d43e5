import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { apiCall, loginToken, postIdea, registerAccount } from '../support/api';

type IdeaCard = { id: string; name: string; owner: { id: string } };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function signIn(page: Page, baseURL: string, username = 'somchai') {
  const token = await loginToken(baseURL, username, 'demo1234');
  await page.context().addCookies([{ name: 'accessToken', value: token, url: baseURL }]);
  return token;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['TH', 'EN'] as const) {
    test(`the partner page fits the phone on every tab in ${language}`, async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      await page.addInitScript((value) => localStorage.setItem('language', value), language);
      for (const tab of ['', '?tab=requests', '?tab=search', '?tab=suggested']) {
        await page.goto(`/partner${tab}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'partner.title'));
        await expect(page.getByRole('tab').first()).toBeVisible();
        expect(await pageWidth(page), `/partner${tab} in ${language}`).toBeLessThanOrEqual(390);
      }
    });
  }

  test('the header shows the chat and notification cues without opening the menu', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/idea');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: text('TH', 'nav.chat') })).toBeVisible();
    await expect(banner.getByTestId('notification-bell')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('the idea list shows ideas first; the filters fold behind a button counting the active ones', async ({
    page,
  }) => {
    await page.goto('/idea?categoryId=food&rating=3');
    const toggle = page.getByTestId('idea-filter-toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toContainText('2');
    const filters = page.getByRole('search', { name: text('TH', 'filters.label') });
    await expect(filters).toBeHidden();
    // The first idea card is on the first screen.
    const firstCard = page.locator('a[href^="/idea/"]').first();
    await expect(firstCard).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toBeVisible();
    await filters.getByRole('button', { name: text('TH', 'filters.search') }).click();
    await expect(filters).toBeHidden();
  });

  test('the idea page keeps the owner and Connect partner in a bar stuck to the bottom', async ({ page, baseURL }) => {
    const member = await registerAccount(baseURL!, 'phonebar');
    await page.context().addCookies([{ name: 'accessToken', value: member.token, url: baseURL! }]);
    const { result } = await apiCall<{ result: IdeaCard[] }>(baseURL!, '/api/idea?pageSize=1');
    await page.goto(`/idea/${result[0]!.id}`);
    const bar = page.getByTestId('idea-action-bar');
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('button', { name: text('TH', 'partners.actions.connect') })).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: text('TH', 'ideaDetail.message') })).toBeVisible();
  });
});

test('at desktop width the filters are open and no bottom bar shows', async ({ page, baseURL }) => {
  await page.goto('/idea');
  await expect(page.getByRole('search', { name: text('TH', 'filters.label') })).toBeVisible();
  await expect(page.getByTestId('idea-filter-toggle')).toBeHidden();
  const { result } = await apiCall<{ result: IdeaCard[] }>(baseURL!, '/api/idea?pageSize=1');
  await page.goto(`/idea/${result[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(result[0]!.name);
  await expect(page.getByTestId('idea-action-bar')).toBeHidden();
});

/**
 * Each occurrence of `words` on the page that the browser laid out on more than one line: for every
 * text node holding a word, the line boxes of the word's own characters (Range.getClientRects).
 */
const wordsCutAcrossLines = (page: Page, words: string[]) =>
  page.evaluate((list) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      for (const word of list) {
        for (let at = value.indexOf(word); at >= 0; at = value.indexOf(word, at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) cut.push(`${word} in "${value.slice(Math.max(0, at - 12), at + word.length + 12)}"`);
        }
      }
    }
    return cut;
  }, words);

test.describe('Thai at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never breaks a word inside: the home page, an idea title and a chat message', async ({ page, baseURL }) => {
    // Three pages and two new people: longer than one screen's test.
    test.setTimeout(90_000);
    // Words the browser's own dictionary cuts (พาร์|ท|เนอ|ร์, คอม|มูนิ|ตี้, ราย|ละเอียด, นะ|คะ).
    const words = ['คอมมูนิตี้', 'พาร์ทเนอร์', 'รายละเอียด', 'นะคะ', 'ไอเดีย'];
    await page.goto('/');
    await expect(page.getByText('คอมมูนิตี้', { exact: false }).first()).toBeVisible();
    expect(await wordsCutAcrossLines(page, words)).toEqual([]);

    const owner = await registerAccount(baseURL!, 'thai');
    const title = 'หาพาร์ทเนอร์ทำคาเฟ่คอมมูนิตี้ริมทางรถไฟเก่าพร้อมพาร์ทเนอร์ฝ่ายการตลาดและพาร์ทเนอร์ด้านบัญชี';
    const idea = await postIdea(baseURL!, owner.token, title);
    await page.context().addCookies([{ name: 'accessToken', value: owner.token, url: baseURL! }]);
    await page.goto(`/idea/${idea.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await wordsCutAcrossLines(page, words)).toEqual([]);

    const partner = await registerAccount(baseURL!, 'thaichat');
    const partnerProfile = await apiCall<{ id: string }>(baseURL!, '/api/account/profile', { token: partner.token });
    const message = 'ส่งรายละเอียดเพิ่มเติมให้นะคะ รายละเอียดต้นทุนรายละเอียดเมนูและรายละเอียดพาร์ทเนอร์ในคอมมูนิตี้ ขอบคุณนะคะ';
    const sent = await apiCall<{ chatId: string }>(baseURL!, '/api/chat', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify({ toAccountId: partnerProfile.id, text: message }),
    });
    await page.goto(`/chat?id=${sent.chatId}`);
    await expect(page.getByTestId('chat-message').filter({ hasText: 'ขอบคุณนะคะ' })).toBeVisible();
    expect(await wordsCutAcrossLines(page, words)).toEqual([]);
  });
});
