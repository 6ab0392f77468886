import { createTheme } from '@mui/material/styles';
import { appConfig } from '@config/app-config';

/** The one theme of the product. Breakpoint md = 768 px, the spec's mobile breakpoint. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d5c' },
    secondary: { main: '#9a5a0e' },
    background: { default: '#f5f7fa' },
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
  },
});
