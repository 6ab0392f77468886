import { actionPlanMessages } from '../../contracts/messages/action-plan';
import { failGeneration } from '../action-plans';
import { failureMessage, type CaughtFailure } from '../../platform/workflows/failure-message';
import { defineStep } from '../../platform/http/log';
import { countMetric } from '../../platform/http/metrics';

/**
 * The action plan workflow's steps (infra/workflows/action-plan.asl.json), one Lambda: each area's
 * tasks (the Map's iterations), then the plan written from them; or the failure recorded.
 */
export type PlanStepEvent =
  | { action: 'generate-area'; userId: string; planId: string; areaIndex: number }
  | { action: 'write'; userId: string; planId: string }
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
  switch (event.action) {
    case 'generate-area': {
      if (!Number.isInteger(event.areaIndex)) throw new TypeError('plan task: areaIndex is required');
      // The model's code is imported by the step that calls it: the other steps' cold starts skip it.
      const { generateArea } = await import('./plan-area');
      return generateArea(event.userId, event.planId, event.areaIndex);
    }
    case 'write': {
      const { writePlan } = await import('./plan-write');
      const outcome = await writePlan(event.userId, event.planId);
      if (outcome.status === 'completed') countMetric('planGenerationsCompleted');
      return outcome;
    }
    case 'fail': {
      const error = failureMessage(event.failure, planFailureTexts);
      await failGeneration(event.userId, event.planId, error);
      countMetric('planGenerationsFailed');
      return { status: 'error', error };
    }
  }
}

/** Lambda: every Task state of the action plan workflow. */
export const handler = defineStep('plan', runPlanStep);
