import { afterPaywall } from '../http/paywall';
import type { WorkflowsPort } from './port';

let loading: Promise<WorkflowsPort> | undefined;

/** The port, each start waiting for the current request's paywall (../http/paywall). */
const behindPaywall = (port: WorkflowsPort): WorkflowsPort => ({
  adapter: port.adapter,
  health: () => port.health(),
  startAnalysis: afterPaywall((request) => port.startAnalysis(request)),
  startDossier: afterPaywall((request) => port.startDossier(request)),
  startPlan: afterPaywall((request) => port.startPlan(request)),
  startWebsite: afterPaywall((request) => port.startWebsite(request)),
  startInstagram: afterPaywall((request) => port.startInstagram(request)),
  startQuestionDeletion: afterPaywall((request) => port.startQuestionDeletion(request)),
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
