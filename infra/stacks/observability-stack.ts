import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { metricDimensions } from '../../functions/contracts/operational-metrics';
import { businessMetric } from '../business-metrics';

export interface ObservabilityStackProps extends StackProps {
  stage: string;
  alarmEmail: string;
}

/**
 * The stage-wide alarms on the business metrics of the catalogue (functions/contracts/
 * operational-metrics.ts), with their thresholds. Each is a 5-minute Sum; `periods` of them in a row
 * must breach. Reasons and first checks: docs/operations.md.
 */
export const BUSINESS_ALARMS = {
  /**
   * Bedrock refusing calls for 15 minutes: the workflows retry a throttle (3 attempts, 1 s ×2), so a
   * burst is absorbed; five or more in each of three 5-minute periods means the account's quota for
   * the model is too low for the traffic (or another workload shares it).
   */
  bedrockThrottling: { metric: 'bedrockThrottles', threshold: 5, periods: 3 },
  /**
   * Stripe webhook requests with a bad signature: Stripe itself never sends one unless the signing
   * secret was rotated on one side only; ten in five minutes is that mistake or someone probing.
   */
  webhookSignatureFailures: { metric: 'webhookRejections', threshold: 10, periods: 1 },
  /**
   * URLs the SSRF-safe fetcher refused: a user mistyping `localhost` is one; twenty in five minutes is
   * someone probing the fetcher for the internal network.
   */
  ssrfRefusals: { metric: 'ssrfRefusals', threshold: 20, periods: 1 },
} as const;

/**
 * The alarm topic, and the alarms on the business metrics (they watch no resource of another stack).
 * The alarms on resources live beside what they watch (each function, the API, each workflow, the
 * table), so adding a route or a workflow never adds a cross-stack export; only the topic ARN crosses
 * stacks. The dashboard is in the API stack, the one stack that already sees every resource it charts.
 */
export class ObservabilityStack extends Stack {
  readonly alarmTopic: Topic;
  readonly businessAlarms: Record<keyof typeof BUSINESS_ALARMS, Alarm>;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);

    // A customer managed key: CloudWatch cannot publish to a topic encrypted with alias/aws/sns.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the alarm topic',
      enableKeyRotation: true,
      pendingWindow: Duration.days(7),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: 'Rumo alarms',
      masterKey: key,
      enforceSSL: true,
    });
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );

    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const alarm = (
      id: string,
      description: string,
      config: (typeof BUSINESS_ALARMS)[keyof typeof BUSINESS_ALARMS],
      dimensionsMap?: Record<string, string>,
    ) => {
      const created = new Alarm(this, id, {
        alarmDescription: `${description} (${props.stage}; docs/operations.md)`,
        metric: businessMetric(props.stage, config.metric, dimensionsMap ? { dimensionsMap } : {}),
        threshold: config.threshold,
        evaluationPeriods: config.periods,
        datapointsToAlarm: config.periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.alarmTopic));
      return created;
    };
    this.businessAlarms = {
      bedrockThrottling: alarm(
        'BedrockThrottlingAlarm',
        'Bedrock throttling sustained for 15 minutes',
        BUSINESS_ALARMS.bedrockThrottling,
      ),
      webhookSignatureFailures: alarm(
        'WebhookSignatureFailuresAlarm',
        'Stripe webhook: a spike of bad signatures',
        BUSINESS_ALARMS.webhookSignatureFailures,
        { [metricDimensions.rejection]: 'signature' },
      ),
      ssrfRefusals: alarm(
        'SsrfRefusalsAlarm',
        'Website analysis: a spike of URLs refused by the SSRF-safe fetcher',
        BUSINESS_ALARMS.ssrfRefusals,
      ),
    };
  }
}
