/**
 * The app's JSX runtime (vite.config.ts sets it as the JSX import source): React's own, with the
 * Thai words of the product's vocabulary in text children kept whole (./keep-whole.ts).
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { keepWholeInProps } from './keep-whole';

export { Fragment };
export type { JSX } from 'react/jsx-runtime';

export const jsx: typeof reactJsx = (type, props, key) => reactJsx(type, keepWholeInProps(type, props), key);
export const jsxs: typeof reactJsxs = (type, props, key) => reactJsxs(type, keepWholeInProps(type, props), key);
