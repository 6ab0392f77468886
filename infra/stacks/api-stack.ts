import {
  ArnFormat,
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { tableSchema } from '../../functions/platform/data/table';
import {
  routeAreas,
  routeKey,
  routes,
  type Area,
  type RouteDefinition,
  type RouteKey,
} from '../../functions/routes';
import type { WorkflowName } from '../../functions/platform/workflows/definitions';
import { stateMachineArnEnv } from '../../functions/platform/workflows/stepfunctions-adapter';
import { appOriginsAccess } from '../app-origins';
import { aiSwitchAccess } from '../ai-switch';
import { createOriginSecret } from '../origin-secret';
import { ORIGIN_VERIFY_ENV } from '../../functions/platform/http/origin-check';
import { ApiFunction } from '../constructs/api-function';
import { ModelAccess } from '../constructs/model-access';
import { OperationsDashboard } from '../constructs/operations-dashboard';
import { tableAccessStatements } from '../constructs/table-access';
import { areaEntry, triggerEntry } from '../paths';
import {
  areaPermissions,
  areaTimeoutSeconds,
  type RoutePermissions,
  type UploadAccess,
} from '../route-permissions';
import { UPLOADS_OBJECT_PREFIX, uploadsBucketName } from '../uploads-bucket';
import type { StageConfig } from '../stage-config';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** The client public sign-ups go through (the auth area's SIGNUP_CLIENT_ID). */
  signUpClient: IUserPoolClient;
  table: ITableV2;
  alarmTopic: ITopic;
  /** The analysis state machines (workflows stack): started by the routes that start workflows. */
  workflows: Record<WorkflowName, IStateMachine>;
}

/** Requests per second for the whole stage, and for each public route that writes (sign-up). */
export const STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 };
export const PUBLIC_WRITE_THROTTLE = { rateLimit: 2, burstLimit: 5 };
/**
 * Public writes that are not sign-ups: Stripe delivers several events per checkout at once and
 * retries what is throttled, and each event is verified by its signature before anything is read.
 */
/**
 * What the deploy-time seed may do on the table (functions/seed/load-seed.ts): read META and a
 * partition, put META with its statistics counter (UpdateItem, in one transaction), batch-write
 * questions, options and catalogue items. Nothing else: no Scan, no index.
 */
export const SEED_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:BatchWriteItem',
];

/**
 * The API's 5xx alarm: the share of 5xx answers in five minutes, in percent, once the stage had at least
 * `minimumRequests` (below that, one failing request would be a large share of nothing).
 */
export const SERVER_ERROR_RATE_ALARM = { percent: 5, minimumRequests: 20 };

export const ROUTE_THROTTLE: Partial<Record<RouteKey, { rateLimit: number; burstLimit: number }>> = {
  'POST /api/payments/webhook': { rateLimit: 20, burstLimit: 40 },
};

const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    // The Lambda invocation's request id: the `@requestId` of the area function's log lines.
    lambdaRequestId: '$context.integration.requestId',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/** `stripe-webhook` → `StripeWebhookArea`: stable ids that do not depend on manifest order. */
const constructIdOf = (area: string): string =>
  area
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('') + 'Area';

const isPublicWrite = (route: RouteDefinition): boolean =>
  route.access === 'public' && route.method !== 'GET';

