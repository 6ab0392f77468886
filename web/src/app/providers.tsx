import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { ToastProvider } from '../lib/toast';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { theme } from './theme';

/** What every page needs; the query cache is provided by the routes that use it (`query-layout.tsx`). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </ToastProvider>
    </ThemeProvider>
  );
}
