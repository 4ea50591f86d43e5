import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';

const FILE = join(import.meta.dirname, 'mantine-theme.css');

const HEADER = `/*
 * The theme's CSS variables and Mantine's responsive visibility classes, as MantineProvider would
 * render them in <style> elements inside the page's body (not valid HTML there). The providers turn
 * those off and this stylesheet, loaded in the head, carries them. Written by
 * mantine-theme.test.tsx from app/theme.ts: after changing the theme, run
 * \`UPDATE_THEME_CSS=1 npx vitest run src/styles/mantine-theme.test.tsx\` in apps/web.
 */
`;

/** What MantineProvider renders for the app's theme: its CSS variables, then its global classes. */
function expectedCss(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <span />
    </MantineProvider>,
  );
  const rules = [...markup.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([^<]*)<\/style>/g)].map(
    (match) => match[1]!.replaceAll('&quot;', '"'),
  );
  // A page shown without script and no scheme chosen has no data-mantine-color-scheme on <html>: it
  // takes the light scheme's variables (without them, white buttons and badges draw as blank pills).
  const css = rules
    .join('\n')
    .replace(
      ':root[data-mantine-color-scheme="light"],',
      ':root[data-mantine-color-scheme="light"], :root:not([data-mantine-color-scheme]),',
    );
  return `${HEADER}${css}\n`;
}

describe('mantine-theme.css', () => {
  it('holds the variables and classes MantineProvider renders for the theme', () => {
    const expected = expectedCss();
    if (process.env.UPDATE_THEME_CSS) writeFileSync(FILE, expected);
    expect(expected).toContain('--mantine-color-brand-6');
    expect(readFileSync(FILE, 'utf8')).toBe(expected);
  });
});
