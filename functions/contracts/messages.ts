import { errorsMessages } from './messages/errors';
import { validationMessages } from './messages/validation';
import { authMessages } from './messages/auth';
import { shellMessages } from './messages/shell';
import { dashboardMessages } from './messages/dashboard';
import { landingMessages } from './messages/landing';
import { adminMessages } from './messages/admin';
import { trialMessages } from './messages/trial';
import { passwordMessages } from './messages/password';
import { profileMessages } from './messages/profile';
import { pricingMessages } from './messages/pricing';
import { onboardingMessages } from './messages/onboarding';
import { placeholderMessages } from './messages/placeholder';
import { emailMessages } from './messages/email';
import { diagnosticsMessages } from './messages/diagnostics';
import { analysesMessages } from './messages/analyses';
import { journeyMessages } from './messages/journey';
import { subscriptionMessages } from './messages/subscription';
import { notificationsMessages } from './messages/notifications';
import { errorScreensMessages } from './messages/error-screens';
import { paymentsMessages } from './messages/payments';
import { diagnosticsDomainMessages } from './messages/diagnostics-domain';
import { diagnosticsApiMessages } from './messages/diagnostics-api';
import { investorMessages } from './messages/investor';
import { modelPortMessages } from './messages/model-port';
import { analysisScreensMessages } from './messages/analysis-screens';
import { pdfExportMessages } from './messages/pdf-export';
import { sectionAnalysisMessages } from './messages/section-analysis';
import { dossierMessages } from './messages/dossier';
import { dossierSectionMessages } from './messages/dossier-sections';
import { actionPlanMessages } from './messages/action-plan';
import { actionPlanScreenMessages } from './messages/action-plan-screen';
import { learningMessages } from './messages/learning';
import { marketingMessages } from './messages/marketing';
import { legalMessages } from './messages/legal';
import { legalPageMessages } from './messages/legal-pages';
import { myDataMessages } from './messages/my-data';

/**
 * Every Portuguese text the product shows, in one catalogue shared by the API (validation and error
 * messages) and the web app: one file per area under messages/, assembled here. Texts quoted by the
 * spec are copied character for character.
 */
export const messages = {
  errors: errorsMessages,
  validation: validationMessages,
  auth: authMessages,
  shell: shellMessages,
  dashboard: dashboardMessages,
  landing: landingMessages,
  admin: adminMessages,
  trial: trialMessages,
  password: passwordMessages,
  profile: profileMessages,
  pricing: pricingMessages,
  onboarding: onboardingMessages,
  placeholder: placeholderMessages,
  email: emailMessages,
  diagnostics: diagnosticsMessages,
  analyses: analysesMessages,
  journey: journeyMessages,
  subscription: subscriptionMessages,
  notifications: notificationsMessages,
  errorScreens: errorScreensMessages,
  payments: paymentsMessages,
  diagnosticsDomain: diagnosticsDomainMessages,
  diagnosticsApi: diagnosticsApiMessages,
  investor: investorMessages,
  modelPort: modelPortMessages,
  analysisScreens: analysisScreensMessages,
  pdfExport: pdfExportMessages,
  sectionAnalysis: sectionAnalysisMessages,
  dossier: dossierMessages,
  dossierSections: dossierSectionMessages,
  actionPlan: actionPlanMessages,
  actionPlanScreen: actionPlanScreenMessages,
  learning: learningMessages,
  marketing: marketingMessages,
  legal: legalMessages,
  legalPages: legalPageMessages,
  myData: myDataMessages,
} as const;
