import { randomUUID } from 'node:crypto';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { runtimeConfig, type RuntimeConfig } from '../config/runtime';
import { workflowFor, type WorkflowName } from './definitions';
import {
  NoAnalysisWorkflowError,
  withCorrelationId,
  type StartAnalysisRequest,
  type StartDossierRequest,
  type WorkflowsPort,
} from './port';

/** The env variables CDK sets with the state machines' ARNs. */
export const stateMachineArnEnv = {
  analysis: 'ANALYSIS_STATE_MACHINE_ARN',
  management: 'MANAGEMENT_STATE_MACHINE_ARN',
  dossier: 'DOSSIER_STATE_MACHINE_ARN',
  'action-plan': 'PLAN_STATE_MACHINE_ARN',
  website: 'WEBSITE_STATE_MACHINE_ARN',
  'question-deletion': 'QUESTION_DELETION_STATE_MACHINE_ARN',
  instagram: 'INSTAGRAM_STATE_MACHINE_ARN',
} as const satisfies Record<WorkflowName, keyof RuntimeConfig>;

/** Step Functions: one StartExecution with the workflow's input; the execution runs on its own. */
export function createStepFunctionsWorkflows(
  client: SFNClient = new SFNClient({}),
  env: Partial<Record<string, string>> = runtimeConfig(),
): WorkflowsPort {
  const start = async (workflow: WorkflowName, name: string, input: object) => {
    const stateMachineArn = env[stateMachineArnEnv[workflow]];
    if (!stateMachineArn) throw new Error(`${stateMachineArnEnv[workflow]} is not set`);
    await client.send(
      new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(withCorrelationId(input)) }),
    );
  };
  return {
    adapter: 'stepfunctions',
    health() {
      const missing = Object.values(stateMachineArnEnv).filter((name) => !env[name]);
      return missing.length === 0
        ? { status: 'ok', detail: 'Step Functions: the state machines are configured' }
        : { status: 'not-configured', detail: `Step Functions: ${missing.join(', ')} not set` };
    },
    async startAnalysis(request: StartAnalysisRequest) {
      const route = workflowFor(request.diagnosticId);
      if (!route) throw new NoAnalysisWorkflowError(request.diagnosticId);
      const stateMachineArn = env[stateMachineArnEnv[route.workflow]];
      if (!stateMachineArn) throw new Error(`${stateMachineArnEnv[route.workflow]} is not set`);
      await client.send(
        new StartExecutionCommand({
          stateMachineArn,
          name: `${request.resultId}-${randomUUID()}`.slice(0, 80),
          input: JSON.stringify(withCorrelationId({ ...request, task: route.task })),
        }),
      );
    },
    async startDossier(request: StartDossierRequest) {
      // The run id is the lock's: one execution per run, and a repeated start is refused.
      await start('dossier', request.runId, request);
    },
    async startPlan(request) {
      await start('action-plan', request.planId, request);
    },
    async startWebsite(request) {
      // One execution per run: a repeated start of the same run is refused by Step Functions.
      await start('website', request.runId, request);
    },
    async startInstagram(request) {
      await start('instagram', request.runId, request);
    },
    async startQuestionDeletion(request) {
      await start('question-deletion', request.runId, request);
    },
  };
}
