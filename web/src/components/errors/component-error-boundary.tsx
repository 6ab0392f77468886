import type { ReactNode } from 'react';
import { errorScreensMessages } from '@contracts/messages/error-screens';
import { appConfig } from '@config/app-config';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

const text = errorScreensMessages;

/**
 * Component level: one part of a screen fails, the rest stays usable. One retry, then a reload.
 * `fallback` replaces the standard inline message (the dashboard passes its own screen).
 */
export function ComponentErrorBoundary({
  children,
  resetKey,
  fallback,
}: {
  children: ReactNode;
  resetKey?: unknown;
  fallback?: ReactNode;
}) {
  return (
    <ErrorBoundary
      maxRetries={appConfig.errorRetries.component}
      resetKey={resetKey}
      fallback={({ error, retry, retriesLeft }) =>
        fallback ?? (
          <ErrorScreen
            variant="inline"
            title={text.componentTitle}
            description={text.componentDescription}
            retriesLeft={retriesLeft}
            onRetry={retry}
            actions={[{ label: text.reload, onClick: () => window.location.reload() }]}
            error={error}
          />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
