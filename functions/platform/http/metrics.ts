import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  metricNamespace,
  operationalMetrics,
  type OperationalMetric,
} from '../../contracts/operational-metrics';
import { currentLogContext, log } from './log';

/**
 * Business metrics (issue #19) in CloudWatch embedded metric format, through Powertools Metrics: one EMF
 * document per event, written to stdout, which CloudWatch Logs turns into the metric (no API call).
 * Names, namespace (`Rumo/<STAGE>`) and dimensions come from the catalogue
 * (functions/contracts/operational-metrics.ts) only: a call site names a catalogue key, never a string.
 * Powertools' default `service` dimension is dropped so the series are exactly the catalogue's (the alarms
 * and the dashboard read them without it). The request's correlation id rides along as a property (not a
 * dimension), so a datapoint leads to its logs.
 *
 * Where the documents go: in Lambda (`AWS_LAMBDA_FUNCTION_NAME` set) always to stdout. Elsewhere (npm
 * start, tests) nowhere unless `LOG_METRICS=emf` (the raw documents) or `LOG_METRICS=1` (one readable
 * `metric` log line each): the local terminal is not flooded, and LOG_LEVEL=silent silences both.
 */

type Dimensions<M extends OperationalMetric> =
  (typeof operationalMetrics)[M]['dimensions'] extends readonly []
    ? undefined
    : Record<(typeof operationalMetrics)[M]['dimensions'][number], string>;

/** The EMF document of one datapoint (exported for the tests). */
export function metricDocument<M extends OperationalMetric>(
  metric: M,
  value: number,
  dimensions?: Dimensions<M>,
): Record<string, unknown> {
  const entry = operationalMetrics[metric];
  const metrics = new Metrics({ namespace: metricNamespace(process.env.STAGE || 'local') });
  metrics.clearDefaultDimensions();
  const given = (dimensions ?? {}) as Record<string, string>;
  for (const name of entry.dimensions) {
    const dimension = given[name];
    if (!dimension) throw new Error(`${entry.name}: dimension ${name} is required`);
    metrics.addDimension(name, dimension);
  }
  for (const name of Object.keys(given)) {
    if (!(entry.dimensions as readonly string[]).includes(name))
      throw new Error(`${entry.name}: ${name} is not a dimension of this metric`);
  }
  const correlationId = currentLogContext()?.correlationId;
  if (correlationId) metrics.addMetadata('correlationId', correlationId);
  metrics.addMetric(entry.name, MetricUnit.Count, value);
  return metrics.serializeMetrics() as unknown as Record<string, unknown>;
}

function write(metric: OperationalMetric, value: number, dimensions: unknown): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const mode = process.env.AWS_LAMBDA_FUNCTION_NAME ? 'emf' : process.env.LOG_METRICS;
  if (!mode || mode === '0') return;
  try {
    const document = metricDocument(metric, value, dimensions as never);
    if (mode === 'emf') console.log(JSON.stringify(document));
    else log('info', 'metric', { metric: operationalMetrics[metric].name, value, ...(dimensions ?? {}) });
  } catch (error) {
    // A metric never breaks the request it counts.
    log('warn', 'metric not emitted', { metric, error: String(error) });
  }
}

/** Counts one event: `countMetric('signUps')`, `countMetric('webhookRejections', { Reason: 'signature' })`. */
export function countMetric<M extends OperationalMetric>(
  metric: M,
  ...dimensions: Dimensions<M> extends undefined ? [] : [Dimensions<M>]
): void {
  write(metric, 1, dimensions[0]);
}

/** Records a measured value (the token metrics): `recordMetric('inputTokens', 1234, { AiTask: task })`. */
export function recordMetric<M extends OperationalMetric>(
  metric: M,
  value: number,
  ...dimensions: Dimensions<M> extends undefined ? [] : [Dimensions<M>]
): void {
  write(metric, value, dimensions[0]);
}
