import { ArnFormat, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { DefinitionBody, LogLevel, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { tableSchema } from '../../functions/platform/data/table';
import {
  definitionOf,
  endedWithoutOutcome,
  executionEndedStatuses,
  outcomeWorkflows,
  substitutionsOf,
  type WorkflowName,
  type WorkflowSubstitutions,
} from '../../functions/platform/workflows/definitions';
import {
  stepFunctionTimeoutSeconds,
  type StepFunction,
} from '../../functions/platform/workflows/step-timeouts';
import { ApiFunction } from '../constructs/api-function';
import { ModelAccess } from '../constructs/model-access';
import { aiSwitchAccess } from '../ai-switch';
import { tableAccessStatements } from '../constructs/table-access';
import { stepEntry, triggerEntry } from '../paths';
import { workflowEnding, type StageConfig } from '../stage-config';

export interface WorkflowsStackProps extends StackProps {
  config: StageConfig;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  table: ITableV2;
  alarmTopic: ITopic;
}

/**
 * The workflows (Step Functions, Standard): the ASL files of infra/workflows, the same ones the local
 * runner executes, with their step Lambdas. The model steps may call only the configured Bedrock models;
 * each state machine may invoke only the task functions its definition names. An analysis execution
 * that times out or is stopped never reaches its Catch: an EventBridge rule hands it to a function that
 * marks the analysis error. A dossier execution that ends in any way goes to the same function, which
 * releases the dossier's generation lock (a no-op when the run's last step did). Every execution ends
 * within the definitions' TimeoutSeconds (definitionOf); an event that could not be handled lands in
 * a dead-letter queue with an alarm, and a scheduled sweeper closes whatever a lost event left open.
 */
export class WorkflowsStack extends Stack {
  readonly stateMachines: Record<WorkflowName, StateMachine>;
  /** One per workflow: executions failed or timed out (see docs/operations.md). */
  readonly executionAlarms: Record<WorkflowName, Alarm>;
  /** Events of the asynchronous targets (rules, async invocations) that failed every retry. */
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;
  /** The Instagram task logged that only the operator can fix its access (an expired token, a permission). */
  readonly instagramOperatorAlarm: Alarm;

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
    // Each step's timeout from its tasks' budgets in the AI catalogue; its Task states wait longer (decision 0065).
    const timeoutOf = (step: StepFunction) => Duration.seconds(stepFunctionTimeoutSeconds(step));

    const generate = new ApiFunction(this, 'GenerateAnalysis', {
      ...common,
      entry: stepEntry('analyses', 'generate-analysis'),
      description: `Workflow task: generates an analysis with the model (${config.stage})`,
      timeout: timeoutOf('GenerateAnalysisFunctionArn'),
    });
    const markError = new ApiFunction(this, 'MarkAnalysisError', {
      ...common,
      entry: stepEntry('analyses', 'mark-analysis-error'),
      description: `Workflow task: records a failed analysis (${config.stage})`,
      timeout: timeoutOf('MarkAnalysisErrorFunctionArn'),
    });
    const dossierTask = new ApiFunction(this, 'DossierTask', {
      ...common,
      entry: stepEntry('dossier', 'dossier-steps'),
      description: `Workflow task: the strategic dossier's steps, one section at a time (${config.stage})`,
      timeout: timeoutOf('DossierTaskFunctionArn'),
    });
    const planTask = new ApiFunction(this, 'PlanTask', {
      ...common,
      entry: stepEntry('action-plan', 'action-plan-steps'),
      description: `Workflow task: generates an action plan from the dossier (${config.stage})`,
      timeout: timeoutOf('PlanTaskFunctionArn'),
    });
    const websiteTask = new ApiFunction(this, 'WebsiteTask', {
      ...common,
      environment: {
        ...environment,
        ...(config.pagespeedSecretName ? { PAGESPEED_SECRET_NAME: config.pagespeedSecretName } : {}),
      },
      entry: stepEntry('marketing', 'website-steps'),
      description: `Workflow task: website analysis steps, performance and text (${config.stage})`,
      // The model's budget or PageSpeed's slowest answer (the client gives up at 90 s).
      timeout: timeoutOf('WebsiteTaskFunctionArn'),
    });
    // The fetcher of users' URLs: outside any VPC, no permission beyond its own logs; it only returns
    // what it read (the next step stores it).
    const websitePage = new ApiFunction(this, 'WebsitePage', {
      ...common,
      environment: { STAGE: config.stage },
      entry: stepEntry('marketing', 'website-page'),
      description: `Workflow task: reads a user's web page through the SSRF-safe fetcher (${config.stage})`,
      timeout: timeoutOf('WebsitePageFunctionArn'),
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
    // The Instagram analysis: the Graph API reads (the token from its secret) and the recommendations.
    const instagramTask = new ApiFunction(this, 'InstagramTask', {
      ...common,
      environment: {
        ...environment,
        ...(config.instagramTokenSecretName
          ? { INSTAGRAM_TOKEN_SECRET_NAME: config.instagramTokenSecretName }
          : {}),
        ...(config.instagramAccountId ? { INSTAGRAM_ACCOUNT_ID: config.instagramAccountId } : {}),
      },
      entry: stepEntry('marketing', 'instagram-steps'),
      description: `Workflow task: Instagram analysis, Graph API reads and recommendations (${config.stage})`,
      // Up to two profile reads of 10 s each with 10 s of backoff, then the model.
      timeout: timeoutOf('InstagramTaskFunctionArn'),
    });
    if (config.instagramTokenSecretName) {
      instagramTask.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [
            this.formatArn({
              service: 'secretsmanager',
              resource: 'secret',
              resourceName: `${config.instagramTokenSecretName}-??????`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          ],
        }),
      );
    }
    // An expired or revoked token fails every analysis until the operator renews it: its log line
    // (level error, operatorAlert true) raises an alarm at the first occurrence.
    const operatorAlerts = new MetricFilter(this, 'InstagramOperatorAlerts', {
      logGroup: instagramTask.logGroup,
      filterPattern: FilterPattern.booleanValue('$.operatorAlert', true),
      metricNamespace: 'Rumo/Instagram',
      metricName: `OperatorAlerts-${config.stage}`,
      metricValue: '1',
    });
    this.instagramOperatorAlarm = new Alarm(this, 'InstagramOperatorAlarm', {
      alarmDescription: `Instagram (${config.stage}): the Graph API refused the operator's token or permissions (docs/operations.md, "Instagram")`,
      metric: operatorAlerts.metric({ statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.instagramOperatorAlarm.addAlarmAction(new SnsAction(alarmTopic));
    const questionDeletionTask = new ApiFunction(this, 'QuestionDeletionTask', {
      ...common,
      entry: stepEntry('admin', 'question-deletion-steps'),
      description: `Workflow task: deletes a question's answers in batches, then the question (${config.stage})`,
      timeout: timeoutOf('QuestionDeletionTaskFunctionArn'),
    });
    const indexNames = tableSchema.globalIndexes.map((index) => index.name);
    const executionEnded = new ApiFunction(this, 'AnalysisExecutionEnded', {
      ...common,
      entry: triggerEntry('execution-ended'),
      description: `Workflow watcher: marks analyses whose execution timed out or was stopped, releases dossier locks (${config.stage})`,
    });
    // The sweeper closes records of any user (the analyses, dossier, plan, website and question
    // deletion functions it calls) and finds them by a Scan: no index holds "processing" items.
    const sweeper = new ApiFunction(this, 'SweepStaleRuns', {
      ...common,
      entry: triggerEntry('sweep-stale-runs'),
      description: `Workflow sweeper: closes analyses, dossier runs, plans, website analyses and question deletions left open past the workflows' timeout (${config.stage})`,
      timeout: Duration.minutes(workflowEnding.sweepTimeoutMinutes),
    });
    sweeper.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [table.tableArn] }));
    // What the closing functions do: item reads, Query on the table and writes; no index.
    for (const statement of tableAccessStatements(table.tableArn, [], 'read-write')) {
      sweeper.addToRolePolicy(statement);
    }
    for (const fn of [
      generate,
      markError,
      dossierTask,
      planTask,
      websiteTask,
      instagramTask,
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
    // …and the AI switch, which the model port reads before every call (decision 0056).
    for (const fn of [generate, dossierTask, planTask, websiteTask, instagramTask]) {
      modelAccess.grantInvoke(fn);
      const aiSwitch = aiSwitchAccess(this, config.stage);
      for (const statement of aiSwitch.statements) fn.addToRolePolicy(statement);
      for (const [name, value] of Object.entries(aiSwitch.environment)) fn.fn.addEnvironment(name, value);
    }

    const substitutions: WorkflowSubstitutions = {
      GenerateAnalysisFunctionArn: generate.fn.functionArn,
      MarkAnalysisErrorFunctionArn: markError.fn.functionArn,
      DossierTaskFunctionArn: dossierTask.fn.functionArn,
      PlanTaskFunctionArn: planTask.fn.functionArn,
      WebsiteTaskFunctionArn: websiteTask.fn.functionArn,
      WebsitePageFunctionArn: websitePage.fn.functionArn,
      QuestionDeletionTaskFunctionArn: questionDeletionTask.fn.functionArn,
      InstagramTaskFunctionArn: instagramTask.fn.functionArn,
    };
    const machine = (name: WorkflowName, id: string) => {
      const used = substitutionsOf(name, substitutions);
      const logs = new LogGroup(this, `${id}Logs`, {
        retention: logRetention,
        removalPolicy: logRemovalPolicy,
      });
      const stateMachine = new StateMachine(this, id, {
        // fromString ignores CDK's `timeout`: the definition carries its own TimeoutSeconds.
        definitionBody: DefinitionBody.fromString(JSON.stringify(definitionOf(name))),
        definitionSubstitutions: used,
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
      instagram: machine('instagram', 'InstagramWorkflow'),
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

    // One dead-letter queue for every asynchronous target: what EventBridge could not deliver, and what
    // the invoked function failed on every retry (the message names the event and the error).
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(workflowEnding.deadLetterRetentionDays),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is the dead-letter queue of the EventBridge targets and the asynchronous invocations; it needs no dead-letter queue of its own',
    });
    this.deadLetterAlarm = new Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: `Workflows (${config.stage}): an execution-ended or sweeper event failed every retry (docs/operations.md, "Dead-letter queues and the sweeper")`,
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: 0,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.deadLetterAlarm.addAlarmAction(new SnsAction(alarmTopic));
    const asyncTarget = (fn: ApiFunction) => {
      fn.fn.configureAsyncInvoke({
        onFailure: new SqsDestination(this.deadLetterQueue),
        retryAttempts: workflowEnding.asyncRetryAttempts,
        maxEventAge: Duration.hours(workflowEnding.eventMaxAgeHours),
      });
      return () =>
        new LambdaFunction(fn.fn, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: workflowEnding.eventRetryAttempts,
          maxEventAge: Duration.hours(workflowEnding.eventMaxAgeHours),
        });
    };

    const watcher = asyncTarget(executionEnded);
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
    new Rule(this, 'SweepStaleRunsSchedule', {
      description: "Closes records left open past the workflows' timeout (a lost execution-ended event)",
      schedule: Schedule.rate(Duration.minutes(workflowEnding.sweepEveryMinutes)),
      targets: [asyncTarget(sweeper)()],
    });
  }
}
