import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ArnFormat, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { DefinitionBody, LogLevel, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { tableSchema } from '../../functions/platform/data/table';
import {
  endedWithoutOutcome,
  executionEndedStatuses,
  outcomeWorkflows,
  substitutionsOf,
  type WorkflowName,
  type WorkflowSubstitutions,
} from '../../functions/platform/workflows/definitions';
import { ApiFunction } from '../constructs/api-function';
import { ModelAccess } from '../constructs/model-access';
import { tableAccessStatements } from '../constructs/table-access';
import { repoRoot, stepEntry, triggerEntry } from '../paths';
import type { StageConfig } from '../stage-config';

export interface WorkflowsStackProps extends StackProps {
  config: StageConfig;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  table: ITableV2;
  alarmTopic: ITopic;
}

export const aslPath = (name: WorkflowName) => join(repoRoot, 'infra', 'workflows', `${name}.asl.json`);

/**
 * The workflows (Step Functions, Standard): the ASL files of infra/workflows, the same ones the local
 * runner executes, with their step Lambdas. The model steps may call only the configured Bedrock models;
 * each state machine may invoke only the task functions its definition names. An analysis execution
 * that times out or is stopped never reaches its Catch: an EventBridge rule hands it to a function that
 * marks the analysis error. A dossier execution that ends in any way goes to the same function, which
 * releases the dossier's generation lock (a no-op when the run's last step did).
 */
export class WorkflowsStack extends Stack {
  readonly stateMachines: Record<WorkflowName, StateMachine>;
  /** One per workflow: executions failed or timed out (see docs/operations.md). */
  readonly executionAlarms: Record<WorkflowName, Alarm>;

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
      BEDROCK_LIGHT_MODEL_ID: config.bedrockLightModelId,
      STAGE: config.stage,
    };
    const common = { environment, alarmTopic, logRetention, logRemovalPolicy };

    const generate = new ApiFunction(this, 'GenerateAnalysis', {
      ...common,
      entry: stepEntry('analyses', 'generate-analysis'),
      description: `Workflow task: generates an analysis with the model (${config.stage})`,
      // Below the Task state's TimeoutSeconds (300), above a slow model reply.
      timeout: Duration.minutes(4),
    });
    const markError = new ApiFunction(this, 'MarkAnalysisError', {
      ...common,
      entry: stepEntry('analyses', 'mark-analysis-error'),
      description: `Workflow task: records a failed analysis (${config.stage})`,
    });
    const dossierTask = new ApiFunction(this, 'DossierTask', {
      ...common,
      entry: stepEntry('dossier', 'dossier-steps'),
      description: `Workflow task: the strategic dossier's steps, one section at a time (${config.stage})`,
      // Below the generate state's TimeoutSeconds (300), above a slow model reply and the pause.
      timeout: Duration.minutes(4),
    });
    const planTask = new ApiFunction(this, 'PlanTask', {
      ...common,
      entry: stepEntry('action-plan', 'action-plan-steps'),
      description: `Workflow task: generates an action plan from the dossier (${config.stage})`,
      timeout: Duration.minutes(4),
    });
    const websiteTask = new ApiFunction(this, 'WebsiteTask', {
      ...common,
      environment: {
        ...environment,
        ...(config.pagespeedSecretName ? { PAGESPEED_SECRET_NAME: config.pagespeedSecretName } : {}),
      },
      entry: stepEntry('marketing', 'website-steps'),
      description: `Workflow task: website analysis steps, performance and text (${config.stage})`,
      // Above PageSpeed's slowest answers (the client gives up at 90 s), below the Task's 150 s.
      timeout: Duration.minutes(2),
    });
    // The fetcher of users' URLs: outside any VPC, no permission beyond its own logs; it only returns
    // what it read (the next step stores it).
    const websitePage = new ApiFunction(this, 'WebsitePage', {
      ...common,
      environment: { STAGE: config.stage },
      entry: stepEntry('marketing', 'website-page'),
      description: `Workflow task: reads a user's web page through the SSRF-safe fetcher (${config.stage})`,
      timeout: Duration.seconds(30),
      memorySize: 1024,
    });
    if (config.pagespeedSecretName) {
      websiteTask.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [
            this.formatArn({
              service: 'secretsmanager',
              resource: 'secret',
              resourceName: `${config.pagespeedSecretName}-??????`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          ],
        }),
      );
    }
    const questionDeletionTask = new ApiFunction(this, 'QuestionDeletionTask', {
      ...common,
      entry: stepEntry('admin', 'question-deletion-steps'),
      description: `Workflow task: deletes a question's answers in batches, then the question (${config.stage})`,
      // Below the DeleteAnswers state's TimeoutSeconds (120): one batch of answers is a few seconds.
      timeout: Duration.seconds(90),
    });
    const indexNames = tableSchema.globalIndexes.map((index) => index.name);
    const executionEnded = new ApiFunction(this, 'AnalysisExecutionEnded', {
      ...common,
      entry: triggerEntry('execution-ended'),
      description: `Workflow watcher: marks analyses whose execution timed out or was stopped, releases dossier locks (${config.stage})`,
    });
    for (const fn of [
      generate,
      markError,
      dossierTask,
      planTask,
      websiteTask,
      executionEnded,
      questionDeletionTask,
    ]) {
      for (const statement of tableAccessStatements(table.tableArn, indexNames, 'read-write')) {
        fn.addToRolePolicy(statement);
      }
    }
    // The model steps: the heavy and the light model, whichever the step's tasks use.
    const modelAccess = new ModelAccess(this, 'ModelAccess', {
      modelIds: [config.bedrockModelId, config.bedrockLightModelId],
    });
    for (const fn of [generate, dossierTask, planTask, websiteTask]) modelAccess.grantInvoke(fn);

    const substitutions: WorkflowSubstitutions = {
      GenerateAnalysisFunctionArn: generate.fn.functionArn,
      MarkAnalysisErrorFunctionArn: markError.fn.functionArn,
      DossierTaskFunctionArn: dossierTask.fn.functionArn,
      PlanTaskFunctionArn: planTask.fn.functionArn,
      WebsiteTaskFunctionArn: websiteTask.fn.functionArn,
      WebsitePageFunctionArn: websitePage.fn.functionArn,
      QuestionDeletionTaskFunctionArn: questionDeletionTask.fn.functionArn,
    };
    const machine = (name: WorkflowName, id: string) => {
      const used = substitutionsOf(name, substitutions);
      const logs = new LogGroup(this, `${id}Logs`, {
        retention: logRetention,
        removalPolicy: logRemovalPolicy,
      });
      const stateMachine = new StateMachine(this, id, {
        definitionBody: DefinitionBody.fromString(readFileSync(aslPath(name), 'utf8')),
        definitionSubstitutions: used,
        timeout: Duration.minutes(30),
        tracingEnabled: true,
        logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
      });
      stateMachine.addToRolePolicy(
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: Object.values(used),
        }),
      );
      Validations.of(stateMachine.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Step Functions log delivery (logs:CreateLogDelivery…) and X-Ray tracing (xray:PutTraceSegments…) only accept Resource "*"; the Lambda invocation is scoped to the task functions the definition names',
      });
      return stateMachine;
    };
    this.stateMachines = {
      analysis: machine('analysis', 'AnalysisWorkflow'),
      management: machine('management', 'ManagementWorkflow'),
      dossier: machine('dossier', 'DossierWorkflow'),
      'action-plan': machine('action-plan', 'PlanWorkflow'),
      website: machine('website', 'WebsiteWorkflow'),
      'question-deletion': machine('question-deletion', 'QuestionDeletionWorkflow'),
    };

    // A failed or timed-out execution is one a Catch did not handle (the model's failures are caught
    // and recorded as an analysis error, which succeeds): each one is a bug or an outage, so one in
    // five minutes raises the alarm.
    this.executionAlarms = Object.fromEntries(
      Object.entries(this.stateMachines).map(([name, stateMachine]) => {
        const id = stateMachine.node.id;
        const alarm = new Alarm(this, `${id}FailureAlarm`, {
          alarmDescription: `Workflow ${name} (${config.stage}): executions failed or timed out (docs/operations.md)`,
          metric: new MathExpression({
            expression: 'failed + timedOut',
            usingMetrics: {
              failed: stateMachine.metricFailed({ statistic: 'Sum' }),
              timedOut: stateMachine.metricTimedOut({ statistic: 'Sum' }),
            },
            period: Duration.minutes(5),
            label: 'failed + timed out',
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
        alarm.addAlarmAction(new SnsAction(alarmTopic));
        return [name, alarm];
      }),
    ) as Record<WorkflowName, Alarm>;

    const watcher = () =>
      new LambdaFunction(executionEnded.fn, { retryAttempts: 8, maxEventAge: Duration.hours(2) });
    new Rule(this, 'AnalysisExecutionEndedRule', {
      description: 'Analysis and plan executions that timed out or were stopped (their Catch never ran)',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: [...endedWithoutOutcome],
          stateMachineArn: outcomeWorkflows.map((name) => this.stateMachines[name].stateMachineArn),
        },
      },
      targets: [watcher()],
    });
    new Rule(this, 'DossierExecutionEndedRule', {
      description: 'Dossier executions that ended in any way: their generation lock is released',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: [...executionEndedStatuses],
          stateMachineArn: [this.stateMachines.dossier.stateMachineArn],
        },
      },
      targets: [watcher()],
    });
  }
}
