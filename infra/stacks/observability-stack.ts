import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { ParameterTier, StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { metricDimensions } from '../../functions/contracts/operational-metrics';
import { aiSwitchParameterName } from '../ai-switch';
import { businessMetric } from '../business-metrics';
import { modelPrice } from '../constructs/operations-dashboard';
import { modelSpend } from '../model-spend';
import { PRICES } from '../prices';
import type { StageConfig } from '../stage-config';

export interface ObservabilityStackProps extends StackProps {
  stage: string;
  alarmEmail: string;
  /** The models whose tokens the spend alarm prices (heavy, light) and the alarm's and budget's amounts. */
  bedrockModelId: string;
  bedrockLightModelId: string;
  modelSpend: StageConfig['modelSpend'];
}

/** The budget's notifications: percent of the monthly amount, spent so far or forecast for the month. */
export const BEDROCK_BUDGET_NOTIFICATIONS = [
  { notificationType: 'ACTUAL', threshold: 80 },
  { notificationType: 'ACTUAL', threshold: 100 },
  { notificationType: 'FORECASTED', threshold: 100 },
] as const;

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
  /** The operator's emergency stop of AI work (decision 0056), created `on`. */
  readonly aiSwitch: StringParameter;
  /** The estimated model spend in one hour reached `modelSpend.alarmUsdPerHour`. */
  readonly modelSpendAlarm: Alarm;
  /** AWS Budgets: the account's Bedrock cost per month. */
  readonly bedrockBudget: CfnBudget;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);

    // A customer managed key: CloudWatch cannot publish to a topic encrypted with alias/aws/sns.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the alarm topic',
      enableKeyRotation: true,
      pendingWindow: Duration.days(7),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // CloudWatch alarms and AWS Budgets' notifications publish to the encrypted topic.
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [
          new ServicePrincipal('cloudwatch.amazonaws.com'),
          new ServicePrincipal('budgets.amazonaws.com'),
        ],
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
        principals: [
          new ServicePrincipal('cloudwatch.amazonaws.com'),
          new ServicePrincipal('budgets.amazonaws.com'),
        ],
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

    // The emergency stop (decision 0056). Created `on`; an operator flips it with `aws ssm put-parameter
    // --overwrite`, and a later deploy leaves the value alone as long as this definition does not change
    // (CloudFormation updates only what its template changed).
    this.aiSwitch = new StringParameter(this, 'AiSwitch', {
      parameterName: aiSwitchParameterName(props.stage),
      stringValue: 'on',
      description: 'AI emergency stop: on | off (docs/operations.md, "Emergency stop and model spend")',
      tier: ParameterTier.STANDARD,
    });

    const { alarmUsdPerHour, budgetUsdPerMonth, budgetServices } = props.modelSpend;
    this.modelSpendAlarm = new Alarm(this, 'ModelSpendAlarm', {
      alarmDescription: `Estimated model spend of US$ ${alarmUsdPerHour} or more in one hour (${props.stage}; docs/operations.md: consider the AI switch)`,
      metric: modelSpend(props.stage, {
        heavy: modelPrice(props.bedrockModelId),
        light: modelPrice(props.bedrockLightModelId, PRICES.bedrockLight),
      }),
      threshold: alarmUsdPerHour,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.modelSpendAlarm.addAlarmAction(new SnsAction(this.alarmTopic));

    // The bill itself, a day or so late: Bedrock's cost in the account (every stage of it), per month.
    this.bedrockBudget = new CfnBudget(this, 'BedrockBudget', {
      budget: {
        budgetName: `rumo-${props.stage}-bedrock`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: budgetUsdPerMonth, unit: 'USD' },
        costFilters: { Service: budgetServices },
      },
      notificationsWithSubscribers: BEDROCK_BUDGET_NOTIFICATIONS.map(({ notificationType, threshold }) => ({
        notification: {
          notificationType,
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'SNS', address: this.alarmTopic.topicArn }],
      })),
    });
    // The topic's policy (its `Policy` child) must exist before Budgets checks that it may publish.
    this.bedrockBudget.node.addDependency(this.alarmTopic.node.findChild('Policy'));
  }
}
