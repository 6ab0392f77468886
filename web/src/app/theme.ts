import { createTheme } from '@mui/material/styles';
import { appConfig } from '@config/app-config';

/**
 * The product targets WCAG 2.1 AA: every colour that carries text reaches 4.5:1 with it. The status
 * colours are text on white and on the page background (outlined chips, text buttons) and background
 * under white text (filled chips, contained buttons); theme.test.ts checks the ratios.
 */
const statusColors = {
  error: { main: '#c62828', dark: '#b71c1c' }, // 5.6:1 on white, 5.2:1 on the page background
  warning: { main: '#a35200', dark: '#7a3d00' }, // 5.6:1, 5.2:1
  info: { main: '#0369a1', dark: '#075985' }, // 5.9:1, 5.5:1
  success: { main: '#2e7d32', dark: '#1b5e20' }, // 5.1:1, 4.8:1
};

/**
 * The score bands of spec 9 (red, orange, yellow, light blue, green) as palette colours: the band is the
 * background and `contrastText` the text on it, dark on the light bands and white on the dark ones.
 * A filled `<Chip color="scoreYellow">` uses both.
 */
const scoreBandColors = {
  scoreRed: { main: '#d32f2f', contrastText: '#ffffff' }, // 5.0:1
  scoreOrange: { main: '#ed6c02', contrastText: '#1a1a1a' }, // 5.6:1
  scoreYellow: { main: '#f9a825', contrastText: '#1a1a1a' }, // 8.9:1
  scoreLightBlue: { main: '#29b6f6', contrastText: '#1a1a1a' }, // 7.6:1
  scoreGreen: { main: '#2e7d32', contrastText: '#ffffff' }, // 5.1:1
};

type ScoreBandColors = { [Name in keyof typeof scoreBandColors]: { main: string; contrastText: string } };

declare module '@mui/material/styles' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface Palette extends ScoreBandColors {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface PaletteOptions extends Partial<ScoreBandColors> {}
}

declare module '@mui/material/Chip' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface ChipPropsColorOverrides extends Record<keyof ScoreBandColors, true> {}
}

/** The one theme of the product. Breakpoint md = 768 px, the spec's mobile breakpoint. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d5c' },
    secondary: { main: '#9a5a0e' },
    background: { default: '#f5f7fa' },
    ...statusColors,
    ...scoreBandColors,
    // contrastText of any palette colour MUI derives: white or dark, whichever reaches AA's 4.5:1.
    contrastThreshold: 4.5,
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 10 },
  // The spec's animation time (300 ms) for every MUI transition: menus, dialogs, drawers, collapses.
  transitions: {
    duration: {
      shortest: appConfig.animationMs,
      shorter: appConfig.animationMs,
      short: appConfig.animationMs,
      standard: appConfig.animationMs,
      complex: appConfig.animationMs,
      enteringScreen: appConfig.animationMs,
      leavingScreen: appConfig.animationMs,
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 700 },
    h2: { fontSize: '1.8rem', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // People who ask their system for less motion get none (WCAG 2.3.3): spinners, skeletons, ripples
    // and slides jump to their end state. Kept a hair above 0 so transitionend still fires.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // Every button, tab, menu item, chip link and radio shows the same focus ring when reached by
    // keyboard (WCAG 2.4.7): dark outline with a white halo, visible on light and dark backgrounds.
    // Also by :focus-visible, for the landing page, which is plain HTML without the app's script.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible, &:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
            boxShadow: `0 0 0 2px ${theme.palette.common.white}`,
          },
        }),
      },
    },
    // A disabled field's hint says why it is disabled ('Para alterar seu email…'): keep it readable.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
});
