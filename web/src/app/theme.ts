import { createTheme, type Theme } from '@mui/material/styles';

let theme: Theme | undefined;

/**
 * The one theme of the product. Breakpoint md = 768 px, the spec's mobile breakpoint. Created on the
 * first render rather than when the module loads: creating it takes a few milliseconds that would
 * otherwise lengthen the single task in which the browser evaluates the app's modules.
 */
export function appTheme(): Theme {
  theme ??= createTheme({
    palette: {
      primary: { main: '#0b3d5c' },
      secondary: { main: '#9a5a0e' },
      background: { default: '#f5f7fa' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 10 },
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
    },
  });
  return theme;
}
