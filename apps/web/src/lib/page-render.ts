import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a page rendered on the server knows that the browser reads from itself: the colour scheme
 * the visitor chose (its cookie) and the site's address. Provided only by the server's renderer;
 * in the browser there is no value and the app reads its own cookie and location.
 */
export type ServerPage = { colorScheme: 'light' | 'dark' | null; origin: string };

export const ServerPageContext = createContext<ServerPage | null>(null);

export const useServerPage = (): ServerPage | null => useContext(ServerPageContext);

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render right
 * after (and at once in a page the browser rendered itself). What only the browser can know (its
 * time zone, its word breaker, its address) is shown once it is true, so the first render matches
 * the server's HTML.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** The site's address: the page's own in the browser, the configured public one (the same) on the server. */
export function useOrigin(): string {
  const server = useServerPage();
  return server ? server.origin : window.location.origin;
}
