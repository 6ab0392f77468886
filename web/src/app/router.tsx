import { createContext, Suspense, use, useEffect, type ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paidAreas, type PaidArea } from '@contracts/areas';
import { PageErrorBoundary } from './errors/route-error-boundary';
import { lazyPage, type LazyPage } from './lazy-page';
import {
  actionPlanPaths,
  adminPaths,
  analysisPaths,
  checkoutReturnPaths,
  diagnosticPaths,
  dossierPaths,
  learningPaths,
  marketingPaths,
  publicPaths,
  signedInPaths,
} from '../lib/route-paths';

interface RouteHandle {
  page: LazyPage;
}

/** Every screen is a lazy route module: the landing and login pages load nothing they do not show. */
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) => {
  const Page = lazyPage(load, pick);
  return { element: <Page />, handle: { page: Page } satisfies RouteHandle };
};

/** The guards are lazy too: the public pages never load the session and subscription queries. */
const guards = () => import('./guards');

const diagnostics = () => import('../features/diagnostics/diagnostic-routes');

/** The diagnostics hub and the questionnaires. */
const diagnosticPages: RouteObject[] = [
  {
    path: diagnosticPaths.diagnostics,
    ...page(
      () => import('../features/diagnostics/diagnostics-hub-page'),
      (m) => m.DiagnosticsHubPage,
    ),
  },
  { path: diagnosticPaths.founderDiagnostic, ...page(diagnostics, (m) => m.FounderDiagnosticPage) },
  { path: diagnosticPaths.businessDiagnostic, ...page(diagnostics, (m) => m.BusinessDiagnosticPage) },
  { path: diagnosticPaths.managementDiagnostic, ...page(diagnostics, (m) => m.ManagementDiagnosticPage) },
  { path: diagnosticPaths.managementDiagnosticForm, ...page(diagnostics, (m) => m.ManagementDiagnosticPage) },
  { path: diagnosticPaths.investorDiagnostic, ...page(diagnostics, (m) => m.InvestorDiagnosticPage) },
  { path: diagnosticPaths.slugDiagnostic, ...page(diagnostics, (m) => m.SlugDiagnosticPage) },
];

/** My Analyses and the analysis screens: one lazy module each, so the charts load only where shown. */
const analysisPages: RouteObject[] = [
  {
    path: analysisPaths.analyses,
    ...page(
      () => import('../features/analyses/analyses-page'),
      (m) => m.AnalysesPage,
    ),
  },
  {
    path: analysisPaths.slugAnalysis,
    ...page(
      () => import('../features/analyses/slug-analysis-page'),
      (m) => m.SlugAnalysisPage,
    ),
  },
  {
    path: analysisPaths.managementAnalysis,
    ...page(
      () => import('../features/analyses/management-analysis-page'),
      (m) => m.ManagementAnalysisPage,
    ),
  },
  {
    path: analysisPaths.founderAnalysis,
    ...page(
      () => import('../features/analyses/founder-analysis-page'),
      (m) => m.FounderAnalysisPage,
    ),
  },
  {
    path: analysisPaths.businessAnalysis,
    ...page(
      () => import('../features/analyses/business-analysis-page'),
      (m) => m.BusinessAnalysisPage,
    ),
  },
  // The spec: an analysis address without its result id leads to /diagnostics.
  ...[analysisPaths.businessAnalysis, analysisPaths.investorAnalysis].map((path) => ({
    path: path.replace('/:resultId', ''),
    element: <Navigate to={diagnosticPaths.diagnostics} replace />,
  })),
  {
    path: analysisPaths.investorAnalysis,
    ...page(
      () => import('../features/analyses/investor-analysis-page'),
      (m) => m.InvestorAnalysisPage,
    ),
  },
];

/** The strategic dossier: the spec's two addresses, the same screen. */
const dossierPages: RouteObject[] = Object.values(dossierPaths).map((path) => ({
  path,
  ...page(
    () => import('../features/dossier/dossier-page'),
    (m) => m.DossierPage,
  ),
}));

/** The action plan: plans, 5W2H tasks, generation from the dossier, Genius and notes. */
const actionPlanPages: RouteObject[] = [
  {
    path: actionPlanPaths.actionPlan,
    ...page(
      () => import('../features/action-plan/action-plan-page'),
      (m) => m.ActionPlanPage,
    ),
  },
];

