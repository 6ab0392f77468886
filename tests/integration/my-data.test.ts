import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiTaskName } from '../../functions/ai/tasks';
import { coreDiagnosticSlugs, type DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import { myDataMessages } from '../../functions/contracts/messages/my-data';
import { dataExport, DATA_EXPORTS_PER_DAY } from '../../functions/contracts/my-data';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { subscriptionEvent } from '../../functions/local/local-stripe';
import type * as RequestModule from '../../functions/dossier/request-generation';
import type * as TasksModule from '../../functions/dossier/steps/dossier-steps';
import type * as WorkflowsModule from '../../functions/platform/workflows/index';
import type * as LocalWorkflowsModule from '../../functions/local/local-workflows';
import { validAnswer } from './support/answers';
import { trialUserWithTask } from './support/action-plan-users';
import {
  api,
  call,
  cognito,
  cognitoUserExists,
  documents,
  signIn,
  stack,
  uniqueEmail,
} from './support/clients';
import { useStackEnvironment } from './support/environment';
import { userWithFourDiagnostics } from './support/four-diagnostics';
import { deliver, newTrialUser, nowSeconds, paidFacts, storedSubscription } from './support/payments';

/**
 * The in-process dossier run's model: the real local analyst, held at a gate so the generation is
 * still running when the user deletes her account.
 */
const model = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = { promise: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
  return { calls: [] as string[], gate };
});
vi.mock('../../functions/ai/model-port', async () => {
  const { localModelPort } = await import('../../functions/ai/local-adapter');
  const real = localModelPort();
  return {
    modelPort: () => ({
      ...real,
      generate: async (task: AiTaskName, input: never) => {
        model.calls.push(task);
        if (task.startsWith('dossier-')) await model.gate.promise;
        return real.generate(task, input);
      },
    }),
    useModelPort: () => undefined,
  };
});

const text = myDataMessages;
const admin = demoAccounts.find((account) => account.admin)!;
let adminToken: string;

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
});

/** Answers the first question of the first core diagnostic; the answer as sent. */
async function answerOne(token: string) {
  const base = `/api/diagnostics/${coreDiagnosticSlugs[0]}`;
  const [question] = (await call('GET', `${base}/questionnaire`, { token })).body
    .questions as DiagnosticQuestion[];
  const body = validAnswer(question!);
  const saved = await call('PUT', `${base}/answers/${encodeURIComponent(question!.id)}`, { token, body });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { questionId: question!.id, diagnosticId: coreDiagnosticSlugs[0], body };
}

/** Every item of the table (a test may Scan; no request path does). */
async function wholeTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: stack.resources.tableName, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every item under or about the user: any item whose keys or attributes hold her id or her e-mail. */
async function itemsAbout(user: { userId: string; email: string }) {
  return (await wholeTable()).filter((item) => {
    const json = JSON.stringify(item);
    return json.includes(user.userId) || json.toLowerCase().includes(user.email.toLowerCase());
  });
}

const adminSearch = async (term: string) =>
  (await call('GET', `/api/admin/users?search=${encodeURIComponent(term)}`, { token: adminToken })).body;

