import { flushSync } from 'react-dom';

/**
 * What `<RouterProvider flushSync>` calls for a navigation that asks for it (`{ flushSync: true }`):
 * the new location is committed at once instead of as a transition. The logout uses it so the
 * page's guard sees "logged out" together with the missing token.
 */
export const routerFlushSync = (update: () => unknown): undefined => {
  flushSync(update);
};
