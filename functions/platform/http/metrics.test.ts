import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationalMetrics } from '../../contracts/operational-metrics';
import { withLogContext } from './log';
import { countMetric, metricDocument, recordMetric } from './metrics';

let lines: string[];

beforeEach(() => {
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.stubEnv('STAGE', 'prod');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The EMF specification's shape: https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html */
function expectValidEmf(document: Record<string, unknown>, name: string, dimensions: Record<string, string>) {
  const aws = document._aws as {
    Timestamp: number;
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit: string }[];
    }[];
  };
  expect(typeof aws.Timestamp).toBe('number');
  expect(aws.CloudWatchMetrics).toHaveLength(1);
  const [directive] = aws.CloudWatchMetrics;
  expect(directive!.Namespace).toBe('Rumo/prod');
  expect(directive!.Metrics).toEqual([{ Name: name, Unit: 'Count' }]);
  // Only the catalogue's dimensions: no Powertools `service` dimension.
  const names = Object.keys(dimensions);
  expect(directive!.Dimensions).toEqual(names.length ? [names] : []);
  for (const [key, value] of Object.entries(dimensions)) expect(document[key]).toBe(value);
  expect(document).not.toHaveProperty('service');
  expect(typeof document[name]).toBe('number');
}

describe('business metrics (EMF)', () => {
  it('writes one valid EMF document in Lambda, named and dimensioned from the catalogue', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'rumo-prod-api-Payments');
    withLogContext({ correlationId: 'api-req-1' }, () =>
      countMetric('webhookRejections', { Reason: 'signature' }),
    );
    recordMetric('inputTokens', 1234, { AiTask: 'genius-reply' });
    countMetric('signUps');
    expect(lines).toHaveLength(3);
    const [rejection, tokens, signUp] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expectValidEmf(rejection!, operationalMetrics.webhookRejections.name, { Reason: 'signature' });
    expect(rejection!.WebhookRejections).toBe(1);
    expect(rejection!.correlationId).toBe('api-req-1');
    expectValidEmf(tokens!, 'InputTokens', { AiTask: 'genius-reply' });
    expect(tokens!.InputTokens).toBe(1234);
    expectValidEmf(signUp!, 'SignUps', {});
  });

  it('refuses a dimension the catalogue does not declare, or a missing one', () => {
    expect(() => metricDocument('signUps', 1, { AiTask: 'x' } as never)).toThrow(/not a dimension/);
    expect(() => metricDocument('inputTokens', 1, {} as never)).toThrow(/required/);
  });

  it('prints nothing locally unless LOG_METRICS asks, and nothing with LOG_LEVEL=silent', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    countMetric('trialStarts');
    expect(lines).toEqual([]);
    vi.stubEnv('LOG_METRICS', '1');
    countMetric('trialStarts');
    expect(JSON.parse(lines[0]!)).toMatchObject({ message: 'metric', metric: 'TrialStarts', value: 1 });
    vi.stubEnv('LOG_METRICS', 'emf');
    countMetric('trialStarts');
    expectValidEmf(JSON.parse(lines[1]!) as Record<string, unknown>, 'TrialStarts', {});
    vi.stubEnv('LOG_LEVEL', 'silent');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'f');
    countMetric('trialStarts');
    expect(lines).toHaveLength(2);
  });
});
