import { runtimeConfig } from '../config/runtime';
import type * as LocalAdapter from './local-adapter';
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
  // Not a literal specifier on purpose: bundlers leave the local runner (aws-local-stepfunctions, a dev
  // dependency, ~300 KB) out of the Lambda bundles, which always take the branch above.
  const localAdapter = new URL('./local-adapter.ts', import.meta.url).href;
  const { createLocalWorkflows } = (await import(/* @vite-ignore */ localAdapter)) as typeof LocalAdapter;
  return createLocalWorkflows();
}

/** Tests: use this port (e.g. a local runner with fast retries) instead of the configured one. */
export function setWorkflows(port: WorkflowsPort | undefined): void {
  loading = port ? Promise.resolve(port) : undefined;
}

export { NoAnalysisWorkflowError, type StartAnalysisRequest, type WorkflowsPort } from './port';
