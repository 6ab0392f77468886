import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { errorScreensMessages } from '@contracts/messages/error-screens';
import { appConfig } from '@config/app-config';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { ErrorScreen, type ErrorAction } from '../../components/errors/error-screen';
import { logCaughtError } from '../../lib/log-history';

const text = errorScreensMessages;
const maxRetries = appConfig.errorRetries.route;

/** Where route retries are counted: the location's state, so a fresh navigation starts from zero. */
const RETRIES_STATE_KEY = 'routeErrorRetries';

/**
 * Route level ('Erro na página') for react-router's `errorElement`: a page that failed to load (its
 * module, its data) or to render. Retrying navigates to the same location again, which makes the router
 * render the route anew; after two retries the screen offers only back, dashboard and reload.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as Record<string, unknown>;
  const used = typeof state[RETRIES_STATE_KEY] === 'number' ? state[RETRIES_STATE_KEY] : 0;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => logCaughtError(error), [error]);

  const retry = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: { ...state, [RETRIES_STATE_KEY]: used + 1 } },
    );

  return (
    <RouteErrorScreen
      error={error}
      description={notFound ? text.routeNotFoundDescription : text.routeDescription}
      retriesLeft={notFound ? undefined : Math.max(0, maxRetries - used)}
      retry={notFound ? undefined : retry}
    />
  );
}

/**
 * The same screen for a page that throws while rendering inside the main layout, so the sidebar and
 * header stay. Counts its retries itself and starts over on the next navigation.
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
