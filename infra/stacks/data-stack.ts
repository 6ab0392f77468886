import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { tableSchema } from '../../functions/platform/data/table';

export interface DataStackProps extends StackProps {
  alarmTopic: ITopic;
}

/**
 * Throttled reads and writes (table and index) in five minutes that raise the alarm. On demand, a
 * throttle means a hot partition or the account's table limits; the handlers answer it as 429
 * RATE_LIMIT, so a few are tolerable and ten in five minutes are not.
 */
export const DYNAMODB_THROTTLE_THRESHOLD = 10;

/** The single table, built from the same key schema the local bootstrap uses. */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly throttleAlarm: Alarm;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: tableSchema.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSchema.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: tableSchema.globalIndexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      })),
      // Stripe events seen, impersonation sessions and daily quotas expire (functions/platform/data/expiry.ts).
      timeToLiveAttribute: tableSchema.timeToLiveAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Beside PITR (any second of the last 35 days), AWS Backup keeps a daily copy for 35 days and a
    // monthly one for a year, in a vault that outlives the stack: a table deleted by mistake, or data
    // corrupted unnoticed for more than 35 days, can still be restored (docs/operations.md, "Backups").
    const vault = new BackupVault(this, 'BackupVault', { removalPolicy: RemovalPolicy.RETAIN });
    const selection = BackupPlan.dailyMonthly1YearRetention(this, 'TableBackupPlan', vault).addSelection(
      'Table',
      { resources: [BackupResource.fromArn(this.table.tableArn)] },
    );
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's own service-role policy, the documented role for a backup selection; AWS keeps it current as the service's needs change",
    });

    const throttles = (metricName: string, indexName?: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: {
          TableName: this.table.tableName,
          ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}),
        },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    const usingMetrics: Record<string, Metric> = {
      tableReads: throttles('ReadThrottleEvents'),
      tableWrites: throttles('WriteThrottleEvents'),
    };
    tableSchema.globalIndexes.forEach((index, position) => {
      usingMetrics[`index${position}Reads`] = throttles('ReadThrottleEvents', index.name);
      usingMetrics[`index${position}Writes`] = throttles('WriteThrottleEvents', index.name);
    });
    this.throttleAlarm = new Alarm(this, 'ThrottleAlarm', {
      alarmDescription: `Table: ${DYNAMODB_THROTTLE_THRESHOLD} or more throttled reads or writes in 5 minutes (docs/operations.md)`,
      metric: new MathExpression({
        expression: Object.keys(usingMetrics).join(' + '),
        usingMetrics,
        period: Duration.minutes(5),
        label: 'throttled reads + writes',
      }),
      threshold: DYNAMODB_THROTTLE_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.throttleAlarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
