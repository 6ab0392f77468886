import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Runtime, RuntimeFamily } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSchema } from '../../functions/platform/data/table';
import { ADMIN_GROUP } from '../../functions/platform/http/auth-context';
import { routeAreas, routeKey, routes, type Area, type RouteDefinition } from '../../functions/routes';
import { NODE_RUNTIME } from '../../infra/constructs/api-function';
import { LAMBDA_HANDLER } from '../../infra/lambda-defaults';
import { areaEntry } from '../../infra/paths';
import {
  areaTimeoutSeconds,
  MODEL_ROUTE_TIMEOUT_SECONDS,
  permissionsFor,
} from '../../infra/route-permissions';
import {
  PUBLIC_WRITE_THROTTLE,
  ROUTE_THROTTLE,
  SEED_TABLE_ACTIONS,
  SERVER_ERROR_RATE_ALARM,
  STAGE_THROTTLE,
} from '../../infra/stacks/api-stack';
import { DYNAMODB_THROTTLE_THRESHOLD } from '../../infra/stacks/data-stack';
import { BUSINESS_ALARMS } from '../../infra/stacks/observability-stack';
import { PRICES } from '../../infra/prices';
import { metricNamespace, operationalMetrics } from '../../functions/contracts/operational-metrics';
import { workflowDefinitions } from '../../functions/platform/workflows/definitions';
import { aiTaskNames, aiTasks } from '../../functions/ai/tasks';
import {
  foundationModelStatement,
  geoModelStatement,
  globalProfilesStatements,
  normalized,
  profilesStatement,
  type Statement,
} from './bedrock-statements';
import { acknowledgements, synthApp, type SynthesizedApp } from './synth-app';
import { VIEWER_ADDRESS_HEADER } from '../../functions/platform/http/viewer-address';

type Resource = {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  DependsOn?: string[];
};

const SYNTH_TIMEOUT = 120_000;
/** The web stack's parameter with the app's origins (infra/app-origins.ts), for the dev stage. */
const APP_ORIGINS_PARAMETER = '/rumo/dev/app-origins';
/** Its ARN, built by each stack that grants it (no reference to the web stack). */
const APP_ORIGINS_PARAMETER_ARN = {
  'Fn::Join': ['', ['arn:aws:ssm:sa-east-1:', { Ref: 'AWS::AccountId' }, ':parameter/rumo/dev/app-origins']],
};
/** The observability stack's AI switch (infra/ai-switch.ts), for the dev stage. */
const AI_SWITCH_PARAMETER_ARN = {
  'Fn::Join': ['', ['arn:aws:ssm:sa-east-1:', { Ref: 'AWS::AccountId' }, ':parameter/rumo/dev/ai-switch']],
};
/** Only these call Stripe, so only these may read the Stripe secret. */
const STRIPE_SECRET_ROUTES = [
  'POST /api/checkout',
  'POST /api/customer-portal',
  'POST /api/payments/webhook',
  // An admin canceling or deleting a user stops the Stripe billing.
  'DELETE /api/admin/users/{userId}',
  'POST /api/admin/users/{userId}/subscription',
  // A user deleting her own account takes the same path (issue #36).
  'POST /api/me/deletion',
];
/** Only these call the model in the request, so only these may invoke it (and wait for it). */
const MODEL_ROUTES = [
  'POST /api/analyses/{resultId}/sections/{sectionKey}',
  'POST /api/action-plans/{planId}/items/{itemId}/genius',
];
/** cdk.json's models: both global cross-Region inference profiles (decision 0035). */
const HEAVY_MODEL = 'global.anthropic.claude-sonnet-4-6';
const LIGHT_MODEL = 'global.anthropic.claude-haiku-4-5-20251001-v1:0';
/** POST routes that only read the table. */
const READ_ONLY_POSTS = ['POST /api/subscription/check', 'POST /api/checkout', 'POST /api/customer-portal'];
/**
 * GETs that store what they compute (the investor report is written each time it is read; a result is
 * created on its first read).
 */
const WRITING_GETS = ['GET /api/investor-report/{resultId}', 'GET /api/diagnostics/{diagnosticId}/result'];
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
// Managed policy ids, documented by CloudFront.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function resourcesOf(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

const AREAS = routeAreas();
const areaOf = (fn: Resource): string => String(fn.Properties.Description ?? '').split(' area (')[0]!;
/** The area functions that serve the routes (their description starts with `<area> area (`). */
function areaFunctions(template: Template): [string, Resource][] {
  return resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) =>
    (AREAS as string[]).includes(areaOf(fn)),
  );
}
const routeOf = (key: string) =>
  (routes as readonly RouteDefinition[]).find((route) => routeKey(route) === key)!;
const routesOf = (area: string) =>
  (routes as readonly RouteDefinition[]).filter((route) => route.area === area).map(routeKey);
/** The deploy-time seed function (functions/triggers/seed-catalogue.ts). */
function seedFunction(template: Template): [string, Resource] {
  const found = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) =>
    String(fn.Properties.Description ?? '').startsWith('Deploy trigger: loads the diagnostics'),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}
/** CDK's own provider that invokes triggers during deployment (a Lambda per stack). */
const isTriggerProvider = (id: string) => id.startsWith('AWSCDKTriggerCustomResourceProvider');

/** The statements of the inline policies attached to the role of a function. */
function statementsOfFunction(
  template: Template,
  fn: Resource,
): { Action: string | string[]; Resource: unknown }[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
}

