/** The development twin of ./jsx-runtime.ts: React's, with the Thai words of text children kept whole. */
import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { keepWholeInProps } from './keep-whole';

export { Fragment };
export type { JSX } from 'react/jsx-dev-runtime';

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) =>
  reactJsxDEV(type, keepWholeInProps(type, props), key, isStatic, source, self);