describe('Baixar meus dados (POST /api/me/export)', () => {
  it('holds her e-mail and the answer she gave, in the documented shape; capped per day', async () => {
    const user = await newTrialUser('exporta');
    const answer = await answerOne(user.token);

    const first = await call('POST', '/api/me/export', { token: user.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const file = dataExport.parse(first.body);
    expect(file.userId).toBe(user.userId);
    expect(file.profile).toMatchObject({ email: user.email, firstName: 'Teste', lastName: 'Grátis' });
    expect(file.subscription).toMatchObject({ status: 'trialing' });
    expect(file.answers).toEqual([
      expect.objectContaining({ diagnosticId: answer.diagnosticId, questionId: answer.questionId }),
    ]);
    // The stored keys and the data layer's stamps are not part of the export.
    expect(JSON.stringify(file)).not.toMatch(/"(pk|sk|gsi1pk|__edb_e__|ttl)"/);
    expect(file.dailyUsage).toEqual([expect.objectContaining({ dataExports: 1 })]);

    for (let done = 1; done < DATA_EXPORTS_PER_DAY; done += 1) {
      expect((await call('POST', '/api/me/export', { token: user.token })).status).toBe(200);
    }
    const refused = await call('POST', '/api/me/export', { token: user.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMIT',
      message: text.export.limit(DATA_EXPORTS_PER_DAY),
    });
  });

  it("another user's export never holds her data", async () => {
    const [owner, other] = await Promise.all([newTrialUser('dona'), newTrialUser('outra')]);
    await answerOne(owner.token);
    const answer = await call('POST', '/api/me/export', { token: other.token });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain(owner.userId);
    expect(JSON.stringify(answer.body)).not.toContain(owner.email);
    expect(answer.body.answers).toEqual([]);
  });
});

describe('Excluir minha conta (POST /api/me/deletion)', () => {
  it('a wrong password is refused in Portuguese and deletes nothing', async () => {
    const user = await newTrialUser('senhaerrada');
    await answerOne(user.token);
    const before = await itemsAbout(user);
    const refused = await call('POST', '/api/me/deletion', {
      token: user.token,
      body: { password: 'nao-e-a-senha' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: text.deletion.wrongPassword,
      details: [{ field: 'password', message: text.deletion.wrongPassword }],
    });
    expect(await itemsAbout(user)).toEqual(before);
    expect(await cognitoUserExists(user.email)).toBe(true);
    expect((await call('GET', '/api/me', { token: user.token })).status).toBe(200);
  });

  it('with her password: signed out everywhere, cannot sign in, not found by the admin, may sign up again', async () => {
    const user = await newTrialUser('excluime');
    await answerOne(user.token);
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    const refreshToken = signedIn.AuthenticationResult!.RefreshToken!;
    expect((await adminSearch(user.email)).total).toBe(1);

    const deleted = await call('POST', '/api/me/deletion', {
      token: user.token,
      body: { password: user.password },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ success: true });

    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: stack.resources.userPoolClientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      ),
    ).rejects.toThrow();
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    expect(await cognitoUserExists(user.email)).toBe(false);
    expect((await adminSearch(user.email)).total).toBe(0);
    // The token issued before meets no account: nothing of hers is served any more.
    expect((await call('GET', '/api/me', { token: user.token })).status).not.toBe(200);

    // The audit trail records it, with her as the actor and without her e-mail.
    useStackEnvironment();
    const { listAuditOfUser } = await import('../../functions/platform/data/audit-log');
    const trail = await listAuditOfUser(user.userId);
    expect(trail.map((record) => [record.action, record.actorId])).toEqual([
      ['user.self-deleted', user.userId],
    ]);
    expect(JSON.stringify(trail)).not.toContain(user.email);

    // The e-mail is free again: a new, empty account.
    const again = await api.signUp('/api/auth/trial-signup', {
      firstName: 'Teste',
      lastName: 'Outra Vez',
      email: user.email,
      password: 'segredo',
    });
    expect(again.userId).not.toBe(user.userId);
    const token = await signIn(user.email, 'segredo');
    const fresh = dataExport.parse((await call('POST', '/api/me/export', { token })).body);
    expect(fresh.answers).toEqual([]);
  });
});

describe('deletion leaves nothing behind', () => {
  let m: {
    request: typeof RequestModule;
    tasks: typeof TasksModule;
    workflows: typeof WorkflowsModule;
    local: typeof LocalWorkflowsModule;
  };
  let runner: LocalWorkflowsModule.LocalWorkflows;

  beforeAll(async () => {
    useStackEnvironment();
    m = {
      request: await import('../../functions/dossier/request-generation'),
      tasks: await import('../../functions/dossier/steps/dossier-steps'),
      workflows: await import('../../functions/platform/workflows/index'),
      local: await import('../../functions/local/local-workflows'),
    };
    runner = m.local.createLocalWorkflows({
      handlers: { dossier: m.tasks.dossierStepHandler({ pauseMs: 5 }) },
      retryIntervalOverrides: { StartSection: 5, GenerateSection: 5, MarkSectionFailed: 5, Release: 5 },
    });
    m.workflows.setWorkflows(runner);
  });

  afterAll(() => {
    model.gate.open();
    m?.workflows.setWorkflows(undefined);
  });

  it('answers, analyses, a dossier generation running, a plan with notes and Genius, an impersonation, a Stripe event: 0 items left', async () => {
    // Her answers and analyses (the four diagnostics, through the stack's own workflows).
    const user = await userWithFourDiagnostics('naosobra', 'Padaria Sem Rastro');
    // A plan with a task, a note and a Genius conversation.
    const plan = await call('POST', '/api/action-plans', {
      token: user.token,
      body: { title: 'Plano dela', description: '' },
    });
    expect(plan.status).toBe(201);
    const task = await call('POST', `/api/action-plans/${plan.body.id}/items`, {
      token: user.token,
      body: { title: 'Ligar para os fornecedores' },
    });
    expect(task.status).toBe(201);
    const item = `/api/action-plans/${plan.body.id}/items/${task.body.id}`;
    expect(
      (await call('POST', `${item}/notes`, { token: user.token, body: { content: 'Nota dela' } })).status,
    ).toBe(201);
    const genius = await call('POST', `${item}/genius`, {
      token: user.token,
      body: { message: 'Por onde começo?' },
    });
    expect(genius.status, JSON.stringify(genius.body)).toBe(200);
    // A Stripe subscription (its event record is kept for Stripe's retries).
    const start = nowSeconds();
    await deliver(subscriptionEvent('customer.subscription.created', paidFacts(user.userId, start), start));
    expect(await storedSubscription(user.userId)).toMatchObject({ stripeCustomerId: expect.any(String) });
    // Another admin impersonating her (the session lives under the admin's own partition).
    const other = await trialUserWithTask('outroadmin');
    const adminEmail = uniqueEmail('adminvisita');
    const created = await call('POST', '/api/admin/users', {
      token: adminToken,
      body: {
        firstName: 'Admin',
        lastName: 'Visitante',
        email: adminEmail,
        password: 'segredo',
        role: 'admin',
      },
    });
    expect(created.status).toBe(201);
    const visitor = await signIn(adminEmail, 'segredo');
    const impersonation = await call('POST', '/api/admin/impersonation', {
      token: visitor,
      body: { targetUserId: user.userId },
    });
    expect(impersonation.status, JSON.stringify(impersonation.body)).toBe(201);
    // The dossier generation, held at the model when she deletes her account.
    const started = await m.request.requestDossierGeneration(user.userId, 'missing');
    expect(started).toMatchObject({ started: true, generating: true });
    for (let wait = 0; wait < 100 && !model.calls.some((task) => task.startsWith('dossier-')); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(model.calls.some((task) => task.startsWith('dossier-'))).toBe(true);

    const before = await itemsAbout(user);
    const kinds = new Set(before.map((item) => String(item.__edb_e__)));
    for (const kind of [
      'profile',
      'subscription',
      'diagnosticAnswer',
      'analysis',
      'dossier',
      'dossierSection',
      'actionPlan',
      'actionItem',
      'actionNote',
      'geniusConversation',
      'impersonationSession',
      'auditRecord',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(before.some((item) => item.__edb_e__ === 'auditRecord' && item.targetEmail === user.email)).toBe(
      true,
    );
    // Her line in the admin search index (a shard item other users' lines share).
    expect(
      before.some((item) => String(item.pk).startsWith('USERINDEX#') && `u#${user.userId}` in item),
    ).toBe(true);

    const deleted = await call('POST', '/api/me/deletion', {
      token: user.token,
      body: { password: user.password },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // The run goes on after the deletion: its model call returns, every later step runs.
    model.gate.open();
    await runner.idle();

    const left = await itemsAbout(user);
    // Only the audit trail remains (the law: who did what to an account), naming her by id alone, never
    // by e-mail, and each record with its TTL (DynamoDB deletes it when the retention ends).
    expect(left.filter((record) => record.__edb_e__ !== 'auditRecord')).toEqual([]);
    expect(left.length).toBeGreaterThan(0);
    for (const record of left) {
      expect(JSON.stringify(record).toLowerCase()).not.toContain(user.email.toLowerCase());
      expect(record.ttl).toEqual(expect.any(Number));
    }
    // Stripe event records never name her (the webhook writes no user id) and expire on their own.
    const events = (await wholeTable()).filter((record) => record.__edb_e__ === 'stripeEvent');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.userId).not.toBe(user.userId);
    // Nobody else's data went with hers.
    expect((await call('GET', '/api/action-plans', { token: other.user.token })).status).toBe(200);
    expect((await call('GET', '/api/me', { token: visitor })).status).toBe(200);
  }, 180_000);
});
