import { Navigate, Outlet, useLocation } from 'react-router';
import { errorScreensMessages } from '@contracts/messages/error-screens';
import { subscriptionMessages } from '@contracts/messages/subscription';
import { LoadErrorAlert } from '../components/load-error-alert';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session';
import { useSubscription } from '../lib/subscription';

/** Protected pages: without a session, go to /auth. */
export function RequireAuth() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Admin pages: the server checks the group on every admin route; this only routes non-admins away. */
export function RequireAdmin() {
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate to="/auth" replace />;
  if (!session.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * Pages that need a subscription: without one, go to /pricing. Admins bypass it. A check that fails
 * (after the API client's retries) is not "no subscription": a subscriber known from an earlier check
 * of this visit stays in (the failed refetch keeps her answer), and a first check that fails shows its
 * error with 'Tentar novamente' in place of the page.
 */
export function RequireSubscription() {
  const { data: session } = useSession();
  const subscription = useSubscription();
  if (session?.isAdmin) return <Outlet />;
  if (subscription.isPending) return <PageLoader />;
  if (subscription.data?.subscribed) return <Outlet />;
  if (subscription.isError && !subscription.data) {
    return (
      <LoadErrorAlert
        title={subscriptionMessages.checkErrorTitle}
        error={subscription.error}
        retryLabel={errorScreensMessages.retry}
        onRetry={() => void subscription.refetch()}
      />
    );
  }
  return <Navigate to="/pricing" replace />;
}
