import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAdmin, RequireAuth } from './guards';
import { MainLayout } from './main-layout';

/** Every screen is a lazy route module: the landing and login pages load nothing they do not show. */
export const router = createBrowserRouter([
  {
    path: '/',
    lazy: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: '/auth',
    lazy: () => import('../features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            path: '/dashboard',
            lazy: () =>
              import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: '/admin',
                lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