const learning = () => import('../features/learning/learning-routes');

/** Learning: the modules, a module's materials and the viewer. */
const learningPages: RouteObject[] = [
  { path: learningPaths.materials, ...page(learning, (m) => m.ModulesPage) },
  { path: learningPaths.learningModule, ...page(learning, (m) => m.ModulePage) },
  { path: learningPaths.learningMaterial, ...page(learning, (m) => m.MaterialViewerPage) },
];

const marketing = () => import('../features/marketing/marketing-routes');

/** Marketing: the combined list, the website analysis (two addresses each) and the Instagram analysis. */
const marketingPages: RouteObject[] = [
  { path: marketingPaths.marketingAnalyses, ...page(marketing, (m) => m.MarketingAnalysesPage) },
  { path: marketingPaths.websiteAnalysis, ...page(marketing, (m) => m.WebsiteAnalysisPage) },
  { path: marketingPaths.analiseSite, ...page(marketing, (m) => m.WebsiteAnalysisPage) },
  { path: marketingPaths.websiteAnalysisDetail, ...page(marketing, (m) => m.WebsiteAnalysisDetailPage) },
  { path: marketingPaths.analiseSiteDetail, ...page(marketing, (m) => m.WebsiteAnalysisDetailPage) },
  { path: marketingPaths.instagramAnalytics, ...page(marketing, (m) => m.InstagramAnalyticsPage) },
  {
    path: marketingPaths.instagramAnalysis,
    ...page(
      () => import('../features/marketing/instagram/instagram-analysis-detail-page'),
      (m) => m.InstagramAnalysisDetailPage,
    ),
  },
];

/**
 * The pages of each paid area (functions/contracts/areas.ts, the same list the API's paywall reads):
 * all of them sit behind the subscription guard.
 */
const paidAreaPages: Record<PaidArea, RouteObject[]> = {
  diagnostics: diagnosticPages,
  analyses: analysisPages,
  dossier: dossierPages,
  'action-plan': actionPlanPages,
  learning: learningPages,
  marketing: marketingPages,
};