describe('the stacks of the dev stage (cdk.json context)', () => {
  let synth: SynthesizedApp;
  let api: Template;
  let auth: Template;
  let data: Template;
  let web: Template;
  let observability: Template;
  let workflows: Template;

  beforeAll(() => {
    synth = synthApp();
    api = Template.fromStack(synth.api);
    auth = Template.fromStack(synth.auth);
    data = Template.fromStack(synth.data);
    web = Template.fromStack(synth.web);
    observability = Template.fromStack(synth.observability);
    workflows = Template.fromStack(synth.workflows);
  }, SYNTH_TIMEOUT);

  afterAll(() => synth?.dispose());

  it('pins the region from context', () => {
    expect(synth.config.region).toBe('sa-east-1');
    for (const stack of [synth.api, synth.auth, synth.data, synth.web, synth.observability]) {
      expect(stack.region).toBe('sa-east-1');
    }
  });

  it('keeps every stack at 250 resources or fewer (CloudFormation refuses 500)', () => {
    const stacks = [synth.api, synth.auth, synth.data, synth.web, synth.observability, synth.workflows];
    for (const stack of stacks) {
      const count = Object.keys(Template.fromStack(stack).toJSON().Resources).length;
      expect(count, stack.stackName).toBeLessThanOrEqual(250);
    }
  });

  describe('cdk-nag', () => {
    it('leaves no unacknowledged finding, error or warning', () => {
      expect(synth.violations).toEqual([]);
    });

    it('leaves no warning or error annotation on any stack', () => {
      for (const stack of [synth.api, synth.auth, synth.data, synth.web, synth.observability]) {
        const annotations = Annotations.fromStack(stack);
        expect(annotations.findError('*', Match.anyValue()), stack.stackName).toEqual([]);
        expect(annotations.findWarning('*', Match.anyValue()), stack.stackName).toEqual([]);
      }
    });

    it('gives every acknowledgement a reason', () => {
      const acks = acknowledgements(synth.app);
      expect(acks.length).toBeGreaterThan(0);
      for (const ack of acks) {
        expect(typeof ack.reason, `${ack.id} on ${ack.path}`).toBe('string');
        expect((ack.reason as string).trim().length, `${ack.id} on ${ack.path}`).toBeGreaterThan(20);
      }
    });

    it('acknowledges open routes only on the public routes of the manifest', () => {
      const apig4 = acknowledgements(synth.app).filter((ack) => ack.id === 'AwsSolutions-APIG4');
      const publicRoutes = routes.filter((route) => route.access === 'public');
      expect(apig4).toHaveLength(publicRoutes.length);
      for (const ack of apig4) expect(ack.reason).toMatch(/^public by design/);
    });
  });

  describe('API', () => {
    it('has exactly one route per manifest entry', () => {
      const keys = resourcesOf(api, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
      expect(keys.sort()).toEqual(routes.map(routeKey).sort());
    });

    it.each(routes.map((route) => [routeKey(route), route] as const))(
      '%s has the authorization of its access level',
      (key, route) => {
        api.hasResourceProperties(
          'AWS::ApiGatewayV2::Route',
          route.access === 'public'
            ? { RouteKey: key, AuthorizationType: 'NONE', AuthorizerId: Match.absent() }
            : { RouteKey: key, AuthorizationType: 'JWT', AuthorizerId: Match.anyValue() },
        );
      },
    );

    it.each(routes.map((route) => [routeKey(route), route] as const))(
      "%s is served by its area's function, built from the area's entry point",
      (key, route) => {
        expect(existsSync(areaEntry(route.area)), areaEntry(route.area)).toBe(true);
        const [, routeResource] = resourcesOf(api, 'AWS::ApiGatewayV2::Route').find(
          ([, candidate]) => candidate.Properties.RouteKey === key,
        )!;
        const integrationId = routeResource.Properties.Target['Fn::Join'][1][1].Ref;
        const integration = api.toJSON().Resources[integrationId] as Resource;
        expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
        const functionId = integration.Properties.IntegrationUri['Fn::GetAtt'][0];
        const fn = api.toJSON().Resources[functionId] as Resource;
        expect(areaOf(fn)).toBe(route.area);
      },
    );

    it('verifies tokens issued by the user pool for the web client', () => {
      api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: {
            'Fn::Join': [
              '',
              [
                'https://cognito-idp.sa-east-1.amazonaws.com/',
                { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
              ],
            ],
          },
          Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('WebClient') }],
        },
      });
    });

    it('throttles the stage, and public writes harder, and logs access as JSON', () => {
      const publicWrites = routes.filter((route) => route.access === 'public' && route.method !== 'GET');
      expect(publicWrites.map(routeKey)).toEqual(
        expect.arrayContaining(['POST /api/auth/register', 'POST /api/auth/trial-signup']),
      );
      const throttleOf = (key: string) =>
        ROUTE_THROTTLE[key as keyof typeof ROUTE_THROTTLE] ?? PUBLIC_WRITE_THROTTLE;
      api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
          ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
        },
        RouteSettings: Object.fromEntries(
          publicWrites.map((route) => [
            routeKey(route),
            {
              ThrottlingRateLimit: throttleOf(routeKey(route)).rateLimit,
              ThrottlingBurstLimit: throttleOf(routeKey(route)).burstLimit,
            },
          ]),
        ),
        AccessLogSettings: {
          DestinationArn: Match.anyValue(),
          Format: Match.stringLikeRegexp(
            '"requestId":.*"lambdaRequestId":"\\$context.integration.requestId"',
          ),
        },
      });
      expect(PUBLIC_WRITE_THROTTLE.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
      // Sign-ups get the tight limit; only the Stripe webhook (signature-verified) gets a wider one.
      expect(throttleOf('POST /api/auth/trial-signup')).toBe(PUBLIC_WRITE_THROTTLE);
      expect(Object.keys(ROUTE_THROTTLE)).toEqual(['POST /api/payments/webhook']);
      expect(throttleOf('POST /api/payments/webhook').rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
    });

    it('exports the API endpoint', () => {
      api.hasOutput('ApiEndpoint', { Value: { 'Fn::GetAtt': [Match.anyValue(), 'ApiEndpoint'] } });
    });
  });

  describe('functions', () => {
    it('use the newest Node.js runtime that aws-cdk-lib offers', () => {
      const version = (runtime: Runtime) => Number(/^nodejs(\d+)\.x$/.exec(runtime.name)?.[1] ?? 0);
      const nodeRuntimes = Object.values(Runtime).filter(
        (value): value is Runtime => value instanceof Runtime && value.family === RuntimeFamily.NODEJS,
      );
      const newest = Math.max(...nodeRuntimes.map(version));
      expect(version(NODE_RUNTIME)).toBe(newest);
    });

    it('each load their own bundle (index.mjs, built by infra/lambda-defaults.ts)', () => {
      const functions = areaFunctions(api);
      for (const [id, fn] of functions) expect(fn.Properties.Handler, id).toBe(LAMBDA_HANDLER);
      const assets = new Set(functions.map(([, fn]) => JSON.stringify(fn.Properties.Code)));
      expect(assets.size).toBe(functions.length);
    });

    it('are one per area, arm64, on that runtime, with their own log group and the runtime configuration', () => {
      const functions = areaFunctions(api);
      expect(functions.map(([, fn]) => areaOf(fn)).sort()).toEqual([...AREAS].sort());
      // Besides them only the catalogue seed and CDK's trigger provider.
      const others = resourcesOf(api, 'AWS::Lambda::Function').filter(
        ([id]) => !functions.some(([areaId]) => areaId === id),
      );
      expect(others.map(([id]) => id)).toEqual([
        seedFunction(api)[0],
        expect.stringMatching(/^AWSCDKTrigger/),
      ]);
      for (const [id, fn] of functions) {
        expect(fn.Properties.Runtime, id).toBe(NODE_RUNTIME.name);
        expect(fn.Properties.Architectures, id).toEqual(['arm64']);
        expect(fn.Properties.MemorySize, id).toBeGreaterThanOrEqual(256);
        expect(fn.Properties.MemorySize, id).toBeLessThanOrEqual(512);
        // An area with a model route waits for Bedrock, below API Gateway's 30 s; the others stay short.
        if (routesOf(areaOf(fn)).some((key) => MODEL_ROUTES.includes(key)))
          expect(fn.Properties.Timeout, id).toBe(MODEL_ROUTE_TIMEOUT_SECONDS);
        else expect(fn.Properties.Timeout, id).toBeLessThanOrEqual(15);
        // The local gateway holds the area's requests to this same deadline.
        expect(fn.Properties.Timeout, id).toBe(areaTimeoutSeconds(areaOf(fn) as Area));
        expect(fn.Properties.LoggingConfig.LogGroup, id).toEqual({ Ref: expect.any(String) });
        expect(fn.Properties.Environment.Variables, id).toMatchObject({
          TABLE_NAME: expect.anything(),
          USER_POOL_ID: expect.anything(),
          USER_POOL_CLIENT_ID: expect.anything(),
          BEDROCK_MODEL_ID: HEAVY_MODEL,
          BEDROCK_LIGHT_MODEL_ID: LIGHT_MODEL,
          STRIPE_SECRET_NAME: 'rumo/dev/stripe',
          NODE_OPTIONS: '--enable-source-maps',
        });
        // The state machines' ARNs: where workflows start, and for the health report.
        const knowsAnalyses = ['diagnostics', 'analyses', 'health'].includes(areaOf(fn));
        expect('ANALYSIS_STATE_MACHINE_ARN' in fn.Properties.Environment.Variables, id).toBe(knowsAnalyses);
        const knowsDossier = ['dossier', 'health'].includes(areaOf(fn));
        expect('DOSSIER_STATE_MACHINE_ARN' in fn.Properties.Environment.Variables, id).toBe(knowsDossier);
        const knowsPlans = ['action-plan', 'health'].includes(areaOf(fn));
        expect('PLAN_STATE_MACHINE_ARN' in fn.Properties.Environment.Variables, id).toBe(knowsPlans);
        // cdk.json leaves the price and the origins empty (no custom domain): then they are not set, and
        // the areas that need the origins get the name of the web stack's SSM parameter instead.
        expect(fn.Properties.Environment.Variables.STRIPE_PRICE_ID, id).toBeUndefined();
        expect(fn.Properties.Environment.Variables.APP_ORIGINS, id).toBeUndefined();
        expect(fn.Properties.Environment.Variables.APP_ORIGINS_PARAMETER, id).toBe(
          areaOf(fn) === 'payments' ? APP_ORIGINS_PARAMETER : undefined,
        );
      }
      for (const [, logGroup] of resourcesOf(api, 'AWS::Logs::LogGroup')) {
        expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
      }
    });

    it('have their own roles with no managed policies', () => {
      const roles = resourcesOf(api, 'AWS::IAM::Role');
      // One per area, the seed's, and CDK's trigger provider (which carries AWSLambdaBasicExecutionRole).
      expect(roles).toHaveLength(AREAS.length + 2);
      for (const [id, role] of roles.filter(([roleId]) => !isTriggerProvider(roleId))) {
        expect(role.Properties.ManagedPolicyArns, id).toBeUndefined();
      }
    });

    it("get least privilege: the union of their routes' needs, no wildcards, Cognito admin actions only where needed", () => {
      const byArea = new Map(areaFunctions(api).map(([, fn]) => [areaOf(fn), fn]));
      expect(routes.filter((route) => permissionsFor(route).invokesModel).map(routeKey)).toEqual(
        MODEL_ROUTES,
      );
      for (const area of AREAS) {
        const keys = routesOf(area);
        const statements = statementsOfFunction(api, byArea.get(area)!);
        const actions = statements.flatMap((statement) => asArray(statement.Action));
        // No Scan on a request path.
        expect(actions, area).not.toContain('dynamodb:Scan');
        // The one key-prefix wildcard: the admins' module uploads (S3 object permissions name a prefix).
        const uploadStatements = statements.filter((statement) =>
          asArray(statement.Action).some((action) => action.startsWith('s3:')),
        );
        expect(uploadStatements.length > 0, area).toBe(area === 'admin');
        for (const statement of uploadStatements) {
          expect(JSON.stringify(statement.Resource), area).toMatch(
            /arn:aws:s3:::rumo-dev-uploads-.*-sa-east-1(\/uploads\/modules\/\*)?"\]\]\}$/,
          );
        }
        expect(uploadStatements.flatMap((statement) => asArray(statement.Action)).sort(), area).toEqual(
          area === 'admin' ? ['s3:DeleteObject', 's3:ListBucket', 's3:PutObject'] : [],
        );
        // Active tracing: X-Ray's write actions accept only Resource "*".
        const xrayStatements = statements.filter((statement) =>
          asArray(statement.Action).some((action) => action.startsWith('xray:')),
        );
        expect(xrayStatements, area).toEqual([
          {
            Action: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
            Effect: 'Allow',
            Resource: '*',
          },
        ]);
        for (const statement of statements.filter(
          (entry) => !uploadStatements.includes(entry) && !xrayStatements.includes(entry),
        )) {
          expect(JSON.stringify(statement.Resource), area).not.toMatch(/"\*"|\/\*"/);
          for (const action of asArray(statement.Action)) expect(action, area).not.toContain('*');
        }
        expect(actions, area).toEqual(expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']));
        const onlyReads = keys.every(
          (key) => (key.startsWith('GET ') && !WRITING_GETS.includes(key)) || READ_ONLY_POSTS.includes(key),
        );
        if (onlyReads) {
          expect(
            actions.filter((action) => WRITE_ACTIONS.includes(action)),
            area,
          ).toEqual([]);
        }
        const cognitoActions = actions.filter((action) => action.startsWith('cognito-idp:')).sort();
        const secretStatements = statements.filter((statement) =>
          asArray(statement.Action).some((action) => action.startsWith('secretsmanager:')),
        );
        if (keys.some((key) => STRIPE_SECRET_ROUTES.includes(key))) {
          expect(secretStatements, area).toHaveLength(1);
          expect(secretStatements[0]!.Action, area).toBe('secretsmanager:GetSecretValue');
          expect(JSON.stringify(secretStatements[0]!.Resource), area).toMatch(
            /:secretsmanager:sa-east-1:.*:secret:rumo\/dev\/stripe-\?\?\?\?\?\?"/,
          );
        } else {
          expect(secretStatements, area).toEqual([]);
        }
        // Only the area of checkout and the portal reads the app's origins: that one parameter; the
        // areas with an AI route read the AI switch (tests/infra/ai-switch.test.ts).
        const ssmStatements = statements.filter((statement) =>
          asArray(statement.Action).some((action) => action.startsWith('ssm:')),
        );
        expect(ssmStatements, area).toEqual([
          ...(area === 'payments'
            ? [{ Action: 'ssm:GetParameter', Effect: 'Allow', Resource: APP_ORIGINS_PARAMETER_ARN }]
            : []),
          ...(keys.some((key) => routeOf(key).ai)
            ? [{ Action: 'ssm:GetParameter', Effect: 'Allow', Resource: AI_SWITCH_PARAMETER_ARN }]
            : []),
        ]);
        const bedrockStatements = statements.filter((statement) =>
          asArray(statement.Action).some((action) => action.startsWith('bedrock:')),
        );
        // The two models' global profiles, as AWS documents them: the profiles in sa-east-1, each
        // model in sa-east-1 and Region-less, only through its profile (bedrock-statements.ts).
        expect(normalized(bedrockStatements as Statement[]), area).toEqual(
          keys.some((key) => MODEL_ROUTES.includes(key))
            ? normalized(globalProfilesStatements([HEAVY_MODEL, LIGHT_MODEL]))
            : [],
        );
        if (area === 'auth') {
          // SignUp, ConfirmSignUp and ResendConfirmationCode are client calls IAM does not govern.
          expect(cognitoActions, area).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser']);
        } else if (area === 'admin') {
          expect(cognitoActions, area).toEqual([
            'cognito-idp:AdminAddUserToGroup',
            'cognito-idp:AdminCreateUser',
            'cognito-idp:AdminDeleteUser',
            'cognito-idp:AdminRemoveUserFromGroup',
            'cognito-idp:AdminSetUserPassword',
            'cognito-idp:AdminUpdateUserAttributes',
            'cognito-idp:AdminUserGlobalSignOut',
          ]);
        } else if (area === 'account') {
          // Her own deletion; the password check (InitiateAuth) is a client call IAM does not govern.
          expect(cognitoActions, area).toEqual([
            'cognito-idp:AdminDeleteUser',
            'cognito-idp:AdminUserGlobalSignOut',
          ]);
        } else if (area === 'health') {
          expect(cognitoActions).toEqual(['cognito-idp:DescribeUserPool']);
          expect(actions).toContain('dynamodb:DescribeTable');
        } else {
          expect(cognitoActions, area).toEqual([]);
        }
      }
      // The Stripe secret, the model and the app's origins stay in the areas that need them.
      expect(
        AREAS.filter((area) => routesOf(area).some((key) => permissionsFor(routeOf(key)).appOrigins)),
      ).toEqual(['payments'] satisfies Area[]);
      expect(
        AREAS.filter((area) => routesOf(area).some((key) => STRIPE_SECRET_ROUTES.includes(key))),
      ).toEqual(['account', 'payments', 'stripe-webhook', 'admin'] satisfies Area[]);
    });

    it('grant index queries on the named index only', () => {
      const meStatements = statementsOfFunction(
        api,
        resourcesOf(api, 'AWS::Lambda::Function').find(([, fn]) =>
          fn.Properties.Description.startsWith('admin area'),
        )![1],
      );
      const indexResources = meStatements
        .map((statement) => JSON.stringify(statement.Resource))
        .filter((resource) => resource.includes('/index/'));
      expect(indexResources).toEqual(
        tableSchema.globalIndexes.map((index) => expect.stringContaining(`/index/${index.name}"`)),
      );
    });

    it('alarm on errors or throttles, and the API on 5xx, to the alarm topic', () => {
      const alarms = resourcesOf(api, 'AWS::CloudWatch::Alarm');
      // One per area function, one for the seed function, and the API's 5xx alarm.
      expect(alarms).toHaveLength(AREAS.length + 2);
      for (const [id, alarm] of alarms) {
        expect(alarm.Properties.AlarmActions, id).toEqual([
          { 'Fn::ImportValue': expect.stringMatching(/AlarmTopic/) },
        ]);
      }
      const { percent, minimumRequests } = SERVER_ERROR_RATE_ALARM;
      api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Threshold: percent,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: `IF(requests >= ${minimumRequests}, 100 * errors / requests, 0)` }),
          Match.objectLike({
            Id: 'errors',
            MetricStat: Match.objectLike({
              Metric: Match.objectLike({ MetricName: '5xx', Namespace: 'AWS/ApiGateway' }),
            }),
          }),
          Match.objectLike({
            Id: 'requests',
            MetricStat: Match.objectLike({
              Metric: Match.objectLike({ MetricName: 'Count', Namespace: 'AWS/ApiGateway' }),
            }),
          }),
        ]),
      });
      // Each function's alarm: Errors + Throttles of that function, one in five minutes.
      const functionIds = resourcesOf(api, 'AWS::Lambda::Function')
        .map(([id]) => id)
        .filter((id) => !isTriggerProvider(id));
      for (const id of functionIds) {
        const alarm = alarms.find(([, candidate]) =>
          JSON.stringify(candidate.Properties.Metrics ?? []).includes(`"Ref":"${id}"`),
        );
        expect(alarm, id).toBeDefined();
        expect(alarm![1].Properties, id).toMatchObject({ Threshold: 1, EvaluationPeriods: 1 });
        const metricNames = alarm![1].Properties.Metrics.flatMap((entry: any) =>
          entry.MetricStat ? [entry.MetricStat.Metric.MetricName] : [],
        );
        expect(metricNames.sort(), id).toEqual(['Errors', 'Throttles']);
      }
    });
  });

  describe('catalogue seed', () => {
    it('is a Trigger that invokes the seed function synchronously on deploy and whenever it changes', () => {
      const [seedId, seed] = seedFunction(api);
      expect(seed.Properties.Architectures).toEqual(['arm64']);
      expect(seed.Properties.Runtime).toBe(NODE_RUNTIME.name);
      expect(Object.keys(seed.Properties.Environment.Variables).sort()).toEqual([
        'NODE_OPTIONS',
        'TABLE_NAME',
        'USER_POOL_CLIENT_ID',
        'USER_POOL_ID',
      ]);
      const triggers = resourcesOf(api, 'Custom::Trigger');
      expect(triggers).toHaveLength(1);
      const [, trigger] = triggers[0]!;
      const versionId = trigger.Properties.HandlerArn.Ref as string;
      expect((api.toJSON().Resources[versionId] as Resource).Properties.FunctionName).toEqual({
        Ref: seedId,
      });
      expect(trigger.Properties).toMatchObject({
        InvocationType: 'RequestResponse',
        ExecuteOnHandlerChange: true,
      });
    });

    it('runs after the table and after its own permissions exist', () => {
      expect(synth.api.dependencies).toContain(synth.data);
      expect(synth.api.seedTrigger.node.dependencies).toContain(synth.data.table);
      const [seedId, seed] = seedFunction(api);
      const [[, trigger]] = resourcesOf(api, 'Custom::Trigger') as [[string, Resource]];
      const policyId = resourcesOf(api, 'AWS::IAM::Policy').find(([, policy]) =>
        policy.Properties.Roles.some(
          (role: { Ref: string }) => role.Ref === seed.Properties.Role['Fn::GetAtt'][0],
        ),
      )![0];
      expect(trigger.DependsOn).toEqual(expect.arrayContaining([seedId, policyId]));
    });

    it('may only read and write the table items it seeds (no index, no other service)', () => {
      const statements = statementsOfFunction(api, seedFunction(api)[1]);
      const tableStatements = statements.filter((statement) =>
        asArray(statement.Action).some((action) => action.startsWith('dynamodb:')),
      );
      expect(tableStatements).toHaveLength(1);
      expect(asArray(tableStatements[0]!.Action).sort()).toEqual([...SEED_TABLE_ACTIONS].sort());
      expect(SEED_TABLE_ACTIONS).not.toContain('dynamodb:Scan');
      expect(tableStatements[0]!.Resource).toEqual({
        'Fn::ImportValue': expect.stringMatching(/Table.*Arn/),
      });
      const others = statements.filter((statement) => statement !== tableStatements[0]);
      expect(others.flatMap((statement) => asArray(statement.Action)).sort()).toEqual([
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        // Active tracing (X-Ray accepts only Resource "*").
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]);
    });

    it("lets CDK's trigger provider invoke the seed function and nothing else (but send its traces)", () => {
      const [seedId] = seedFunction(api);
      const providerRoles = resourcesOf(api, 'AWS::IAM::Role').filter(([id]) => isTriggerProvider(id));
      expect(providerRoles).toHaveLength(1);
      const inline = providerRoles[0]![1].Properties.Policies.flatMap(
        (policy: any) => policy.PolicyDocument.Statement,
      );
      expect(inline).toEqual([
        {
          Effect: 'Allow',
          Action: ['lambda:InvokeFunction'],
          Resource: [{ 'Fn::Join': ['', [{ 'Fn::GetAtt': [seedId, 'Arn'] }, ':*']] }],
        },
        {
          Effect: 'Allow',
          Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
          Resource: '*',
        },
      ]);
    });
  });

  describe('data', () => {
    it('is one on-demand table with the shared key schema, PITR, deletion protection and RETAIN', () => {
      data.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
      data.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: {
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [
            { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: tableSchema.globalIndexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
          Replicas: [
            Match.objectLike({
              Region: 'sa-east-1',
              PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
              DeletionProtectionEnabled: true,
            }),
          ],
        },
      });
    });
  });

  describe('backups', () => {
    it('versions the uploads bucket and keeps a replaced or deleted file for 90 days', () => {
      web.hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: Match.anyValue(),
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: {
          Rules: [
            Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' }),
          ],
        },
      });
    });

    it('keeps daily copies for 35 days and monthly ones for a year, in a vault that outlives the stack', () => {
      data.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain' });
      const plan = Object.values(data.findResources('AWS::Backup::BackupPlan'))[0] as {
        Properties: { BackupPlan: { BackupPlanRule: Array<{ Lifecycle: { DeleteAfterDays: number } }> } };
      };
      expect(
        plan.Properties.BackupPlan.BackupPlanRule.map((rule) => rule.Lifecycle.DeleteAfterDays).sort(),
      ).toEqual([35, 365]);
      const [table] = Object.keys(data.findResources('AWS::DynamoDB::GlobalTable'));
      data.hasResourceProperties('AWS::Backup::BackupSelection', {
        BackupSelection: Match.objectLike({ Resources: [{ 'Fn::GetAtt': [table, 'Arn'] }] }),
      });
    });
  });

  describe('data hygiene', () => {
    it('expires items through the TTL attribute of the table schema, with PITR still on', () => {
      data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
        Replicas: [
          Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
        ],
      });
    });

    it('alarms on throttled reads and writes of the table and its index, to the alarm topic', () => {
      const alarms = resourcesOf(data, 'AWS::CloudWatch::Alarm');
      expect(alarms).toHaveLength(1);
      const [, alarm] = alarms[0]!;
      expect(alarm.Properties).toMatchObject({
        Threshold: DYNAMODB_THROTTLE_THRESHOLD,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ 'Fn::ImportValue': expect.stringMatching(/AlarmTopic/) }],
      });
      const metrics = alarm.Properties.Metrics.flatMap((entry: any) =>
        entry.MetricStat
          ? [
              `${entry.MetricStat.Metric.MetricName}${entry.MetricStat.Metric.Dimensions.length > 1 ? ' (index)' : ''}`,
            ]
          : [],
      );
      expect(metrics.sort()).toEqual([
        'ReadThrottleEvents',
        'ReadThrottleEvents (index)',
        'WriteThrottleEvents',
        'WriteThrottleEvents (index)',
      ]);
    });
  });

  describe('tracing', () => {
    it('is active on every function of every stack, with the X-Ray write actions on its role', () => {
      for (const stack of [
        synth.observability,
        synth.auth,
        synth.data,
        synth.workflows,
        synth.api,
        synth.web,
      ]) {
        const template = Template.fromStack(stack);
        const functions = resourcesOf(template, 'AWS::Lambda::Function');
        for (const [id, fn] of functions) {
          expect(fn.Properties.TracingConfig, `${stack.stackName} ${id}`).toEqual({ Mode: 'Active' });
        }
        if (functions.length > 0) {
          expect(JSON.stringify(template.toJSON()), stack.stackName).toContain('xray:PutTraceSegments');
        }
      }
    });

    it('is on for every state machine', () => {
      const machines = resourcesOf(workflows, 'AWS::StepFunctions::StateMachine');
      expect(machines).toHaveLength(Object.keys(workflowDefinitions).length);
      for (const [id, machine] of machines) {
        expect(machine.Properties.TracingConfiguration, id).toEqual({ Enabled: true });
      }
    });
  });

  describe('workflow alarms', () => {
    it("alarm on each workflow's failed or timed-out executions, to the alarm topic", () => {
      const machineIds = resourcesOf(workflows, 'AWS::StepFunctions::StateMachine').map(([id]) => id);
      const alarms = resourcesOf(workflows, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
        JSON.stringify(alarm.Properties.Metrics ?? []).includes('AWS/States'),
      );
      expect(alarms).toHaveLength(machineIds.length);
      for (const machineId of machineIds) {
        const found = alarms.filter(([, alarm]) =>
          JSON.stringify(alarm.Properties.Metrics).includes(`"Ref":"${machineId}"`),
        );
        expect(found, machineId).toHaveLength(1);
        const [, alarm] = found[0]!;
        expect(alarm.Properties, machineId).toMatchObject({
          Threshold: 1,
          EvaluationPeriods: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: [{ 'Fn::ImportValue': expect.stringMatching(/AlarmTopic/) }],
        });
        const names = alarm.Properties.Metrics.flatMap((entry: any) =>
          entry.MetricStat ? [entry.MetricStat.Metric.MetricName] : [],
        );
        expect(names.sort(), machineId).toEqual(['ExecutionsFailed', 'ExecutionsTimedOut']);
      }
    });
  });

  describe('dashboard', () => {
    const body = () => {
      const dashboards = resourcesOf(api, 'AWS::CloudWatch::Dashboard');
      expect(dashboards).toHaveLength(1);
      const [, dashboard] = dashboards[0]!;
      expect(dashboard.Properties.DashboardName).toBe('rumo-dev-operations');
      // The body is a Fn::Join of text and references: its text parts, joined, are the JSON's shape.
      return JSON.stringify(dashboard.Properties.DashboardBody);
    };

    it('charts traffic, latency p50/p95 per area, errors and throttles per area, and cold starts', () => {
      const text = body();
      for (const metric of ['Count', '4xx', '5xx', 'Latency'])
        expect(text).toContain(`AWS/ApiGateway\\",\\"${metric}`);
      for (const area of AREAS) {
        for (const title of [
          'Invocations per area',
          'Duration p50 per area',
          'Duration p95 per area',
          'Lambda errors per area',
        ]) {
          expect(text).toContain(title);
        }
        expect(text).toContain(`\\"label\\":\\"${area}\\",\\"stat\\":\\"p95\\"`);
        expect(text).toContain(`\\"label\\":\\"${area}\\",\\"stat\\":\\"p50\\"`);
      }
      for (const metric of ['Invocations', 'Duration', 'Errors', 'Throttles'])
        expect(text).toContain(`AWS/Lambda\\",\\"${metric}`);
      expect(text).toContain('ReadThrottleEvents');
      expect(text).toContain('ispresent(@initDuration)');
    });

    it('charts workflow outcomes, the catalogue metrics, tokens per AI task and the model cost per day', () => {
      const text = body();
      for (const metric of [
        'ExecutionsStarted',
        'ExecutionsSucceeded',
        'ExecutionsFailed',
        'ExecutionsTimedOut',
      ]) {
        expect(text).toContain(`AWS/States\\",\\"${metric}`);
      }
      const namespace = metricNamespace('dev');
      for (const { name } of Object.values(operationalMetrics)) {
        expect(text, name).toContain(`${namespace}\\",\\"${name}`);
      }
      for (const task of aiTaskNames) expect(text, task).toContain(`AiTask\\",\\"${task}`);
      // Each model's tokens at its price (cdk.json: Claude Sonnet 4.6 and Haiku 4.5), from infra/prices.ts:
      // the heavy tasks' and the light tasks' (the registry, functions/ai/tasks/), and both.
      expect(PRICES.bedrock.model).toBe(synth.config.bedrockModelId);
      expect(PRICES.bedrockLight.model).toBe(synth.config.bedrockLightModelId);
      for (const [tier, price] of [
        ['heavy', PRICES.bedrock],
        ['light', PRICES.bedrockLight],
      ] as const) {
        expect(synth.api.dashboard.prices[tier]).toMatchObject({ model: price.model, exact: true });
        expect(text).toContain(`${tier} model, estimated model cost, USD per day (${price.model})`);
        expect(text).toContain(` * ${price.perMillionInputTokens} / 1000000`);
        expect(text).toContain(` * ${price.perMillionOutputTokens} / 1000000`);
      }
      expect(text).toContain('heavy + light');
      // Each light task's tokens are priced once, at the light model's price.
      const light = aiTaskNames.filter((task) => aiTasks[task].model === 'light');
      expect(light.length).toBeGreaterThan(0);
      const lightSum = light.map((_, index) => `lin${index}`).join(' + ');
      expect(text).toContain(`(${lightSum}) * ${PRICES.bedrockLight.perMillionInputTokens} / 1000000`);
      expect(text).toContain('both models, estimated model cost, USD per day');
    });
  });

  describe('auth', () => {
    it('has a retained pool with e-mail as username, confirmed sign-ups and the spec password policy', () => {
      auth.hasResource('AWS::Cognito::UserPool', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          UsernameAttributes: ['email'],
          // Sign-ups through the auth function's SignUp, confirmed by the e-mailed code (decision 0044).
          AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
          AutoVerifiedAttributes: ['email'],
          DeletionProtection: 'ACTIVE',
          AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
          Policies: {
            PasswordPolicy: Match.objectLike({
              MinimumLength: 6,
              RequireLowercase: false,
              RequireUppercase: false,
              RequireNumbers: false,
              RequireSymbols: false,
            }),
          },
          Schema: Match.arrayWith([
            Match.objectLike({ Name: 'given_name' }),
            Match.objectLike({ Name: 'family_name' }),
          ]),
        }),
      });
    });

    it('has a public web client that allows USER_PASSWORD_AUTH and no OAuth', () => {
      auth.resourceCountIs('AWS::Cognito::UserPoolClient', 2);
      auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH']),
        GenerateSecret: false,
        AllowedOAuthFlows: Match.absent(),
        CallbackURLs: Match.absent(),
        WriteAttributes: ['family_name', 'given_name'],
      });
    });

    it("has a sign-up client (the auth function's) that writes the e-mail and names and signs nobody in", () => {
      auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
        GenerateSecret: false,
        WriteAttributes: ['email', 'family_name', 'given_name'],
      });
    });

    it('has the admin group', () => {
      auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
    });

    it('sends the password-reset e-mail through the CustomMessage trigger, with its own arm64 function', () => {
      const pool = Object.values(auth.findResources('AWS::Cognito::UserPool'))[0] as {
        Properties: { LambdaConfig?: { CustomMessage?: unknown } };
      };
      expect(pool.Properties.LambdaConfig?.CustomMessage).toBeDefined();
      auth.hasResourceProperties('AWS::Lambda::Function', {
        Architectures: ['arm64'],
        Description: Match.stringLikeRegexp('CustomMessage'),
        // No origin in cdk.json: the link's origin comes from the web stack's parameter at run time.
        Environment: {
          Variables: Match.objectLike({
            APP_ORIGINS_PARAMETER,
            APP_ORIGINS: Match.absent(),
            APP_ORIGIN: Match.absent(),
          }),
        },
      });
      const [[, trigger]] = resourcesOf(auth, 'AWS::Lambda::Function').filter(([, fn]) =>
        String(fn.Properties.Description).startsWith('Cognito CustomMessage'),
      ) as [[string, Resource]];
      expect(
        statementsOfFunction(auth, trigger).filter((statement) =>
          asArray(statement.Action).some((action) => action.startsWith('ssm:')),
        ),
      ).toEqual([{ Action: 'ssm:GetParameter', Effect: 'Allow', Resource: APP_ORIGINS_PARAMETER_ARN }]);
      auth.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'cognito-idp.amazonaws.com' });
    });

    it("sends through Cognito's own sender when the stage names no SES sender (cdk.json)", () => {
      const [[, pool]] = resourcesOf(auth, 'AWS::Cognito::UserPool') as [[string, Resource]];
      expect(pool.Properties.EmailConfiguration ?? { EmailSendingAccount: 'COGNITO_DEFAULT' }).toEqual({
        EmailSendingAccount: 'COGNITO_DEFAULT',
      });
    });
  });

  describe('web', () => {
    it('keeps the site bucket private and reachable only through CloudFront', () => {
      // The site bucket's and the uploads bucket's.
      web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
      for (const [id, bucket] of resourcesOf(web, 'AWS::S3::Bucket')) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption, id).toBeDefined();
      }
    });

    it("serves the admins' uploads at /uploads/* through CloudFront; the browser may only POST them (CORS)", () => {
      const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
      const config = distribution.Properties.DistributionConfig;
      const uploads = config.CacheBehaviors.find((behaviour: any) => behaviour.PathPattern === '/uploads/*');
      expect(uploads.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
      const origin = config.Origins.find((entry: any) => entry.Id === uploads.TargetOriginId);
      expect(origin.OriginAccessControlId).toBeDefined();
      const [, bucket] = resourcesOf(web, 'AWS::S3::Bucket').find(([id]) => id.startsWith('UploadsBucket'))!;
      expect(JSON.stringify(bucket!.Properties.BucketName)).toContain('rumo-dev-uploads-');
      // cdk.json has no app origin: the site is on the distribution's own domain, which cannot be named.
      expect(bucket!.Properties.CorsConfiguration).toEqual({
        CorsRules: [
          {
            AllowedMethods: ['POST'],
            AllowedOrigins: ['https://*.cloudfront.net'],
            AllowedHeaders: ['*'],
            MaxAge: 3000,
          },
        ],
      });
    });

    it('forwards /api/* to the HTTP API uncached, with every method and viewer header but Host', () => {
      const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
      const config = distribution.Properties.DistributionConfig;
      const apiBehaviour = config.CacheBehaviors.find((behaviour: any) => behaviour.PathPattern === '/api/*');
      expect(apiBehaviour).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      });
      const apiOrigin = config.Origins.find((origin: any) => origin.Id === apiBehaviour.TargetOriginId);
      expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
      expect(JSON.stringify(apiOrigin.DomainName)).toContain('ApiEndpoint');
    });

    /** A CloudFront Function's code, found by its comment. */
    const cloudFrontFunction = (comment: RegExp): string => {
      const found = resourcesOf(web, 'AWS::CloudFront::Function').filter(([, fn]) =>
        comment.test(fn.Properties.FunctionConfig.Comment),
      );
      expect(found).toHaveLength(1);
      return found[0]![1].Properties.FunctionCode;
    };

    it("gives the API the viewer's own address in a header the viewer cannot set", () => {
      const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
      const apiBehaviour = distribution.Properties.DistributionConfig.CacheBehaviors.find(
        (behaviour: any) => behaviour.PathPattern === '/api/*',
      );
      const functionId = resourcesOf(web, 'AWS::CloudFront::Function').find(([, fn]) =>
        /viewer's address/.test(fn.Properties.FunctionConfig.Comment),
      )?.[0];
      expect(apiBehaviour.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
      ]);
      const handler = new Function(`${cloudFrontFunction(/viewer's address/)}; return handler;`)() as (
        event: unknown,
      ) => { headers: Record<string, { value: string }> };
      // The CloudFront Functions event: headers keyed in lower case, the viewer's address in viewer.ip.
      const request = handler({
        viewer: { ip: '198.51.100.7' },
        request: {
          method: 'POST',
          uri: '/api/auth/trial-signup',
          headers: { [VIEWER_ADDRESS_HEADER]: { value: '203.0.113.1' }, host: { value: 'x.cloudfront.net' } },
        },
      });
      expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.7' });
      expect(request.headers.host).toEqual({ value: 'x.cloudfront.net' });
    });

    it('rewrites SPA routes with a function on the default behaviour, not with error responses', () => {
      const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution') as [[string, Resource]];
      const config = distribution.Properties.DistributionConfig;
      expect(config.DefaultRootObject).toBe('index.html');
      expect(config.CustomErrorResponses).toBeUndefined();
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
      ]);
      expect(config.Logging.Bucket).toBeDefined();
    });

    it('routes /, /auth and /dashboard to their prerendered files and every other client route to the SPA shell', () => {
      const handler = new Function(
        `${cloudFrontFunction(/client-side routes/)}; return handler;`,
      )() as (event: { request: { uri: string } }) => { uri: string };
      const served = (uri: string) => handler({ request: { uri } }).uri;
      expect(served('/')).toBe('/prerendered/landing.html');
      expect(served('/auth')).toBe('/prerendered/auth.html');
      expect(served('/auth/')).toBe('/prerendered/auth.html');
      expect(served('/dashboard')).toBe('/prerendered/dashboard.html');
      expect(served('/profile')).toBe('/index.html');
      expect(served('/auth/other')).toBe('/index.html');
      expect(served('/diagnostic/empresa')).toBe('/index.html');
      expect(served('/assets/index-abc.js')).toBe('/assets/index-abc.js');
      expect(served('/config.json')).toBe('/config.json');
    });

    it("writes the app's origins to the SSM parameter the api and auth functions read, without a cycle", () => {
      web.hasResourceProperties('AWS::SSM::Parameter', {
        Name: APP_ORIGINS_PARAMETER,
        Type: 'String',
        Tier: 'Standard',
        // cdk.json has no custom domain and no appOrigins: the distribution's own domain.
        Value: {
          'Fn::Join': [
            '',
            ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] }],
          ],
        },
      });
      // The functions name the parameter, they do not reference the web stack (which depends on them).
      for (const stack of [synth.auth, synth.api]) {
        expect(stack.dependencies, stack.stackName).not.toContain(synth.web);
        expect(JSON.stringify(Template.fromStack(stack).toJSON()), stack.stackName).not.toContain(
          synth.web.stackName,
        );
      }
      expect(synth.web.dependencies).toEqual(expect.arrayContaining([synth.api, synth.auth]));
    });

    it('deploys config.json with the pool and client of the auth stack', () => {
      web.hasResourceProperties('Custom::CDKBucketDeployment', {
        SourceMarkers: Match.arrayWith([
          Match.objectLike({
            '<<marker:0xbaba:0>>': { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
            '<<marker:0xbaba:1>>': { 'Fn::ImportValue': Match.stringLikeRegexp('WebClient') },
          }),
        ]),
        DistributionPaths: ['/*'],
      });
    });
  });

  describe('observability', () => {
    it('has an encrypted topic that only accepts TLS, with no e-mail subscription when alarmEmail is empty', () => {
      observability.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
      observability.hasResourceProperties('AWS::SNS::TopicPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
      observability.resourceCountIs('AWS::SNS::Subscription', 0);
    });

    it('alarms on the business metrics of the catalogue, with their thresholds, to the topic', () => {
      const topicId = resourcesOf(observability, 'AWS::SNS::Topic')[0]![0];
      // And the model spend alarm (tests/infra/ai-switch.test.ts).
      const alarms = resourcesOf(observability, 'AWS::CloudWatch::Alarm').filter(
        ([id]) => !id.startsWith('ModelSpendAlarm'),
      );
      expect(alarms).toHaveLength(Object.keys(BUSINESS_ALARMS).length);
      for (const config of Object.values(BUSINESS_ALARMS)) {
        const name = operationalMetrics[config.metric].name;
        observability.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: metricNamespace('dev'),
          MetricName: name,
          Statistic: 'Sum',
          Period: 300,
          Threshold: config.threshold,
          EvaluationPeriods: config.periods,
          DatapointsToAlarm: config.periods,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: [{ Ref: topicId }],
        });
      }
      observability.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'WebhookRejections',
        Dimensions: [{ Name: 'Reason', Value: 'signature' }],
      });
    });
  });
});

