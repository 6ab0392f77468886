import type { ReactNode } from 'react';
import { errorScreensMessages } from '@contracts/messages/error-screens';
import { appConfig } from '@config/app-config';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { ErrorScreen } from '../../components/errors/error-screen';

const text = errorScreensMessages;

/**
 * App level ('Algo deu errado'): wraps everything, router included, so its ways out are plain page
 * loads rather than router navigation. Three retries, then only reload or the dashboard.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      maxRetries={appConfig.errorRetries.app}
      fallback={({ error, retry, retriesLeft }) => (
        <ErrorScreen
          title={text.appTitle}
          description={text.appDescription}
          retriesLeft={retriesLeft}
          onRetry={retry}
          actions={[
            { label: text.reload, onClick: () => window.location.reload() },
            { label: text.goToDashboard, onClick: () => window.location.assign('/dashboard') },
          ]}
          error={error}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
