import { BREAKPOINTS } from '@ideamatch/shared/constants';
import { createTheme, rem } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

const em = (px: number): string => `${px / 16}em`;

/** Indigo-violet brand colour of the logo. */
const brand: MantineColorsTuple = [
  '#f0eeff',
  '#dedaff',
  '#bab2fd',
  '#9487fa',
  '#7463f7',
  '#604ef5',
  '#5543f0',
  '#4535da',
  '#3c2fc4',
  '#3026ad',
];

/** Noto Sans Thai (self-hosted, Thai glyphs only) first, then system fonts that render Thai well. */
const FONT_STACK =
  '"Noto Sans Thai", "Noto Sans Thai UI", "Sarabun", "Leelawadee UI", "Thonburi", "Tahoma", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  // Filled buttons, badges and icons pick black or white text by their background's lightness.
  autoContrast: true,
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get menus, dialogs and drawers without transitions.
  respectReducedMotion: true,
  // The product's layout breakpoints (BREAKPOINTS in @ideamatch/shared), in em as Mantine expects.
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    s300: em(BREAKPOINTS.s300),
    s400: em(BREAKPOINTS.s400),
    s500: em(BREAKPOINTS.s500),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
    xxl: em(BREAKPOINTS.xxl),
  },
  other: { headerHeight: rem(64) },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

/**
 * Mantine's environment: under Vitest, where jsdom lays nothing out, its test mode turns off
 * transitions, portals and the hiding of a dropdown whose target measures 0×0 (which would otherwise
 * hide every menu once floating-ui has placed it). The build replaces MODE, so this is 'default' there.
 */
export const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

/**
 * MantineProvider settings that keep its styles out of the page's body, where a `<style>` element is
 * not valid HTML: the theme's CSS variables and global classes come from styles/mantine-theme.css
 * (a stylesheet in the head), and responsive style props (`p={{ base, sm }}`) render as React's
 * hoisted styles, which React puts in the head in the browser and once at the top of a page rendered
 * on the server.
 */
export const STYLES_IN_HEAD = {
  withCssVariables: false,
  withGlobalClasses: false,
  deduplicateInlineStyles: true,
} as const;
