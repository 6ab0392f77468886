import type { WorkflowsPort } from './port';

let loading: Promise<WorkflowsPort> | undefined;

/** The workflows port of this process: Step Functions, unless the local stack installed its runner. */
export function workflows(): Promise<WorkflowsPort> {
  if (!loading) {
    loading = import('./stepfunctions-adapter').then(({ createStepFunctionsWorkflows }) =>
      createStepFunctionsWorkflows(),
    );
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Start-up (the local stack) and tests: the workflows port of this process (undefined = the default). */
export function setWorkflows(port: WorkflowsPort | undefined): void {
  loading = port ? Promise.resolve(port) : undefined;
}

export {
  NoAnalysisWorkflowError,
  type StartAnalysisRequest,
  type StartDossierRequest,
  type WorkflowsPort,
} from './port';