/** Pages inside the signed-in shell; a page that fails shows 'Erro na página' and keeps the menu. */
const shellPages: RouteObject[] = [
  {
    path: signedInPaths.dashboard,
    ...page(
      () => import('../features/dashboard/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: signedInPaths.profile,
    ...page(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    ...page(guards, (m) => m.RequireSubscription),
    children: paidAreas.flatMap((area) => paidAreaPages[area]),
  },
];

const admin = () => import('../features/admin/admin-routes');

/** The admin area, in its own layout; any other address under /admin leads to /admin. */
const adminPages: RouteObject[] = [
  { path: adminPaths.admin, ...page(admin, (m) => m.AdminDashboardPage) },
  { path: adminPaths.adminDashboard, ...page(admin, (m) => m.AdminDashboardPage) },
  {
    path: adminPaths.adminUsers,
    ...page(
      () => import('../features/admin/users/users-page'),
      (m) => m.AdminUsersPage,
    ),
  },
  { path: adminPaths.adminContent, ...page(admin, (m) => m.AdminContentPage) },
  {
    path: adminPaths.adminOnboarding,
    ...page(
      () => import('../features/admin/onboarding/onboarding-settings-page'),
      (m) => m.AdminOnboardingPage,
    ),
  },
  {
    path: adminPaths.adminDiagnostics,
    ...page(
      () => import('../features/admin/diagnostics/diagnostics-page'),
      (m) => m.AdminDiagnosticsPage,
    ),
  },
  {
    path: adminPaths.adminModules,
    ...page(
      () => import('../features/admin/modules/modules-page'),
      (m) => m.AdminModulesPage,
    ),
  },
  {
    path: adminPaths.adminModule,
    ...page(
      () => import('../features/admin/modules/module-materials-page'),
      (m) => m.AdminModuleMaterialsPage,
    ),
  },
  {
    path: adminPaths.adminDiagnosticDetails,
    ...page(
      () => import('../features/admin/diagnostics/diagnostic-details-page'),
      (m) => m.AdminDiagnosticDetailsPage,
    ),
  },
  {
    path: adminPaths.adminDiagnosticQuestions,
    ...page(
      () => import('../features/admin/diagnostics/questions-page'),
      (m) => m.AdminQuestionsPage,
    ),
  },
  {
    path: adminPaths.adminInvestmentRecommendations,
    ...page(
      () => import('../features/admin/recommendations/recommendations-page'),
      (m) => m.AdminRecommendationsPage,
    ),
  },
  { path: adminPaths.adminPlans, ...page(admin, (m) => m.AdminPlansPage) },
  { path: adminPaths.adminAnalytics, ...page(admin, (m) => m.AdminAnalyticsPage) },
  { path: adminPaths.adminSettings, ...page(admin, (m) => m.AdminSettingsPage) },
  { path: '/admin/*', element: <Navigate to="/admin" replace /> },
];

/** Called once the first screen is on screen (App's `onMounted`). */
export const FirstScreenMounted = createContext<(() => void) | undefined>(undefined);

/**
 * Beside the screen, inside its Suspense boundary: when the app hydrates a page, React hydrates that
 * boundary after the root, so only an effect inside it runs once the screen itself is hydrated.
 */
function ScreenMounted() {
  const onMounted = use(FirstScreenMounted);
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/**
 * A screen that fails to load or to render shows 'Erro na página'. While the next screen loads, the
 * current one stays (navigations are transitions); only the very first render waits on a blank page.
 */
function Root() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Outlet />
        <ScreenMounted />
      </Suspense>
    </PageErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: publicPaths.landing,
        ...page(
          () => import('../features/landing/landing-page'),
          (m) => m.LandingPage,
        ),
      },
      // The sign-in pages use the session store only: no query cache in their download.
      {
        path: publicPaths.auth,
        ...page(
          () => import('../features/auth/auth-page'),
          (m) => m.AuthPage,
        ),
      },
      {
        path: publicPaths.trialSignup,
        ...page(
          () => import('../features/auth/trial-signup-page'),
          (m) => m.TrialSignupPage,
        ),
      },
      {
        path: publicPaths.resetPassword,
        ...page(
          () => import('../features/auth/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        ...page(
          () => import('./query-layout'),
          (m) => m.QueryLayout,
        ),
        children: [
          {
            path: publicPaths.pricing,
            ...page(
              () => import('../features/pricing/pricing-page'),
              (m) => m.PricingPage,
            ),
          },
          // The legal pages read the controller's contact from the runtime configuration (a query).
          {
            path: publicPaths.privacy,
            ...page(
              () => import('../features/legal/legal-pages'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: publicPaths.terms,
            ...page(
              () => import('../features/legal/legal-pages'),
              (m) => m.TermsPage,
            ),
          },
          {
            ...page(guards, (m) => m.RequireAuth),
            children: [
              {
                path: checkoutReturnPaths.paymentSuccess,
                ...page(
                  () => import('../features/pricing/payment-success-page'),
                  (m) => m.PaymentSuccessPage,
                ),
              },
              {
                path: checkoutReturnPaths.paymentCancelled,
                ...page(
                  () => import('../features/pricing/payment-cancelled-page'),
                  (m) => m.PaymentCancelledPage,
                ),
              },
              {
                ...page(
                  () => import('./main-layout'),
                  (m) => m.MainLayout,
                ),
                children: shellPages,
              },
              {
                ...page(guards, (m) => m.RequireAdmin),
                children: [
                  {
                    ...page(
                      () => import('./admin-layout'),
                      (m) => m.AdminLayout,
                    ),
                    children: adminPages,
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Starts loading the modules of every route `path` matches (guards, layouts and the screen) at once,
 * rather than one nesting level after another as each renders; resolves when all are loaded. A
 * page to hydrate waits for it, so that the router's first render is the page on screen.
 */
export async function preloadRoutes(path: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, path) ?? []).map(({ route }) =>
      (route.handle as RouteHandle | undefined)?.page.preload(),
    ),
  );
}

/** The screen of the current address. */
export function AppRoutes() {
  const { pathname } = useLocation();
  preloadRoutes(pathname).catch(() => undefined); // a failure shows on the screen that needs the module
  return useRoutes(routes);
}
