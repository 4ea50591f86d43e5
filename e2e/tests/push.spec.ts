import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { registerAccount } from '../support/api';

/** A fresh person signed in, in a context of their own (own service worker, permissions and cookies). */
async function signedIn(browser: Browser, baseURL: string) {
  const person = await registerAccount(baseURL, 'push');
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'accessToken', value: person.token, url: baseURL }]);
  return { person, context, page: await context.newPage() };
}

const controlled = (page: Page) =>
  expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

/** Counts `Notification.requestPermission` calls (the real one still runs). */
const countPermissionRequests = (context: BrowserContext) =>
  context.addInitScript(() => {
    const request = Notification.requestPermission.bind(Notification);
    (window as unknown as { permissionRequests: number }).permissionRequests = 0;
    Notification.requestPermission = (...args) => {
      (window as unknown as { permissionRequests: number }).permissionRequests += 1;
      return request(...args);
    };
  });
const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

const subscriptionCall = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/push/subscription') && response.request().method() === method,
  );

test.describe('installable app and web push', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the service worker registers, controls the page, shows pushes grouped by tag, and opens the shell offline', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedIn(browser, baseURL!);
    await page.goto('/');
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL ?? null)),
      )
      .toMatch(/\/sw\.js$/);
    await controlled(page);
    const manifest = await page.request.get('/manifest.webmanifest');
    const icons = ((await manifest.json()) as { icons: { sizes: string; purpose: string }[] }).icons;
    expect(icons.map((icon) => `${icon.sizes}:${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
    );
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);

    // A push as the browser's push service would hand it to the worker (DevTools protocol): two
    // about one chat share a tag, so one notification shows, the newer one.
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    for (const body of ['first', 'second']) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: registrations[0]!.registrationId,
        data: JSON.stringify({ title: 'Somchai', body, link: '/chat?id=abc', tag: 'chat:abc' }),
      });
    }
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
          })),
        ),
      )
      .toEqual([{ title: 'Somchai', body: 'second', tag: 'chat:abc', data: { link: '/chat?id=abc' } }]);
    // A click on it (dispatched in the worker as the browser would) opens its screen in this tab.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventClass = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/chat\?id=abc$/);

    // Reload so the shell and the page's hashed files are cached; offline, a navigation gets the
    // cached shell. No API reply is ever cached.
    await page.reload();
    await expect(page.locator('#root')).not.toBeEmpty();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    await context.setOffline(true);
    await page.goto('/idea');
    await expect(page.locator('#root')).not.toBeEmpty();
    await context.close();
  });

  test('a new version of the worker waits until the person clicks Reload, then takes over', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedIn(browser, baseURL!);
    await page.goto('/');
    await controlled(page);
    // Deploy a new worker: the server serves apps/web/dist as it is on disk (the precompressed
    // copies are moved aside so the new file is the one sent).
    const worker = join(import.meta.dirname, '../../apps/web/dist/sw.js');
    const original = readFileSync(worker);
    const copies = ['.br', '.gz'].map((ext) => `${worker}${ext}`).filter((path) => existsSync(path));
    try {
      for (const path of copies) renameSync(path, `${path}.aside`);
      writeFileSync(worker, `${original.toString()}\n// e2e: a new version ${Date.now()}\n`);
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
        return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
      });
      const reload = page.getByRole('button', { name: text('TH', 'push.app.reload') });
      await expect(page.getByText(text('TH', 'push.app.updateReady'))).toBeVisible();
      // Waiting, not yet in control: the page is still the one loaded before.
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
      ).toBe(true);
      // Reload reloads the page: a check that runs while the old page goes away reads it as not yet new.
      await reload.click();
      const isOldPage = () =>
        page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true);
      await expect.poll(isOldPage).toBe(false);
      await controlled(page);
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker
            .getRegistration()
            .then((r) => ({ waiting: Boolean(r?.waiting), active: r?.active?.state })),
        ),
      ).toEqual({ waiting: false, active: 'activated' });
    } finally {
      writeFileSync(worker, original);
      for (const path of copies) renameSync(`${path}.aside`, path);
      await context.close();
    }
  });

  test('notification permission is asked only after "Turn on notifications" is clicked', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedIn(browser, baseURL!);
    await countPermissionRequests(context);
    await page.goto('/');
    await controlled(page);
    await page.reload();
    // The bell's popover offers it gently; that leads to Settings, asking nothing yet.
    await page.getByTestId('notification-bell').click();
    await page
      .getByTestId('push-offer')
      .getByRole('link', { name: text('TH', 'push.offer.action') })
      .click();
    await expect(page).toHaveURL(/\/settings\?tab=notifications$/);
    const turnOn = page.getByRole('button', { name: text('TH', 'push.device.turnOn') });
    await expect(turnOn).toBeVisible();
    expect(await permissionRequests(page)).toBe(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    await context.grantPermissions(['notifications'], { origin: baseURL! });
    // Chromium's push service is Google's (FCM): a browser context of a test run cannot register
    // with it (an incognito-like context is refused, and this machine has no network), so the
    // subscription fails here and the card says why (not a generic error) and what to do. Where the
    // browser can subscribe, it is stored.
    const outcome = Promise.race([
      subscriptionCall(page, 'POST').then((response) => `stored ${response.status()}`),
      page
        .getByTestId('push-failure')
        .waitFor()
        .then(() => 'browser could not subscribe'),
    ]);
    await turnOn.click();
    expect(await permissionRequests(page)).toBe(1);
    const result = await outcome;
    expect(['stored 200', 'browser could not subscribe']).toContain(result);
    if (result === 'browser could not subscribe') {
      await expect(page.getByTestId('push-failure')).toContainText(text('TH', 'push.failure.pushService.title'));
      await expect(page.getByText(text('TH', 'common.errorTitle'))).toHaveCount(0);
    }
    await context.close();
  });

  test('a subscription made on "Turn on notifications" is stored by the server; "Turn off" deletes it', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedIn(browser, baseURL!);
    // The browser's push service replaced by a stand-in (see the test above): it answers
    // `subscribe` as Chromium does, with a public https endpoint and the device's keys, and
    // records the key it was asked to use. The app, the worker and the server are the real ones.
    await context.addInitScript(() => {
      let current: PushSubscription | null = null;
      const state = window as unknown as { subscribedWithKey: string | null };
      state.subscribedWithKey = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options) => {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        state.subscribedWithKey = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        const endpoint = `https://93.184.216.34/push/e2e-${Math.random().toString(36).slice(2)}`;
        current = {
          endpoint,
          options: { applicationServerKey: options!.applicationServerKey, userVisibleOnly: true },
          toJSON: () => ({
            endpoint,
            keys: {
              p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
              auth: 'tBHItJI5svbpez7KI4CCXg',
            },
          }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
    });
    await page.goto('/settings?tab=notifications');
    await controlled(page);
    await page.reload();
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const stored = subscriptionCall(page, 'POST');
    await page.getByRole('button', { name: text('TH', 'push.device.turnOn') }).click();
    const reply = await stored;
    expect(reply.status()).toBe(200);
    expect(((await reply.json()) as { data: unknown }).data).toEqual({ isSubscribed: true });
    const serverKey = ((await (await page.request.get('/api/push/key')).json()) as { data: { publicKey: string } }).data
      .publicKey;
    expect(await page.evaluate(() => (window as unknown as { subscribedWithKey: string }).subscribedWithKey)).toBe(
      serverKey,
    );
    await expect(page.getByTestId('push-state')).toHaveText(text('TH', 'push.device.on'));

    const removed = subscriptionCall(page, 'DELETE');
    await page.getByRole('button', { name: text('TH', 'push.device.turnOff') }).click();
    expect((await removed).status()).toBe(200);
    await expect(page.getByRole('button', { name: text('TH', 'push.device.turnOn') })).toBeVisible();
    await context.close();
  });
});
