/**
 * The root of the app's JSX import source: the automatic runtime imports `createElement` from here
 * for an element whose `key` comes after a spread (`<Item {...props} key={id} />`).
 */
import { createElement as reactCreateElement } from 'react';
import { keepWholeInProps } from './keep-whole';

export const createElement = ((
  type: Parameters<typeof reactCreateElement>[0],
  props: object | null,
  ...children: unknown[]
) =>
  children.length
    ? reactCreateElement(
        type,
        props,
        ...(keepWholeInProps(type, { children }) as { children: unknown[] }).children.map((child) => child as never),
      )
    : reactCreateElement(type, keepWholeInProps(type, props))) as typeof reactCreateElement;