/** The HTTP API: one route per entry of functions/routes.ts, one Lambda per area. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** Host name of the API's execute-api endpoint, for the CloudFront origin. */
  readonly apiDomainName: string;
  /** Runs functions/triggers/seed-catalogue.ts during deployment. */
  readonly seedTrigger: Trigger;
  /** One function per area of the manifest. */
  readonly areaFunctions = new Map<Area, ApiFunction>();
  readonly dashboard: OperationsDashboard;
  /** bedrock:InvokeModel on the stage's heavy and light models, for the areas that call them. */
  readonly modelAccess: ModelAccess;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, userPool, webClient, table, alarmTopic } = props;
    this.modelAccess = new ModelAccess(this, 'ModelAccess', {
      modelIds: [config.bedrockModelId, config.bedrockLightModelId],
    });
    const logRetention = config.isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH;
    const logRemovalPolicy = config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${userPool.userPoolId}`,
      { jwtAudience: [webClient.userPoolClientId] },
    );

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `rumo-${config.stage}`,
      description: `Rumo Estratégico API (${config.stage})`,
      createDefaultStage: false,
      // Any route not declared public in the manifest is protected, even if someone forgets.
      defaultAuthorizer: authorizer,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy: logRemovalPolicy,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    // Only requests through CloudFront, which adds this secret, are served (decision 0042).
    const originSecret = createOriginSecret(this, config.stage);

    const environment = Object.fromEntries(
      Object.entries({
        TABLE_NAME: table.tableName,
        USER_POOL_ID: userPool.userPoolId,
        USER_POOL_CLIENT_ID: webClient.userPoolClientId,
        BEDROCK_MODEL_ID: config.bedrockModelId,
        BEDROCK_LIGHT_MODEL_ID: config.bedrockLightModelId,
        STRIPE_SECRET_NAME: config.stripeSecretName,
        STRIPE_PRICE_ID: config.stripePriceId,
        // Whether Instagram analyses can be created (the token itself is read by the workflow's task).
        INSTAGRAM_TOKEN_SECRET_NAME: config.instagramTokenSecretName,
        INSTAGRAM_ACCOUNT_ID: config.instagramAccountId,
        STAGE: config.stage,
        [ORIGIN_VERIFY_ENV]: originSecret.secretValue.unsafeUnwrap(),
      }).filter(([, value]) => value !== ''),
    );

    // Only the areas that start workflows get the ARNs of the machines they start (and health, which
    // reports them all).
    const workflowEnvironment = (names: readonly WorkflowName[]) =>
      Object.fromEntries(
        names.map((name) => [stateMachineArnEnv[name], props.workflows[name].stateMachineArn]),
      );
    const allWorkflows = Object.keys(stateMachineArnEnv) as WorkflowName[];

    // One Lambda per area, with the union of its routes' permissions; one HTTP API route per entry.
    const integrations = new Map<Area, HttpLambdaIntegration>();
    for (const area of routeAreas()) {
      const id = constructIdOf(area);
      const permissions = areaPermissions(area);
      const origins = permissions.appOrigins ? appOriginsAccess(this, config) : undefined;
      const aiSwitch = permissions.aiSwitch ? aiSwitchAccess(this, config.stage) : undefined;
      const fn = new ApiFunction(this, id, {
        entry: areaEntry(area),
        description: `${area} area (${config.stage})`,
        environment: {
          ...environment,
          ...workflowEnvironment(area === 'health' ? allWorkflows : permissions.startsWorkflows),
          ...(permissions.uploads.length ? { UPLOADS_BUCKET: uploadsBucketName(this, config.stage) } : {}),
          ...origins?.environment,
          ...aiSwitch?.environment,
          ...(area === 'auth' ? { SIGNUP_CLIENT_ID: props.signUpClient.userPoolClientId } : {}),
        },
        alarmTopic,
        logRetention,
        logRemovalPolicy,
        timeout: Duration.seconds(areaTimeoutSeconds(area)),
      });
      this.grant(fn, permissions, props);
      for (const statement of [...(origins?.statements ?? []), ...(aiSwitch?.statements ?? [])]) {
        fn.addToRolePolicy(statement);
      }
      this.areaFunctions.set(area, fn);
      // One invoke permission per area for this API's routes instead of one per route: the API stack
      // stays far below CloudFormation's 500 resources (86 routes made 86 permissions), and an area
      // function serves only its own route keys anyway (functions/platform/http/define-area.ts).
      integrations.set(
        area,
        new HttpLambdaIntegration(`${id}Integration`, fn.fn, { scopePermissionToRoute: false }),
      );
    }

    for (const route of routes as readonly RouteDefinition[]) {
      const key = routeKey(route);
      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations.get(route.area)!,
        ...(route.access === 'public' ? { authorizer: new HttpNoneAuthorizer() } : {}),
      });
      if (!httpRoute) throw new Error(`No route created for ${key}`);

      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `public by design: health, sign-up, plan list or the Stripe webhook (verified by its signature); ${key} is 'public' in functions/routes.ts`,
        });
      }
      if (isPublicWrite(route)) {
        const throttle = ROUTE_THROTTLE[key as RouteKey] ?? PUBLIC_WRITE_THROTTLE;
        routeSettings[key] = {
          ThrottlingRateLimit: throttle.rateLimit,
          ThrottlingBurstLimit: throttle.burstLimit,
        };
        // Route settings name the route key, which must exist before the stage refers to it.
        this.stage.node.addDependency(httpRoute);
      }
    }

    if (Object.keys(routeSettings).length > 0) {
      (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    }

    this.seedTrigger = this.addSeedTrigger(props, environment, logRetention, logRemovalPolicy);

    const { percent, minimumRequests } = SERVER_ERROR_RATE_ALARM;
    const serverErrors = new Alarm(this, 'ServerErrorAlarm', {
      alarmDescription: `API ${config.stage}: ${percent}% or more of the answers were 5xx in 5 minutes (with ${minimumRequests}+ requests; docs/operations.md)`,
      metric: new MathExpression({
        expression: `IF(requests >= ${minimumRequests}, 100 * errors / requests, 0)`,
        usingMetrics: {
          errors: this.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
          requests: this.api.metricCount({ period: Duration.minutes(5), statistic: 'Sum' }),
        },
        period: Duration.minutes(5),
        label: '5xx, % of requests',
      }),
      threshold: percent,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    serverErrors.addAlarmAction(new SnsAction(alarmTopic));

    this.dashboard = new OperationsDashboard(this, 'Operations', {
      stage: config.stage,
      bedrockModelId: config.bedrockModelId,
      bedrockLightModelId: config.bedrockLightModelId,
      api: this.api,
      areaFunctions: this.areaFunctions,
      workflows: props.workflows,
      table,
    });

    this.apiDomainName = Fn.select(2, Fn.split('/', this.api.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }

  /**
   * The catalogue seed, run by CloudFormation during `cdk deploy` (a Trigger) after the table and
   * the function's own permissions exist. It runs on the first deploy and again whenever its
   * function version changes: the seed content is bundled into the function, so every content or
   * loader change, and any change of its configuration (a new table name), re-runs it; a deploy that
   * changes neither has nothing to load (the loader would skip every unchanged diagnostic anyway).
   * A failing seed fails the deployment, which rolls back.
   */
  private addSeedTrigger(
    props: ApiStackProps,
    environment: Record<string, string>,
    logRetention: RetentionDays,
    logRemovalPolicy: RemovalPolicy,
  ): Trigger {
    const seed = new ApiFunction(this, 'SeedCatalogue', {
      entry: triggerEntry('seed-catalogue'),
      description: `Deploy trigger: loads the diagnostics and investor catalogues (${props.config.stage})`,
      // Only what the data modules read at start-up (the runtime configuration requires the pool ids).
      environment: {
        TABLE_NAME: environment.TABLE_NAME!,
        USER_POOL_ID: environment.USER_POOL_ID!,
        USER_POOL_CLIENT_ID: environment.USER_POOL_CLIENT_ID!,
      },
      alarmTopic: props.alarmTopic,
      logRetention,
      logRemovalPolicy,
      timeout: Duration.minutes(2),
    });
    seed.addToRolePolicy(
      new PolicyStatement({ actions: SEED_TABLE_ACTIONS, resources: [props.table.tableArn] }),
    );
    return new Trigger(this, 'SeedCatalogueTrigger', {
      handler: seed.fn,
      timeout: Duration.minutes(2),
      // After the table, and after the function's role policy (else the first run is denied).
      executeAfter: [props.table, seed],
    });
  }

  /**
   * The uploads bucket (web stack), under `uploads/modules/` only. S3 object permissions need the
   * prefix wildcard: acknowledged one by one with that reason.
   */
  private grantUploads(fn: ApiFunction, access: readonly UploadAccess[], stage: string): void {
    const bucketArn = `arn:aws:s3:::${uploadsBucketName(this, stage)}`;
    const objects = `${bucketArn}/${UPLOADS_OBJECT_PREFIX}modules/*`;
    const actions = { put: 's3:PutObject', delete: 's3:DeleteObject' } as const;
    const objectActions = access.flatMap((entry) => (entry === 'list' ? [] : [actions[entry]]));
    if (objectActions.length) {
      fn.addToRolePolicy(new PolicyStatement({ actions: objectActions, resources: [objects] }));
    }
    if (access.includes('list')) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [bucketArn],
          conditions: { StringLike: { 's3:prefix': `${UPLOADS_OBJECT_PREFIX}modules/*` } },
        }),
      );
    }
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:aws:s3:::rumo-${stage}-uploads-<AWS::AccountId>-${this.region}/${UPLOADS_OBJECT_PREFIX}modules/*]`,
      reason:
        "S3 object permissions name a key prefix: only the admins' module uploads (functions/platform/uploads/s3-file-store.ts).",
    });
  }

  private grant(fn: ApiFunction, permissions: RoutePermissions, props: ApiStackProps): void {
    const indexNames = tableSchema.globalIndexes.map((index) => index.name);
    for (const statement of tableAccessStatements(props.table.tableArn, indexNames, permissions.table)) {
      fn.addToRolePolicy(statement);
    }
    if (permissions.tableActions.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: permissions.tableActions, resources: [props.table.tableArn] }),
      );
    }
    if (permissions.stripeSecret && props.config.stripeSecretName) {
      // Secrets Manager appends six random characters to a secret's name in its ARN.
      const secretArn = this.formatArn({
        service: 'secretsmanager',
        resource: 'secret',
        resourceName: `${props.config.stripeSecretName}-??????`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secretArn] }),
      );
    }
    if (permissions.startsWorkflows.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['states:StartExecution'],
          resources: permissions.startsWorkflows.map((name) => props.workflows[name].stateMachineArn),
        }),
      );
    }
    if (permissions.invokesModel) this.modelAccess.grantInvoke(fn);
    if (permissions.uploads.length > 0) this.grantUploads(fn, permissions.uploads, props.config.stage);
    if (permissions.userPoolActions.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: permissions.userPoolActions,
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
  }
}
