import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Role, ServicePrincipal, type PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { lockFile, repoRoot } from '../paths';

/** The newest Node.js runtime aws-cdk-lib offers (cdk-nag L1 checks it). */
export const NODE_RUNTIME = Runtime.NODEJS_24_X;

/**
 * The AWS SDK is bundled: the cloud then runs the SDK version of package-lock.json (the one the
 * integration tests use), and loading GET /api/me's bundle took ~120 ms against ~190 ms with the
 * SDK resolved from node_modules (local Node 20, 3 runs). Revisit with bench/ measured in Lambda.
 */
const EXTERNAL_MODULES: string[] = [];

// Bundled CommonJS dependencies may call require(), which ESM output does not define.
const ESM_REQUIRE_BANNER =
  "import { createRequire as topLevelCreateRequire } from 'node:module';const require = topLevelCreateRequire(import.meta.url);";

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
 * Every Lambda of the API: newest Node runtime, arm64, minified ESM bundle with source maps, its
 * own role (no managed policies) and log group with retention, and an alarm on errors or throttles.
 */
export class ApiFunction extends Construct {
  readonly fn: NodejsFunction;
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

    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: NODE_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        externalModules: EXTERNAL_MODULES,
      },
    });

    // Unhandled failures only: the error mapper turns expected failures into 4xx/5xx responses.
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
