import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorScreensMessages } from '@contracts/messages/error-screens';
import { appConfig } from '@config/app-config';
import { ErrorBoundary, type ErrorFallbackProps } from './error-boundary';
import { ErrorScreen } from './error-screen';

const text = errorScreensMessages;

/** Diagnostic level ('Erro no Diagnóstico'): two retries, then back to the diagnostics or the dashboard. */
export function DiagnosticErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  return (
    <ErrorBoundary
      maxRetries={appConfig.errorRetries.diagnostic}
      resetKey={resetKey}
      fallback={(props) => <DiagnosticErrorScreen {...props} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function DiagnosticErrorScreen({ error, retry, retriesLeft }: ErrorFallbackProps) {
  const navigate = useNavigate();
  return (
    <ErrorScreen
      title={text.diagnosticTitle}
      description={text.diagnosticDescription}
      retriesLeft={retriesLeft}
      onRetry={retry}
      actions={[
        { label: text.backToDiagnostics, onClick: () => navigate('/diagnostics') },
        { label: text.goToDashboard, onClick: () => navigate('/dashboard') },
      ]}
      error={error}
    />
  );
}
