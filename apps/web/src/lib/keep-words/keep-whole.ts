import { keepWholeRuns, THAI_LETTER } from '@ideamatch/shared/thai-words';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ReactElement, ReactNode } from 'react';

/** The class of a no-break span (`white-space: nowrap`, in global.css). */
export const KEEP_WHOLE_CLASS = 'keep-whole';

/**
 * Elements whose content must stay plain text (an `<option>` or `<title>` takes no elements), and
 * components that take a string child and break it themselves (ThaiText) or read it as a string
 * (Mantine's Highlight). A component opts out with a static `keepsOwnWords = true`.
 */
const PLAIN_TEXT_HOSTS = new Set(['option', 'title', 'textarea', 'style', 'script', 'noscript', 'template']);
const PLAIN_TEXT_COMPONENTS = new Set(['@mantine/core/Highlight']);

type Described = { displayName?: string; keepsOwnWords?: boolean };

let isOn = true;

/**
 * Turns the keeping on or off for what renders next. Component tests turn it off (vitest.setup.ts):
 * its spans split a text into several text nodes, and Testing Library's text queries read an
 * element's own text nodes only, so "ค้นหาพาร์ทเนอร์" would no longer be found whole. The tests of
 * this module and of ThaiText turn it back on; the end-to-end tests see it as shipped.
 */
export function setKeepWholeWords(on: boolean): void {
  isOn = on;
}

function takesPlainText(type: unknown): boolean {
  if (typeof type === 'string') return PLAIN_TEXT_HOSTS.has(type);
  if ((typeof type !== 'function' && typeof type !== 'object') || type === null) return false;
  const described = type as Described;
  return described.keepsOwnWords === true || PLAIN_TEXT_COMPONENTS.has(described.displayName ?? '');
}

/**
 * The text with each word of the product's keep-whole vocabulary in a no-break span; the text
 * itself when it has none. The content is unchanged (copying, searching and screen readers see
 * the same words); only line breaks inside those words are gone.
 */
export function keepWholeWords(text: string): ReactNode {
  if (!isOn || !THAI_LETTER.test(text)) return text;
  const runs = keepWholeRuns(text);
  if (runs.length === 1 && !runs[0]!.keep) return text;
  // One inline span around the whole text: in a flex container (a Mantine button's label) the text
  // stays one flex item, as a plain string is, so the layout and the accessible name ("ยกเลิกการส่ง
  // ข้อความ" with no space) are those of the string.
  return jsxs('span', {
    children: runs.map((run) =>
      run.keep ? jsx('span', { className: KEEP_WHOLE_CLASS, children: run.text }) : run.text,
    ),
  });
}

function keepChild(child: unknown, index?: number): unknown {
  if (typeof child !== 'string') return child;
  const kept = keepWholeWords(child);
  // In a list of children, a replaced string needs a key like its siblings.
  return kept !== child && index !== undefined ? jsx(Fragment, { children: kept }, `keep-${index}`) : kept;
}

/** Mantine's text props (rendered as content, never as an attribute) beside children. */
const MANTINE_TEXT_PROPS = ['label', 'description'] as const;
const MANTINE_TITLED = new Set(['@mantine/core/Modal', '@mantine/core/Drawer', '@mantine/core/Alert']);

function keepMantineTextProps<P>(type: unknown, props: P): P {
  const name = typeof type === 'object' || typeof type === 'function' ? (type as Described | null)?.displayName : '';
  if (!name?.startsWith('@mantine/')) return props;
  const record = props as Record<string, unknown>;
  let kept: Record<string, unknown> | null = null;
  for (const key of MANTINE_TITLED.has(name) ? [...MANTINE_TEXT_PROPS, 'title'] : MANTINE_TEXT_PROPS) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    const node = keepWholeWords(value);
    if (node !== value) (kept ??= { ...record })[key] = node;
  }
  return (kept ?? props) as P;
}

/**
 * The props of a JSX element with the Thai words of its text children kept whole. Applied by the
 * app's JSX runtime to every element the app's own code creates, so locale texts, people's own
 * text and anything else rendered as a child never break inside such a word.
 */
export function keepWholeInProps<P>(type: unknown, props: P): P {
  if (props === null || typeof props !== 'object' || takesPlainText(type)) return props;
  return keepChildren(keepMantineTextProps(type, props));
}

function keepChildren<P>(props: P): P {
  const { children } = props as { children?: unknown };
  if (typeof children === 'string') {
    const kept = keepWholeWords(children);
    return kept === children ? props : { ...props, children: kept };
  }
  if (Array.isArray(children) && children.some((child) => typeof child === 'string' && THAI_LETTER.test(child))) {
    const kept = children.map((child, index) => keepChild(child, index));
    return kept.every((child, index) => child === children[index]) ? props : { ...props, children: kept };
  }
  return props;
}

export type { ReactElement };