/** The prod stage's controller and encarregado (context of decision 0046). */
const legalContext = {
  legalControllerName: 'Rumo Estratégico Ltda.',
  legalCnpj: '12.345.678/0001-95',
  legalDpoName: 'Maria Encarregada',
  legalDpoEmail: 'privacidade@example.com.br',
};

describe('a production stage with a custom domain and an alarm e-mail', () => {
  let synth: SynthesizedApp;

  beforeAll(() => {
    synth = synthApp({
      stage: 'prod',
      domainName: 'app.example.com.br',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      alarmEmail: 'alarms@example.com.br',
      stripePriceId: 'price_1ProdFixo',
      sesFromEmail: 'nao-responda@example.com.br',
      sesReplyTo: 'contato@example.com.br',
      sesVerifiedDomain: 'example.com.br',
      sesRegion: 'us-east-1',
      ...legalContext,
    });
  }, SYNTH_TIMEOUT);

  it('gives the functions the fixed Stripe price and, where needed, the custom domain as the app origin', () => {
    const api = Template.fromStack(synth.api);
    for (const [id, fn] of areaFunctions(api)) {
      const variables = fn.Properties.Environment.Variables;
      expect(variables, id).toMatchObject({ STRIPE_PRICE_ID: 'price_1ProdFixo' });
      // Known at synth: no SSM parameter to read, no permission to read it (only the AI switch's).
      expect(variables.APP_ORIGINS, id).toBe(
        areaOf(fn) === 'payments' ? 'https://app.example.com.br' : undefined,
      );
      expect(variables.APP_ORIGINS_PARAMETER, id).toBeUndefined();
      expect(JSON.stringify(statementsOfFunction(api, fn)), id).not.toContain('app-origins');
    }
    Template.fromStack(synth.auth).hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('CustomMessage'),
      Environment: { Variables: Match.objectLike({ APP_ORIGINS: 'https://app.example.com.br' }) },
    });
    Template.fromStack(synth.web).hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/rumo/prod/app-origins',
      Value: 'https://app.example.com.br',
    });
  });

  afterAll(() => synth?.dispose());

  it('lets the browser POST uploads from the custom domain only', () => {
    Template.fromStack(synth.web).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['https://app.example.com.br'] }),
        ],
      },
    });
  });

  it('names the stacks after the stage and protects them from deletion', () => {
    expect(synth.api.stackName).toBe('rumo-prod-api');
    expect(synth.api.terminationProtection).toBe(true);
  });

  it('serves the custom domain with its certificate and needs no CFR4 acknowledgement', () => {
    Template.fromStack(synth.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.com.br'],
        ViewerCertificate: Match.objectLike({
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
    expect(acknowledgements(synth.app).map((ack) => ack.id)).not.toContain('AwsSolutions-CFR4');
    expect(synth.violations).toEqual([]);
  });

  it('e-mails alarms', () => {
    Template.fromStack(synth.observability).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'alarms@example.com.br',
    });
  });

  it('sends e-mail through SES from the verified domain of the SES region, as the product', () => {
    Template.fromStack(synth.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        // "Rumo Estratégico" is not ASCII: an RFC 2047 encoded word.
        From: `=?UTF-8?B?${Buffer.from('Rumo Estratégico').toString('base64')}?= <nao-responda@example.com.br>`,
        ReplyToEmailAddress: 'contato@example.com.br',
        SourceArn: {
          'Fn::Join': ['', ['arn:aws:ses:us-east-1:', { Ref: 'AWS::AccountId' }, ':identity/example.com.br']],
        },
      },
    });
  });

  it("writes the controller and encarregado into the web's config.json (decision 0046)", () => {
    const configs = readdirSync(synth.outdir, { recursive: true, encoding: 'utf8' }).filter(
      (path) => basename(path) === 'config.json',
    );
    const legal = configs.map(
      (path) => (JSON.parse(readFileSync(join(synth.outdir, path), 'utf8')) as { legal?: unknown }).legal,
    );
    expect(legal).toContainEqual({
      controllerName: 'Rumo Estratégico Ltda.',
      cnpj: '12.345.678/0001-95',
      dpoName: 'Maria Encarregada',
      dpoEmail: 'privacidade@example.com.br',
    });
  });

  it('refuses to synthesize prod without the controller and encarregado', () => {
    expect(() => synthApp({ stage: 'prod', sesFromEmail: 'nao-responda@example.com.br' })).toThrow(
      /"legalControllerName", "legalCnpj", "legalDpoName", "legalDpoEmail" required for the prod stage/,
    );
  });

  it('refuses to synthesize prod without an SES sender', () => {
    expect(() => synthApp({ stage: 'prod' })).toThrow(/"sesFromEmail" is required for the prod stage/);
  });

  it('refuses a custom domain without a certificate', () => {
    expect(() => synthApp({ domainName: 'app.example.com.br' })).toThrow(/certificateArn/);
  });
});

