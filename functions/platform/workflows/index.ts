import { paywallPassed } from '../http/paywall';
import type { WorkflowsPort } from './port';

let loading: Promise<WorkflowsPort> | undefined;

/** The port, each start waiting for the current request's paywall (../http/paywall). */
const behindPaywall = (port: WorkflowsPort): WorkflowsPort => ({
  adapter: port.adapter,
  health: () => port.health(),
  startAnalysis: async (request) => paywallPassed().then(() => port.startAnalysis(request)),
  startDossier: async (request) => paywallPassed().then(() => port.startDossier(request)),
  startPlan: async (request) => paywallPassed().then(() => port.startPlan(request)),
  startWebsite: async (request) => paywallPassed().then(() => port.startWebsite(request)),
  startQuestionDeletion: async (request) => paywallPassed().then(() => port.startQuestionDeletion(request)),
});

/** The workflows port of this process: Step Functions, unless the local stack installed its runner. */
export function workflows(): Promise<WorkflowsPort> {
  if (!loading) {
    loading = import('./stepfunctions-adapter').then(({ createStepFunctionsWorkflows }) =>
      behindPaywall(createStepFunctionsWorkflows()),
    );
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Start-up (the local stack) and tests: the workflows port of this process (undefined = the default). */
export function setWorkflows(port: WorkflowsPort | undefined): void {
  loading = port ? Promise.resolve(behindPaywall(port)) : undefined;
}

export {
  NoAnalysisWorkflowError,
  type StartAnalysisRequest,
  type StartDossierRequest,
  type WorkflowsPort,
} from './port';
