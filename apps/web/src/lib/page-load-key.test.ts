import { render } from '@testing-library/react';
import { createElement } from 'react';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyPageLoad } from './page-load-key';

const routes = [{ path: '*', element: null }];

/** The key the router gives the entry it starts on, as on a full page load. */
function startRouter(): string {
  const router = createBrowserRouter(routes);
  const key = router.state.location.key;
  router.dispose();
  return key;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('page load key', () => {
  it('gives each full page load its own history key, so saved scroll positions do not leak between pages', () => {
    window.history.replaceState(null, '', '/idea');
    expect(startRouter()).toBe('default');

    window.history.replaceState(null, '', '/idea');
    keyPageLoad();
    const ideaKey = startRouter();
    expect(ideaKey).not.toBe('default');

    // A new full load of another page (no history state yet).
    window.history.replaceState(null, '', '/');
    keyPageLoad();
    const homeKey = startRouter();
    expect(homeKey).not.toBe('default');
    expect(homeKey).not.toBe(ideaKey);
  });

  it('keeps the key of an entry on reload, so its own position comes back', () => {
    window.history.replaceState(null, '', '/idea');
    keyPageLoad();
    const first = startRouter();
    keyPageLoad();
    expect(startRouter()).toBe(first);
    expect(window.location.pathname).toBe('/idea');
  });

  it('opens a freshly loaded page at the top although another page was left scrolled down', () => {
    // What leaving /idea at y=1500 after its own full load saved.
    window.sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 1500 }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
    keyPageLoad();
    const router = createBrowserRouter([{ path: '*', element: createElement(ScrollRestoration) }]);
    render(createElement(RouterProvider, { router }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1500);
    router.dispose();
  });
});
