import { actionPlanMessages } from '../../contracts/messages/action-plan';
import { finishGeneration } from '../action-plans';
import { failureMessage, type CaughtFailure } from '../../platform/workflows/failure-message';
import { defineStep } from '../../platform/http/log';
import { countMetric } from '../../platform/http/metrics';

/** The action plan workflow's steps (infra/workflows/action-plan.asl.json), one Lambda. */
export type PlanStepEvent =
  | { action: 'generate'; userId: string; planId: string }
  | { action: 'fail'; userId: string; planId: string; failure?: CaughtFailure };

const text = actionPlanMessages;
const planFailureTexts = {
  modelUnavailable:
    'O serviço de IA está sobrecarregado no momento. Tente gerar o plano novamente em alguns minutos.',
  failed: text.generateError,
};

/** The handler of the action plan workflow's Task states. Errors propagate untouched for the Retry. */
export async function runPlanStep(event: PlanStepEvent): Promise<Record<string, unknown>> {
  if (!event?.userId || !event.planId) throw new TypeError('plan task: userId and planId are required');
  if (event.action === 'generate') {
    // The model's code is imported by the step that calls it: the failure step's cold start skips it.
    const { generatePlan } = await import('./plan-generate');
    const outcome = await generatePlan(event.userId, event.planId);
    if (outcome.status === 'completed') countMetric('planGenerationsCompleted');
    return outcome;
  }
  const error = failureMessage(event.failure, planFailureTexts);
  await finishGeneration(event.userId, event.planId, { status: 'error', error });
  countMetric('planGenerationsFailed');
  return { status: 'error', error };
}

/** Lambda: every Task state of the action plan workflow. */
export const handler = defineStep('plan', runPlanStep);
