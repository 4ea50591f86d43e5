// The one place Mantine's ThemeIcon is used (eslint.config.js sends the rest here).
// eslint-disable-next-line no-restricted-imports
import { ThemeIcon as MantineThemeIcon } from '@mantine/core';
import type { ThemeIconProps } from '@mantine/core';

/**
 * Mantine's ThemeIcon without the `color` and `radius` attributes it leaves on its element (not
 * valid HTML): both reach only its CSS variables.
 */
export function ThemeIcon({ color, radius, ...props }: ThemeIconProps & { 'aria-hidden'?: boolean }) {
  return (
    <MantineThemeIcon
      {...props}
      vars={(theme, resolved) => MantineThemeIcon.varsResolver(theme, { ...resolved, color, radius }, {})}
    />
  );
}
