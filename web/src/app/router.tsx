import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAdmin, RequireAuth, RequireSubscription } from './guards';
import { MainLayout } from './main-layout';

/** Every screen is a lazy route module: the landing and login pages load nothing they do not show. */
const comingSoon = () =>
  import('../features/coming-soon/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage }));

/** Subscription-only areas whose screens arrive with their own work; they show the "Em breve" page. */
const subscriptionAreas = [
  '/diagnostics',
  '/analyses',
  '/action-plan',
  '/materials',
  '/strategic-dossier',
  '/dossie-estrategico',
  '/marketing-analyses',
  '/website-analysis',
  '/instagram-analytics',
];

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
    path: '/trial-signup',
    lazy: () => import('../features/auth/trial-signup-page').then((m) => ({ Component: m.TrialSignupPage })),
  },
  {
    path: '/reset-password',
    lazy: () =>
      import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/pricing',
    lazy: () => import('../features/pricing/pricing-page').then((m) => ({ Component: m.PricingPage })),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/payment-success',
        lazy: () =>
          import('../features/pricing/payment-success-page').then((m) => ({
            Component: m.PaymentSuccessPage,
          })),
      },
      {
        path: '/payment-cancelled',
        lazy: () =>
          import('../features/pricing/payment-cancelled-page').then((m) => ({
            Component: m.PaymentCancelledPage,
          })),
      },
      {
        element: <MainLayout />,
        children: [
          {
            path: '/dashboard',
            lazy: () =>
              import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: '/profile',
            lazy: () =>
              import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            element: <RequireSubscription />,
            children: subscriptionAreas.map((path) => ({ path, lazy: comingSoon })),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: '/admin',
                lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
              },
              { path: '/admin/*', element: <Navigate to="/admin" replace /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
