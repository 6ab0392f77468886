import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContractsModule from '../../functions/contracts/admin-questions';
import type * as ClientModule from '../../functions/platform/data/client';
import type * as DeletionModule from '../../functions/admin/question-deletion';
import type * as DiagnosticsModule from '../../functions/diagnostics/diagnostics';
import type * as ImportModule from '../../functions/admin/diagnostic-import';
import type * as QuestionWritesModule from '../../functions/admin/question-writes';
import type * as ResultsModule from '../../functions/diagnostics/diagnostic-results';
import type * as StatsModule from '../../functions/platform/data/stats';
import type * as WorkflowsModule from '../../functions/platform/workflows';
import type * as LocalAdapterModule from '../../functions/local/local-workflows';
import type * as TasksModule from '../../functions/admin/steps/question-deletion-steps';
import { adminQuestionsMessages } from '../../functions/contracts/messages/admin-questions';
import { decodeJwt } from 'jose';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { documents, signIn, stack } from './support/clients';
import { testAudit } from './support/audit';
import { useStackEnvironment } from './support/environment';

const admin = demoAccounts.find((account) => account.admin)!;

/**
 * Question deletion and diagnostic import with failures injected, in this process over DynamoDB
 * Local and the real ASL: nothing is ever left half-done, and running again finishes the job.
 */
type Modules = {
  client: typeof ClientModule;
  contracts: typeof ContractsModule;
  deletion: typeof DeletionModule;
  diagnostics: typeof DiagnosticsModule;
  imports: typeof ImportModule;
  local: typeof LocalAdapterModule;
  questions: typeof QuestionWritesModule;
  results: typeof ResultsModule;
  stats: typeof StatsModule;
  tasks: typeof TasksModule;
  workflows: typeof WorkflowsModule;
};
let m: Modules;

beforeAll(async () => {
  useStackEnvironment();
  m = {
    client: await import('../../functions/platform/data/client'),
    contracts: await import('../../functions/contracts/admin-questions'),
    deletion: await import('../../functions/admin/question-deletion'),
    diagnostics: await import('../../functions/diagnostics/diagnostics'),
    imports: await import('../../functions/admin/diagnostic-import'),
    local: await import('../../functions/local/local-workflows'),
    questions: await import('../../functions/admin/question-writes'),
    results: await import('../../functions/diagnostics/diagnostic-results'),
    stats: await import('../../functions/platform/data/stats'),
    tasks: await import('../../functions/admin/steps/question-deletion-steps'),
    workflows: await import('../../functions/platform/workflows'),
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  m.workflows.setWorkflows(undefined);
});

const question = (text: string) => ({
  text,
  questionType: 'single_choice' as const,
  metadata: { section: 'geral' },
  options: [
    { text: 'Sim', value: 2 },
    { text: 'Não', value: 1 },
  ],
  weight: 3,
});

async function diagnosticWithQuestion() {
  const slug = `falhas-${randomUUID().slice(0, 8)}`;
  await m.diagnostics.createDiagnostic(
    {
      slug,
      title: 'Diagnóstico de falhas',
      description: 'Um diagnóstico para injetar falhas.',
      icon: 'HelpCircle',
    },
    await testAudit(),
  );
  const created = await m.questions.createQuestion(
    slug,
    m.contracts.questionInput.parse(question('Pergunta')),
    await testAudit(),
  );
  return { slug, question: created };
}

const partitionItems = async (slug: string) =>
  (
    await documents.send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `DIAGNOSTIC#${slug}` },
      }),
    )
  ).Items ?? [];

