import { CrossStackReferences, ReferenceStrength, Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack';
import { ObservabilityStack } from './stacks/observability-stack';
import { WebStack } from './stacks/web-stack';
import { WorkflowsStack } from './stacks/workflows-stack';
import { SignInRateLimit } from './constructs/sign-in-rate-limit';
import { reserveConcurrency } from './reserved-concurrency';
import { readStageConfig, type StageConfig } from './stage-config';
import { traceEveryFunction } from './tracing';

const REFERENCE_STRENGTH_KEY = '@aws-cdk/core:defaultCrossStackReferences';

export interface RumoStacks {
  config: StageConfig;
  observability: ObservabilityStack;
  auth: AuthStack;
  data: DataStack;
  workflows: WorkflowsStack;
  api: ApiStack;
  edge: EdgeStack;
  web: WebStack;
}

/** The stacks of one stage, checked by cdk-nag; used by infra/app.ts and by the infra tests. */
export function buildApp(app: App): RumoStacks {
  const config = readStageConfig(app.node);
  if (app.node.tryGetContext(REFERENCE_STRENGTH_KEY) === undefined) {
    // Exports/imports unless cdk.json says otherwise: the pool, client, table, topic and API are
    // long-lived, and a producer stack must not be deletable while a consumer still uses it.
    CrossStackReferences.of(app).consume(ReferenceStrength.STRONG);
  }
  // Account left to the deploying credentials: synth needs none and no lookups are made.
  const common = { env: { region: config.region }, terminationProtection: config.isProduction };
  const name = (part: string) => `rumo-${config.stage}-${part}`;

  const observability = new ObservabilityStack(app, name('observability'), {
    ...common,
    description: `Rumo ${config.stage}: alarm topic, business-metric alarms, the AI switch and the model spend alarm and budget`,
    stage: config.stage,
    alarmEmail: config.alarmEmail,
    bedrockModelId: config.bedrockModelId,
    bedrockLightModelId: config.bedrockLightModelId,
    modelSpend: config.modelSpend,
  });
  const auth = new AuthStack(app, name('auth'), {
    ...common,
    description: `Rumo ${config.stage}: Cognito user pool`,
    config,
    alarmTopic: observability.alarmTopic,
  });
  // Sign-in goes to Cognito directly: the pool's own web ACL limits it (decision 0042).
  new SignInRateLimit(auth, 'SignInRateLimit', { stage: config.stage, userPool: auth.userPool });
  const data = new DataStack(app, name('data'), {
    ...common,
    description: `Rumo ${config.stage}: DynamoDB table`,
    alarmTopic: observability.alarmTopic,
  });
  const workflows = new WorkflowsStack(app, name('workflows'), {
    ...common,
    description: `Rumo ${config.stage}: analysis workflows (Step Functions) and their task functions`,
    config,
    userPool: auth.userPool,
    webClient: auth.webClient,
    table: data.table,
    alarmTopic: observability.alarmTopic,
  });
  const api = new ApiStack(app, name('api'), {
    ...common,
    description: `Rumo ${config.stage}: HTTP API and Lambda handlers`,
    config,
    userPool: auth.userPool,
    webClient: auth.webClient,
    signUpClient: auth.signUpClient,
    table: data.table,
    alarmTopic: observability.alarmTopic,
    workflows: workflows.stateMachines,
  });
  reserveConcurrency(api, workflows);
  // CloudFront's web ACL must live in us-east-1; its ARN reaches the web stack through the SSM
  // parameters and custom resources of a CDK cross-region reference.
  const edge = new EdgeStack(app, name('edge'), {
    ...common,
    env: { region: EDGE_REGION },
    crossRegionReferences: true,
    description: `Rumo ${config.stage}: the distribution's web ACL (WAF, us-east-1)`,
    stage: config.stage,
  });
  const web = new WebStack(app, name('web'), {
    ...common,
    crossRegionReferences: true,
    description: `Rumo ${config.stage}: SPA on S3 and CloudFront`,
    config,
    userPool: auth.userPool,
    webClient: auth.webClient,
    apiDomainName: api.apiDomainName,
    webAclArn: edge.webAcl.attrArn,
  });

  // Every function traced: ours by ApiFunction, aws-cdk-lib's deploy-time helpers here.
  for (const stack of [observability, auth, data, workflows, api, edge, web]) traceEveryFunction(stack);

  Tags.of(app).add('project', 'rumo-estrategico');
  Tags.of(app).add('stage', config.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { config, observability, auth, data, workflows, api, edge, web };
}
