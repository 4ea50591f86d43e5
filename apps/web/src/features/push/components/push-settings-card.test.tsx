import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { pushApi } from '@ideamatch/shared/api/push';
import { PUSH_KINDS } from '@ideamatch/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { bodiesSentTo, buildProfile, envelope, mockApi, on, renderApp, serve } from '../../../testing/render-app';

const allOn = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])) as Record<string, boolean>;
const publicKey = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString('base64url');
const handlers = () => [
  on('/api/account/profile', envelope(buildProfile())),
  on(
    '/api/account/preferences',
    envelope({ language: 'en', emailOnMessage: true, emailDigest: 'off', isNewsAndPromotion: false }),
  ),
  serve(pushApi.getSettings, envelope({ kinds: allOn })),
  serve(pushApi.updateSettings, envelope({ kinds: { ...allOn, friend: false } })),
  serve(pushApi.key, envelope({ publicKey })),
  serve(pushApi.subscribe, envelope({ isSubscribed: true })),
  serve(pushApi.unsubscribe, envelope({ isSubscribed: false })),
];

/** A browser with a service worker and the Push API; `permission` as Notification reports it. */
function stubPushBrowser(permission: NotificationPermission, { subscribed = false } = {}) {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    unsubscribe: () => Promise<boolean>;
    toJSON: () => unknown;
  } | null = null;
  const subscribe = vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: 'https://push.example.test/device-1',
      options: { applicationServerKey: applicationServerKey.buffer as ArrayBuffer },
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
      toJSON: () => ({ endpoint: 'https://push.example.test/device-1', keys: { p256dh: 'BPk', auth: 'au' } }),
    };
    return subscription;
  });
  if (subscribed) {
    subscription = {
      endpoint: 'https://push.example.test/device-0',
      options: { applicationServerKey: new ArrayBuffer(65) },
      unsubscribe: vi.fn(async () => true),
      toJSON: () => ({ endpoint: 'https://push.example.test/device-0', keys: { p256dh: 'BPk', auth: 'au' } }),
    };
  }
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const requestPermission = vi.fn(async () => {
    notification.permission = 'granted';
    return 'granted' as NotificationPermission;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, requestPermission, notification };
}

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'main-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push settings card', () => {
  it('says when this browser cannot take pushes, and saves a kind switched off', async () => {
    const fetchMock = mockApi(...handlers());
    renderApp('/settings?tab=notifications');
    expect(await screen.findByText(/This browser can't show notifications from IdeaMatch/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Partner requests and new followers' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, pushApi.updateSettings)).toEqual([{ kinds: { friend: false } }]),
    );
  });

  it('asks for permission only after the click, then subscribes with the server key and stores it', async () => {
    const browser = stubPushBrowser('default');
    const fetchMock = mockApi(...handlers());
    renderApp('/settings?tab=notifications');
    const user = userEvent.setup();
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(turnOn);
    expect(await screen.findByText('On for this device')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const key = browser.subscribe.mock.calls[0]![0].applicationServerKey;
    expect(Buffer.from(key).toString('base64url')).toBe(publicKey);
    expect(bodiesSentTo(fetchMock, pushApi.subscribe)).toEqual([
      { endpoint: 'https://push.example.test/device-1', keys: { p256dh: 'BPk', auth: 'au' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, pushApi.unsubscribe)).toEqual([{ endpoint: 'https://push.example.test/device-1' }]);
  });

  it('explains how to unblock when the browser blocks notifications', async () => {
    stubPushBrowser('denied');
    mockApi(...handlers());
    renderApp('/settings?tab=notifications');
    expect(await screen.findByText(/Notifications from IdeaMatch are blocked/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('re-sends on load a subscription this person turned on, never one left by someone else', async () => {
    stubPushBrowser('granted', { subscribed: true });
    localStorage.setItem('ideamatch.push.owner', 'someone-else');
    const fetchMock = mockApi(...handlers());
    const first = renderApp('/settings?tab=notifications');
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, pushApi.subscribe)).toEqual([]);
    first.unmount();

    localStorage.setItem('ideamatch.push.owner', buildProfile().id);
    renderApp('/settings?tab=notifications');
    expect(await screen.findByText('On for this device')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, pushApi.subscribe)).toEqual([
      { endpoint: 'https://push.example.test/device-0', keys: { p256dh: 'BPk', auth: 'au' } },
    ]);
  });

  it('says the prompt was closed without an answer, and how to answer it', async () => {
    const browser = stubPushBrowser('default');
    browser.requestPermission.mockImplementationOnce(async () => 'default');
    mockApi(...handlers());
    renderApp('/settings?tab=notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You haven't allowed notifications yet");
    expect(alert).toHaveTextContent('choose Allow');
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  it('says when the device itself blocks the browser, and where to allow it', async () => {
    const browser = stubPushBrowser('default');
    browser.subscribe.mockImplementationOnce(async () => {
      throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    });
    mockApi(...handlers());
    renderApp('/settings?tab=notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your device blocks this browser's notifications");
    expect(alert).toHaveTextContent('System Settings > Notifications');
  });

  it('says when the browser refuses on the click, with how to unblock it', async () => {
    const browser = stubPushBrowser('default');
    browser.requestPermission.mockImplementationOnce(async () => {
      browser.notification.permission = 'denied';
      return 'denied';
    });
    mockApi(...handlers());
    renderApp('/settings?tab=notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notifications are blocked');
    expect(alert).toHaveTextContent('set Notifications to Allow');
  });

  it('tells a private window apart from an old browser', async () => {
    stubPushBrowser('default');
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready: new Promise(() => undefined) },
    });
    mockApi(...handlers());
    renderApp('/settings?tab=notifications');
    expect(await screen.findByText("This window can't receive notifications")).toBeInTheDocument();
    expect(screen.getByText(/private \(incognito\) window/)).toBeInTheDocument();
  });
});