describe('deleting a question, with failures', () => {
  it('a failure half-way leaves the question whole and marked failed; deleting again finishes', async () => {
    const { slug, question: target } = await diagnosticWithQuestion();
    const { ANSWERS_PER_STEP } = await import('../../functions/admin/question-deletion-records');
    const answers = ANSWERS_PER_STEP + 40;
    // Answers of many users (written directly: each would otherwise need a user and a request).
    const { batchWrite } = await import('../../functions/platform/data/raw-items');
    await batchWrite(
      Array.from({ length: answers }, (_, index) => ({
        put: m.results.AnswerEntity.put({
          userId: `usuario-${index}-${slug}`,
          diagnosticId: slug,
          questionId: target.id,
          optionId: target.options[0]!.id,
          value: 2,
          metadata: {},
        }).params().Item as Record<string, unknown>,
      })),
    );

    let deleteSteps = 0;
    const failing = m.local.createLocalWorkflows({
      retryIntervalOverrides: { DeleteAnswers: 1, DeleteQuestion: 1, MarkDeletionFailed: 1 },
      handlers: {
        questionDeletion: async (event) => {
          if (event.action === 'deleteAnswers' && ++deleteSteps === 2) throw new Error('falha injetada');
          return m.tasks.runQuestionDeletionStep(event);
        },
      },
    });
    m.workflows.setWorkflows(failing);
    await m.deletion.startQuestionDeletion(slug, target.id, await testAudit());
    await failing.idle();

    const afterFailure = await m.diagnostics.getAdminQuestionnaire(slug);
    expect(afterFailure?.questions).toEqual([
      expect.objectContaining({
        id: target.id,
        options: target.options,
        weight: 3,
        deletion: expect.objectContaining({
          status: 'failed',
          deletedAnswers: ANSWERS_PER_STEP,
          totalAnswers: answers,
          error: adminQuestionsMessages.deletionFailed,
        }),
      }),
    ]);
    // Users no longer see it meanwhile, and cannot answer it.
    expect((await m.diagnostics.getQuestionnaire(slug))?.questions).toEqual([]);
    await expect(
      m.results.saveAnswer(
        'outro-usuario',
        slug,
        target.id,
        { optionId: null, value: 1, metadata: {} },
        false,
      ),
    ).rejects.toThrow(adminQuestionsMessages.questionRemoved);

    const working = m.local.createLocalWorkflows();
    m.workflows.setWorkflows(working);
    await m.deletion.startQuestionDeletion(slug, target.id, await testAudit());
    await working.idle();
    expect((await m.diagnostics.getAdminQuestionnaire(slug))?.questions).toEqual([]);
    expect((await partitionItems(slug)).map((item) => item.sk)).toEqual(['META']);
  });

  it('a failing last step (options, weight, question) deletes none of them', async () => {
    const { slug, question: target } = await diagnosticWithQuestion();
    const failing = m.local.createLocalWorkflows({
      retryIntervalOverrides: { DeleteAnswers: 1, DeleteQuestion: 1, MarkDeletionFailed: 1 },
      handlers: {
        questionDeletion: async (event) => {
          if (event.action === 'deleteQuestion') throw new Error('falha injetada');
          return m.tasks.runQuestionDeletionStep(event);
        },
      },
    });
    m.workflows.setWorkflows(failing);
    await m.deletion.startQuestionDeletion(slug, target.id, await testAudit());
    await failing.idle();
    const items = await partitionItems(slug);
    expect(items.map((item) => item.sk).sort()).toEqual(
      [
        'META',
        `QUESTION#${target.id}`,
        `QUESTION#${target.id}#OPTION#001`,
        `QUESTION#${target.id}#OPTION#002`,
        `QUESTION#${target.id}#WEIGHT`,
      ].sort(),
    );
  });
});

describe('importing a diagnostic, with failures', () => {
  it('a write failing half-way leaves nothing behind and the statistics unchanged', async () => {
    const exported = await m.imports.exportDiagnostic('fundador');
    const slug = `import-falha-${randomUUID().slice(0, 8)}`;
    const file = m.contracts.diagnosticExport.parse({
      ...exported,
      diagnostic: { ...exported!.diagnostic, slug },
    });
    const before = (await m.stats.getStats()).diagnostics;
    const send = m.client.documentClient.send.bind(m.client.documentClient);
    let batches = 0;
    vi.spyOn(m.client.documentClient, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof BatchWriteCommand && ++batches === 3) {
        return Promise.reject(Object.assign(new Error('falha injetada'), { name: 'InternalServerError' }));
      }
      return send(command as never);
    }) as never);
    await expect(m.imports.importDiagnostic(file, await testAudit())).rejects.toThrow('falha injetada');
    vi.restoreAllMocks();

    expect(await partitionItems(slug)).toEqual([]);
    expect((await m.stats.getStats()).diagnostics).toBe(before);
    expect(await m.imports.importDiagnostic(file, await testAudit())).toMatchObject({
      id: slug,
      isPublished: false,
    });
    expect((await m.diagnostics.getAdminQuestionnaire(slug))?.questions.length).toBe(file.questions.length);

    // Too large for one transaction: META, the counter and the audit first, the questions after.
    expect((await partitionItems(slug)).length).toBeGreaterThan(100);
    const { deleteDiagnostic } = await import('../../functions/diagnostics/diagnostic-removal');
    await deleteDiagnostic(slug, await testAudit(`diagnostic:${slug}`));
    expect(await partitionItems(slug)).toEqual([]);
    expect((await m.stats.getStats()).diagnostics).toBe(before);
  });
});

describe('the admin diagnostics list when a question count cannot be read', () => {
  it('shows 0 for that count (spec 8) and still lists every diagnostic', async () => {
    const { QueryCommand: Query } = await import('@aws-sdk/lib-dynamodb');
    const { handler } = (await import('../../functions/admin/handlers/list-diagnostics')) as unknown as {
      handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
    };
    const send = m.client.documentClient.send.bind(m.client.documentClient);
    vi.spyOn(m.client.documentClient, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof Query && command.input.Select === 'COUNT') {
        return Promise.reject(Object.assign(new Error('falha injetada'), { name: 'InternalServerError' }));
      }
      return send(command as never);
    }) as never);
    // The demo admin's id: the chain confirms an admin token against the profile's roles.
    const adminId = String(decodeJwt(await signIn(admin.email, admin.password)).sub);
    const event = {
      headers: {},
      isBase64Encoded: false,
      requestContext: {
        authorizer: { jwt: { claims: { sub: adminId, token_use: 'access', 'cognito:groups': '[admin]' } } },
      },
    };
    const result = await handler(event, {});
    expect(result.statusCode).toBe(200);
    const { diagnostics } = JSON.parse(result.body) as {
      diagnostics: { id: string; questionCount: number }[];
    };
    expect(diagnostics.map((diagnostic) => diagnostic.id)).toContain('negocio');
    expect(new Set(diagnostics.map((diagnostic) => diagnostic.questionCount))).toEqual(new Set([0]));
  });
});
