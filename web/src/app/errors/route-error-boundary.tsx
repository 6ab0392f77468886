import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorScreensMessages } from '@contracts/messages/error-screens';
import { appConfig } from '@config/app-config';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { ErrorScreen, type ErrorAction } from '../../components/errors/error-screen';

const text = errorScreensMessages;
const maxRetries = appConfig.errorRetries.route;

/**
 * 'Erro na página' for a screen that failed to load (its module) or to render: around every route
 * (router.tsx) and inside the layouts, so the sidebar and header stay. Counts its retries itself; after
 * two it offers only back, dashboard and reload; the next navigation starts over.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  // Every navigation (also to the same path, e.g. 'Ir para o painel' from the dashboard) starts over.
  const { key } = useLocation();
  return (
    <ErrorBoundary
      maxRetries={maxRetries}
      resetKey={key}
      fallback={({ error, retry, retriesLeft }) => (
        <RouteErrorScreen
          error={error}
          description={text.routeDescription}
          retriesLeft={retriesLeft}
          retry={retry}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

function RouteErrorScreen({
  error,
  description,
  retriesLeft,
  retry,
}: {
  error: unknown;
  description: string;
  retriesLeft: number | undefined;
  retry: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  // react-router numbers history entries; 'Voltar' only when there is an entry of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const actions: ErrorAction[] = [
    ...(canGoBack ? [{ label: text.back, onClick: () => navigate(-1) }] : []),
    { label: text.goToDashboard, onClick: () => navigate('/dashboard') },
    { label: text.reload, onClick: () => window.location.reload() },
  ];
  return (
    <ErrorScreen
      title={text.routeTitle}
      description={description}
      retriesLeft={retriesLeft}
      onRetry={retry}
      actions={actions}
      error={error}
    />
  );
}
