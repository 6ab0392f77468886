/**
 * Every screen's path, grouped by who may open it. `router.tsx` builds its routes from these lists (a unit
 * test checks the router has no other screen), and the accessibility e2e visits every one of them, so a
 * new screen is checked as soon as its path is listed here. Plain data: no React, cheap to import anywhere.
 */

/** Anyone, signed in or not. */
export const publicPaths = {
  landing: '/',
  auth: '/auth',
  trialSignup: '/trial-signup',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  privacy: '/privacidade',
  terms: '/termos',
} as const;

/** Any signed-in user (`RequireAuth`), outside the shell: Checkout's return addresses. */
export const checkoutReturnPaths = {
  paymentSuccess: '/payment-success',
  paymentCancelled: '/payment-cancelled',
} as const;

/** Any signed-in user, inside the shell. */
export const signedInPaths = {
  dashboard: '/dashboard',
  profile: '/profile',
} as const;

/** Subscription-only (`RequireSubscription`), the diagnostics area: the hub and the questionnaires. */
export const diagnosticPaths = {
  diagnostics: '/diagnostics',
  founderDiagnostic: '/founder-diagnostic',
  businessDiagnostic: '/business-diagnostic',
  managementDiagnostic: '/management-diagnostic',
  managementDiagnosticForm: '/management-diagnostic/form',
  investorDiagnostic: '/investor-diagnostic',
  slugDiagnostic: '/diagnostic/:slug',
} as const;

/** Subscription-only, the analyses area: My Analyses and the analysis screens. */
export const analysisPaths = {
  analyses: '/analyses',
  slugAnalysis: '/analysis/:slug/:resultId',
  managementAnalysis: '/management-system-analysis/:resultId',
  founderAnalysis: '/founder-analysis/:resultId',
  businessAnalysis: '/business-analysis/:resultId',
  investorAnalysis: '/investor-analysis/:resultId',
} as const;

/** Subscription-only, the dossier area: one screen under both of the spec's addresses. */
export const dossierPaths = {
  strategicDossier: '/strategic-dossier',
  dossieEstrategico: '/dossie-estrategico',
} as const;

/** Subscription-only, the action plan area. */
export const actionPlanPaths = {
  actionPlan: '/action-plan',
} as const;

/** Subscription-only, the learning area: the modules, a module's materials, the viewer (deep links). */
export const learningPaths = {
  materials: '/materials',
  learningModule: '/materials/:moduleId',
  learningMaterial: '/materials/:moduleId/:materialId',
} as const;

/**
 * Subscription-only, the marketing tools: both kinds of analyses in one list, the website analysis under
 * the spec's two addresses, and the Instagram analysis.
 */
export const marketingPaths = {
  marketingAnalyses: '/marketing-analyses',
  websiteAnalysis: '/website-analysis',
  analiseSite: '/analise-site',
  websiteAnalysisDetail: '/website-analysis/:analysisId',
  analiseSiteDetail: '/analise-site/:analysisId',
  instagramAnalytics: '/instagram-analytics',
  instagramAnalysis: '/instagram-analytics/:analysisId',
} as const;

/** Admins only (`RequireAdmin`), in the admin layout; an unknown address under /admin leads to /admin. */
export const adminPaths = {
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminContent: '/admin/content',
  adminOnboarding: '/admin/onboarding',
  adminDiagnostics: '/admin/diagnostics',
  adminModules: '/admin/modules',
  adminModule: '/admin/modules/:moduleId',
  adminDiagnosticDetails: '/admin/diagnostics/:diagnosticId',
  adminDiagnosticQuestions: '/admin/diagnostics/:diagnosticId/questions',
  adminInvestmentRecommendations: '/admin/investment-recommendations',
  adminPlans: '/admin/plans',
  adminAnalytics: '/admin/analytics',
  adminSettings: '/admin/settings',
} as const;

/** Every screen a signed-in (subscribed) user who is not an admin can open. */
export const userScreenPaths: readonly string[] = [
  ...Object.values(checkoutReturnPaths),
  ...Object.values(signedInPaths),
  ...Object.values(diagnosticPaths),
  ...Object.values(analysisPaths),
  ...Object.values(dossierPaths),
  ...Object.values(actionPlanPaths),
  ...Object.values(learningPaths),
  ...Object.values(marketingPaths),
];
