import { Duration } from 'aws-cdk-lib';
import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import {
  metricNamespace,
  operationalMetrics,
  type OperationalMetric,
} from '../functions/contracts/operational-metrics';

/**
 * A metric of the catalogue (functions/contracts/operational-metrics.ts) for CloudWatch: the stage's
 * namespace, the catalogue's name, a 5-minute Sum unless told otherwise. `dimensions` must name exactly
 * the catalogue's dimensions of that metric.
 */
export function businessMetric(stage: string, key: OperationalMetric, options: MetricOptions = {}): Metric {
  const entry = operationalMetrics[key];
  const given = Object.keys(options.dimensionsMap ?? {}).sort();
  if (given.join() !== [...entry.dimensions].sort().join()) {
    throw new Error(
      `${entry.name} is emitted with dimensions [${entry.dimensions.join(', ')}], not [${given.join(', ')}]`,
    );
  }
  return new Metric({
    namespace: metricNamespace(stage),
    metricName: entry.name,
    statistic: 'Sum',
    period: Duration.minutes(5),
    ...options,
  });
}
