import { Duration } from 'aws-cdk-lib';
import { MathExpression, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ModelClass } from '../functions/ai/provider/model-call';
import { metricDimensions, type OperationalMetric } from '../functions/contracts/operational-metrics';
import { businessMetric } from './business-metrics';
import type { TokenPrices } from './prices';

const MODEL_CLASSES: readonly ModelClass[] = ['heavy', 'light'];

/** Each token metric per model class and the price field that prices it. */
const PARTS = [
  ['in', 'modelInputTokens', 'perMillionInputTokens'],
  ['out', 'modelOutputTokens', 'perMillionOutputTokens'],
  ['cr', 'modelCacheReadTokens', 'perMillionCacheReadTokens'],
  ['cw', 'modelCacheWriteTokens', 'perMillionCacheWriteTokens'],
] as const satisfies readonly (readonly [string, OperationalMetric, keyof TokenPrices])[];

/**
 * The estimated model spend in USD per `period` (decision 0056): the tokens the model port records per
 * model class (functions/ai/provider/generate-task.ts) at the list prices of the configured models
 * (infra/prices.ts; an unknown model at its class's default, as on the dashboard). Eight metrics, so a
 * CloudWatch alarm can watch it (at most ten); each filled with 0 where it has no datapoint, so an hour
 * without cache writes still sums.
 */
export function modelSpend(
  stage: string,
  prices: Record<ModelClass, TokenPrices>,
  period: Duration = Duration.hours(1),
): MathExpression {
  const usingMetrics: Record<string, IMetric> = {};
  const terms: string[] = [];
  for (const modelClass of MODEL_CLASSES) {
    for (const [id, metric, price] of PARTS) {
      const key = `${modelClass}_${id}`;
      usingMetrics[key] = businessMetric(stage, metric, {
        dimensionsMap: { [metricDimensions.modelClass]: modelClass },
        period,
      });
      terms.push(`FILL(${key}, 0) * ${prices[modelClass][price]} / 1000000`);
    }
  }
  return new MathExpression({
    expression: terms.join(' + '),
    usingMetrics,
    period,
    label: `estimated model spend, USD per ${period.toHumanString()} (${prices.heavy.model}, ${prices.light.model})`,
  });
}
