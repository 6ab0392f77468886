import { Navigate, Outlet, useLocation } from 'react-router';
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

/** Pages that need a subscription: without one, go to /pricing. Admins bypass it. */
export function RequireSubscription() {
  const { data: session } = useSession();
  const subscription = useSubscription();
  if (session?.isAdmin) return <Outlet />;
  if (subscription.isPending) return <PageLoader />;
  if (!subscription.data?.subscribed) return <Navigate to="/pricing" replace />;
  return <Outlet />;
}
