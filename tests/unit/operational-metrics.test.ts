import { describe, expect, it } from 'vitest';
import {
  metricDimensions,
  metricNamespace,
  operationalMetrics,
} from '../../functions/contracts/operational-metrics';
import { businessMetric } from '../../infra/business-metrics';
import { modelPrice } from '../../infra/constructs/operations-dashboard';
import { PRICES } from '../../infra/prices';

describe('the operational metric catalogue', () => {
  it('has unique metric names and only the dimensions it declares (none names a user)', () => {
    const names = Object.values(operationalMetrics).map((metric) => metric.name);
    expect(new Set(names).size).toBe(names.length);
    const allowed = Object.values(metricDimensions) as string[];
    for (const metric of Object.values(operationalMetrics)) {
      for (const dimension of metric.dimensions) expect(allowed).toContain(dimension);
    }
    expect(JSON.stringify(operationalMetrics)).not.toMatch(/user|email|url/i);
  });

  it('gives each stage its own namespace', () => {
    expect(metricNamespace('prod')).toBe('Rumo/prod');
    expect(metricNamespace('dev')).not.toBe(metricNamespace('prod'));
  });

  it('refuses, in the infra, a metric charted with dimensions it is not emitted with', () => {
    expect(businessMetric('dev', 'signUps').metricName).toBe('SignUps');
    expect(() => businessMetric('dev', 'inputTokens')).toThrow(/AiTask/);
    expect(() => businessMetric('dev', 'signUps', { dimensionsMap: { Area: 'auth' } })).toThrow();
  });

  it("prices the dashboard's model cost with infra/prices.ts", () => {
    expect(modelPrice(PRICES.bedrock.model)).toMatchObject({ exact: true, perMillionInputTokens: 3 });
    const haiku = PRICES.bedrockModels.find((model) => model.name.includes('Haiku'))!;
    expect(modelPrice(haiku.model)).toMatchObject({ exact: true, perMillionOutputTokens: 5 });
    expect(modelPrice('some.other-model')).toMatchObject({ exact: false, model: PRICES.bedrock.model });
  });
});