describe('a stage on a plain model id and a geographic inference profile', () => {
  const heavy = 'anthropic.claude-sonnet-4-6';
  const light = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
  /** What AWS documents for each: the model in the stack's Region; the profile and the US Regions. */
  const expected = normalized([
    profilesStatement([light]),
    geoModelStatement(light, 'us-*'),
    foundationModelStatement([heavy]),
  ]);
  let synth: SynthesizedApp;

  beforeAll(() => {
    synth = synthApp({ bedrockModelId: heavy, bedrockLightModelId: light });
  }, SYNTH_TIMEOUT);

  afterAll(() => synth?.dispose());

  it('grants the model routes and the model steps exactly those statements, with both variables', () => {
    const api = Template.fromStack(synth.api);
    const workflows = Template.fromStack(synth.workflows);
    const modelFunctions = [
      ...areaFunctions(api).filter(([, fn]) =>
        routesOf(areaOf(fn)).some((key) => MODEL_ROUTES.includes(key)),
      ),
      ...resourcesOf(workflows, 'AWS::Lambda::Function').filter(([, fn]) =>
        /^Workflow task: (generates|the strategic dossier|website analysis|Instagram analysis)/.test(
          String(fn.Properties.Description),
        ),
      ),
    ];
    expect(modelFunctions).toHaveLength(MODEL_ROUTES.length + 5);
    for (const [id, fn] of modelFunctions) {
      const template = String(fn.Properties.Description).startsWith('Workflow task') ? workflows : api;
      const bedrock = statementsOfFunction(template, fn).filter((statement) =>
        asArray(statement.Action).some((action) => action.startsWith('bedrock:')),
      );
      expect(normalized(bedrock as Statement[]), id).toEqual(expected);
      expect(fn.Properties.Environment.Variables, id).toMatchObject({
        BEDROCK_MODEL_ID: heavy,
        BEDROCK_LIGHT_MODEL_ID: light,
      });
    }
  });

  it("acknowledges the geography's Region pattern once per model function, and nothing else is left", () => {
    const iam5 = acknowledgements(synth.app).filter((ack) => ack.id.includes('foundation-model'));
    expect(new Set(iam5.map((ack) => ack.id))).toEqual(
      new Set([
        'AwsSolutions-IAM5[Resource::arn:aws:bedrock:us-*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0]',
      ]),
    );
    expect(iam5).toHaveLength(MODEL_ROUTES.length + 5);
    expect(synth.violations).toEqual([]);
  });

  it("charts a model missing from infra/prices.ts at its tier default's price, and says so", () => {
    expect(synth.api.dashboard.prices.heavy).toMatchObject({ model: PRICES.bedrock.model, exact: false });
    expect(synth.api.dashboard.prices.light).toMatchObject({
      model: PRICES.bedrockLight.model,
      exact: false,
    });
    const [, dashboard] = resourcesOf(Template.fromStack(synth.api), 'AWS::CloudWatch::Dashboard')[0]!;
    expect(JSON.stringify(dashboard.Properties.DashboardBody)).toContain(
      `(${PRICES.bedrock.model}'s price: ${heavy} is not in infra/prices.ts)`,
    );
  });
});
