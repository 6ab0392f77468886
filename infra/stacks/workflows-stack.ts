import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { DefinitionBody, LogLevel, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { tableSchema } from '../../functions/data/table';
import {
  endedWithoutOutcome,
  type WorkflowName,
  type WorkflowSubstitutions,
} from '../../functions/workflows/definitions';
import { ApiFunction } from '../constructs/api-function';
import { tableAccessStatements } from '../constructs/table-access';
import { repoRoot } from '../paths';
import type { StageConfig } from '../stage-config';

export interface WorkflowsStackProps extends StackProps {
  config: StageConfig;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  table: ITableV2;
  alarmTopic: ITopic;
}

export const aslPath = (name: WorkflowName) => join(repoRoot, 'infra', 'workflows', `${name}.asl.json`);
const taskEntry = (name: string) => join(repoRoot, 'functions', 'tasks', `${name}.ts`);

/**
 * The analysis workflows (Step Functions, Standard): the ASL files of infra/workflows, the same ones the
 * local runner executes, with their task Lambdas. The model step may call only the configured Bedrock
 * model; the state machines may invoke only their two task functions. An execution that times out or is
 * stopped never reaches its Catch: an EventBridge rule hands it to a function that marks the analysis error.
 */
export class WorkflowsStack extends Stack {
  readonly stateMachines: Record<WorkflowName, StateMachine>;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const { config, table, alarmTopic } = props;
    const logRetention = config.isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH;
    const logRemovalPolicy = config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const environment = {
      TABLE_NAME: table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.webClient.userPoolClientId,
      BEDROCK_MODEL_ID: config.bedrockModelId,
      STAGE: config.stage,
    };
    const common = { environment, alarmTopic, logRetention, logRemovalPolicy };

    const generate = new ApiFunction(this, 'GenerateAnalysis', {
      ...common,
      entry: taskEntry('generate-analysis'),
      description: `Workflow task: generates an analysis with the model (${config.stage})`,
      // Below the Task state's TimeoutSeconds (300), above a slow model reply.
      timeout: Duration.minutes(4),
    });
    const markError = new ApiFunction(this, 'MarkAnalysisError', {
      ...common,
      entry: taskEntry('mark-analysis-error'),
      description: `Workflow task: records a failed analysis (${config.stage})`,
    });
    const indexNames = tableSchema.globalIndexes.map((index) => index.name);
    const executionEnded = new ApiFunction(this, 'AnalysisExecutionEnded', {
      ...common,
      entry: taskEntry('execution-ended'),
      description: `Workflow watcher: marks analyses whose execution timed out or was stopped (${config.stage})`,
    });
    for (const fn of [generate, markError, executionEnded]) {
      for (const statement of tableAccessStatements(table.tableArn, indexNames, 'read-write')) {
        fn.addToRolePolicy(statement);
      }
    }
    generate.addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: [`arn:aws:bedrock:${this.region}::foundation-model/${config.bedrockModelId}`],
      }),
    );

    const substitutions: WorkflowSubstitutions = {
      GenerateAnalysisFunctionArn: generate.fn.functionArn,
      MarkAnalysisErrorFunctionArn: markError.fn.functionArn,
    };
    const machine = (name: WorkflowName, id: string) => {
      const logs = new LogGroup(this, `${id}Logs`, {
        retention: logRetention,
        removalPolicy: logRemovalPolicy,
      });
      const stateMachine = new StateMachine(this, id, {
        definitionBody: DefinitionBody.fromString(readFileSync(aslPath(name), 'utf8')),
        definitionSubstitutions: substitutions,
        timeout: Duration.minutes(30),
        tracingEnabled: true,
        logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
      });
      stateMachine.addToRolePolicy(
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [generate.fn.functionArn, markError.fn.functionArn],
        }),
      );
      Validations.of(stateMachine.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Step Functions log delivery (logs:CreateLogDelivery…) and X-Ray tracing (xray:PutTraceSegments…) only accept Resource "*"; the Lambda invocation is scoped to the two task functions',
      });
      return stateMachine;
    };
    this.stateMachines = {
      analysis: machine('analysis', 'AnalysisWorkflow'),
      management: machine('management', 'ManagementWorkflow'),
    };

    new Rule(this, 'AnalysisExecutionEndedRule', {
      description: 'Analysis executions that timed out or were stopped (their Catch never ran)',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: [...endedWithoutOutcome],
          stateMachineArn: Object.values(this.stateMachines).map((sm) => sm.stateMachineArn),
        },
      },
      targets: [new LambdaFunction(executionEnded.fn, { retryAttempts: 8, maxEventAge: Duration.hours(2) })],
    });
  }
}
