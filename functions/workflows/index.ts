import { runtimeConfig } from '../config/runtime';
import type { WorkflowsPort } from './port';

let loading: Promise<WorkflowsPort> | undefined;

/** The workflows port of this process, with the adapter WORKFLOWS_ADAPTER selects. */
export function workflows(): Promise<WorkflowsPort> {
  if (!loading) {
    loading = load();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

async function load(): Promise<WorkflowsPort> {
  if (runtimeConfig().WORKFLOWS_ADAPTER === 'stepfunctions') {
    const { createStepFunctionsWorkflows } = await import('./stepfunctions-adapter');
    return createStepFunctionsWorkflows();
  }
  const { createLocalWorkflows } = await import('./local-adapter');
  return createLocalWorkflows();
}

/** Tests: use this port (e.g. a local runner with fast retries) instead of the configured one. */
export function setWorkflows(port: WorkflowsPort | undefined): void {
  loading = port ? Promise.resolve(port) : undefined;
}

export { NoAnalysisWorkflowError, type StartAnalysisRequest, type WorkflowsPort } from './port';
