import { relative } from 'node:path';
import { buildSync } from 'esbuild';
import { AssetHashType, Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Role, ServicePrincipal, type PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import {
  LAMBDA_HANDLER,
  LAMBDA_MEMORY_MB,
  LAMBDA_NODE_OPTIONS,
  lambdaBuildOptions,
} from '../lambda-defaults';
import { repoRoot } from '../paths';
import { ROUTE_TIMEOUT_SECONDS } from '../../functions/platform/config/timeouts';

/** The newest Node.js runtime aws-cdk-lib offers (cdk-nag L1 checks it). */
export const NODE_RUNTIME = Runtime.NODEJS_24_X;

export interface ApiFunctionProps {
  entry: string;
  description: string;
  environment: Record<string, string>;
  alarmTopic: ITopic;
  logRetention: RetentionDays;
  logRemovalPolicy: RemovalPolicy;
  memorySize?: number;
  timeout?: Duration;
}

/**
 * The function's code: esbuild run locally at synth with the options `npm run bench` measures
 * (infra/lambda-defaults.ts; code splitting, which NodejsFunction cannot do). Hashed by its output, as
 * NodejsFunction does; skipped like any bundling when the context's `aws:cdk:bundling-stacks` says so.
 */
function bundledCode(entry: string): Code {
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never run (the local build below succeeds or throws); the command names the entry because CDK
      // caches staged assets by these options, where the local build's function does not appear.
      image: NODE_RUNTIME.bundlingImage,
      command: ['esbuild', relative(repoRoot, entry)],
      local: {
        tryBundle(outputDir) {
          buildSync(lambdaBuildOptions(entry, outputDir));
          return true;
        },
      },
    },
  });
}

/**
 * Every Lambda of the API: newest Node runtime, arm64, minified ESM bundle with source maps, its
 * own role (no managed policies) and log group with retention, an alarm on errors or throttles, and
 * X-Ray active tracing (the platform's: Lambda records each invocation's segment; no X-Ray SDK in the
 * bundle).
 */
export class ApiFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new LambdaFunction(this, 'Function', {
      code: bundledCode(props.entry),
      handler: LAMBDA_HANDLER,
      description: props.description,
      runtime: NODE_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? LAMBDA_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(ROUTE_TIMEOUT_SECONDS),
      role: this.role,
      logGroup: this.logGroup,
      environment: { NODE_OPTIONS: LAMBDA_NODE_OPTIONS, ...props.environment },
      tracing: Tracing.ACTIVE,
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords only accept Resource "*"; every other statement of the role names its resources',
    });

    // Unhandled failures only: the error mapper turns expected failures into 4xx/5xx responses. One
    // invocation error or throttle in five minutes is already worth a look (docs/operations.md).
    this.alarm = new Alarm(this, 'FailureAlarm', {
      alarmDescription: `${props.description}: Lambda errors or throttles`,
      metric: new MathExpression({
        expression: 'errors + throttles',
        usingMetrics: {
          errors: this.fn.metricErrors({ statistic: 'Sum' }),
          throttles: this.fn.metricThrottles({ statistic: 'Sum' }),
        },
        period: Duration.minutes(5),
        label: 'errors + throttles',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }

  addToRolePolicy(statement: PolicyStatement): void {
    this.role.addToPolicy(statement);
  }
}
