import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../functions/contracts/messages';
import { serviceResultSchema } from '../../functions/contracts/service-result';
import { SUBSCRIPTION_REQUIRED } from '../../functions/platform/http/entitlement';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { routeKey, routes, type RouteDefinition, type RouteKey } from '../../functions/routes';
import { call, cognito, documents, signIn, stack } from '../integration/support/clients';
import { newPlainUser, newTrialUser, type TestUser } from '../integration/support/payments';
import { ownerWithData, partitionOf, type Owner } from './support/owner';
import { send, type Answer } from './support/requests';
import {
  exampleIds,
  exampleModule,
  exampleQuestion,
  recommendation,
  routeExamples,
} from './support/route-examples';
import { expiredToken, forgedToken, tamperedAdminToken } from './support/tokens';

const example = (route: RouteDefinition) => routeExamples[routeKey(route) as RouteKey]();
const userRoutes = routes.filter((route) => route.access === 'user');
const userReads = userRoutes.filter((route) => route.method === 'GET');

function expectServiceResult(answer: Answer, status: number, code: string) {
  expect(answer.status, answer.text).toBe(status);
  expect(serviceResultSchema.parse(answer.body)).toMatchObject({ code, details: null });
  expect(answer.body.message.length).toBeGreaterThan(0);
}

const expectServed = (answer: Answer) => {
  expect([401, 403], answer.text).not.toContain(answer.status);
  expect(answer.status, answer.text).toBeLessThan(500);
};

/** A response with what differs between two users in the same state (ids, e-mail, times) blanked. */
function normalized(text: string, user: TestUser): string {
  return text
    .replaceAll(user.userId, '<eu>')
    .replaceAll(user.email, '<email>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<hora>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
}

async function idTokenOf(user: TestUser): Promise<string> {
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  return result.AuthenticationResult!.IdToken!;
}

/** Moves a trial's end to yesterday: the subscription item stays, but it no longer grants access. */
async function endTrial(userId: string): Promise<void> {
  await documents.send(
    new UpdateCommand({
      TableName: stack.resources.tableName,
      Key: { pk: `USER#${userId}`, sk: 'SUBSCRIPTION' },
      UpdateExpression: 'SET currentPeriodEnd = :end',
      ExpressionAttributeValues: { ':end': new Date(Date.now() - 86_400_000).toISOString() },
    }),
  );
}

/**
 * Generated from functions/routes.ts: every route × {no token, bad tokens, plain user, admin, another
 * user with the owner's ids}. A new route joins by getting its example in support/route-examples.ts.
 */
describe('authorization matrix', () => {
  let owner: Owner;
  let intruder: TestUser;
  let plain: TestUser;
  let control: TestUser;
  /** Signed in, but no subscription; and one whose trial has ended. */
  let unsubscribed: TestUser;
  let expired: TestUser;
  let adminToken: string;
  let badTokens: Record<string, string>;
  const baseline = new Map<string, string>();

  beforeAll(async () => {
    const admin = demoAccounts.find((account) => account.admin)!;
    let disposable: TestUser;
    [intruder, control, plain, adminToken, unsubscribed, expired, disposable] = await Promise.all([
      newTrialUser('intruso'),
      newTrialUser('controle'),
      newTrialUser('comum'),
      signIn(admin.email, admin.password),
      newPlainUser('semassinatura'),
      newTrialUser('expirado'),
      newTrialUser('descartavel'),
    ]);
    exampleIds.disposableUserId = disposable.userId;
    // The diagnostic the admin's edit example changes (never one a user answers).
    exampleIds.diagnosticId = `editavel-${plain.userId.slice(0, 8)}`;
    const diagnostic = await call('POST', '/api/admin/diagnostics', {
      token: adminToken,
      body: {
        title: 'Diagnóstico editável',
        description: 'Criado para o exemplo de edição.',
        slug: exampleIds.diagnosticId,
        icon: 'HelpCircle',
      },
    });
    expect(diagnostic.status).toBe(201);
    // The modules and materials the admin examples edit and delete (drafts: no user sees them).
    const newModule = async () =>
      (
        await call('POST', '/api/admin/modules', {
          token: adminToken,
          body: { ...exampleModule, isPublished: false },
        })
      ).body.id as string;
    // One after the other: the edited module is never last, so its example moves it down past a draft.
    exampleIds.moduleId = await newModule();
    exampleIds.disposableModuleId = await newModule();
    const newMaterial = async () =>
      (
        await call('POST', `/api/admin/modules/${exampleIds.moduleId}/materials`, {
          token: adminToken,
          body: {
            title: 'Material',
            description: '',
            type: 'video',
            estimatedTime: null,
            isPublished: false,
          },
        })
      ).body.id as string;
    exampleIds.materialId = await newMaterial();
    exampleIds.disposableMaterialId = await newMaterial();
    // Its questions: the first is edited and moved down, the second deleted by the admin examples.
    const addQuestion = async () => {
      const answer = await call('POST', `/api/admin/diagnostics/${exampleIds.diagnosticId}/questions`, {
        token: adminToken,
        body: exampleQuestion,
      });
      expect(answer.status).toBe(201);
      return answer.body.id as string;
    };
    exampleIds.questionId = await addQuestion();
    exampleIds.doomedQuestionId = await addQuestion();
    await addQuestion();
    // The diagnostic the admin's delete example deletes.
    exampleIds.disposableDiagnosticId = `descartavel-${plain.userId.slice(0, 8)}`;
    const disposableDiagnostic = await call('POST', '/api/admin/diagnostics', {
      token: adminToken,
      body: {
        title: 'Diagnóstico descartável',
        description: 'Criado para o exemplo de exclusão.',
        slug: exampleIds.disposableDiagnosticId,
        icon: 'HelpCircle',
      },
    });
    expect(disposableDiagnostic.status).toBe(201);
    // The band the admin examples edit, then delete.
    exampleIds.recommendationRevenueMin = 98_765_432_100;
    const created = await call('POST', '/api/admin/investment-recommendations', {
      token: adminToken,
      body: recommendation(exampleIds.recommendationRevenueMin),
    });
    expect(created.status).toBe(201);
    await endTrial(expired.userId);
    exampleIds.anotherUserId = plain.userId;
    // The admin examples that change settings every user reads (the onboarding row) run once first,
    // so the baseline already shows those settings as saved.
    for (const route of routes.filter((candidate) => routeKey(candidate) === 'PATCH /api/admin/onboarding')) {
      await send(route, example(route), { token: adminToken });
    }
    // What a user with no data of their own sees, read before the owner exists.
    for (const route of userReads) {
      const answer = await send(route, example(route), { token: control.token });
      baseline.set(routeKey(route), `${answer.status} ${normalized(answer.text, control)}`);
    }
    owner = await ownerWithData('dono');
    badTokens = {
      forged: await forgedToken(plain.token),
      expired: await expiredToken(plain.token),
      'tampered (admin claimed)': tamperedAdminToken(plain.token),
      'ID token': await idTokenOf(plain),
      garbage: 'nao-e-um-token',
    };
  }, 240_000);

  describe.each((routes as readonly RouteDefinition[]).map((route) => [routeKey(route), route] as const))(
    '%s',
    (_key, route) => {
      it(`without a token: ${route.access === 'public' ? 'open' : '401'}`, async () => {
        const answer = await send(route, example(route));
        if (route.access === 'public') expectServed(answer);
        else expectServiceResult(answer, 401, 'UNAUTHENTICATED');
      });

      if (route.access !== 'public') {
        it('with a forged, expired, tampered, ID or garbage token: 401', async () => {
          for (const [name, token] of Object.entries(badTokens)) {
            const answer = await send(route, example(route), { token });
            expect(answer.status, `${name}: ${answer.text}`).toBe(401);
            expectServiceResult(answer, 401, 'UNAUTHENTICATED');
          }
        });
      }

      it(`as a plain user: ${route.access === 'admin' ? '403' : 'served'}`, async () => {
        const answer = await send(route, example(route), { token: plain.token });
        if (route.access === 'admin') expectServiceResult(answer, 403, 'PERMISSION_DENIED');
        else expectServed(answer);
      });

      if (route.access === 'user') {
        it(
          route.paid
            ? 'without a subscription (none, or an ended trial): 403 and nothing written'
            : 'without a subscription: served',
          async () => {
            for (const user of [unsubscribed, expired]) {
              const before = await partitionOf(user.userId);
              const answer = await send(route, example(route), { token: user.token });
              if (!route.paid) {
                expectServed(answer);
                continue;
              }
              expect(answer.status, answer.text).toBe(403);
              expect(serviceResultSchema.parse(answer.body)).toMatchObject({
                code: 'PERMISSION_DENIED',
                message: messages.errors.subscriptionRequired,
                details: { reason: SUBSCRIPTION_REQUIRED },
              });
              expect(await partitionOf(user.userId)).toEqual(before);
            }
          },
        );
      }

      if (route.access === 'admin') {
        it('as an admin: served', async () => {
          const answer = await send(route, example(route), { token: adminToken });
          expect(answer.status, answer.text).toBeLessThan(300);
        });
      }
    },
  );

  it("another user, sending the owner's ids to every route, never sees nor changes the owner's data", async () => {
    // The owner reads again, so a response cached by resource id alone would reach the intruder.
    for (const route of userReads) await send(route, example(route), { token: owner.token });
    // Taken after the owner's reads: the investor report is computed (and stored) on view.
    const before = await partitionOf(owner.userId);
    expect(JSON.stringify(before)).toContain(owner.marker);

    const secrets = [owner.marker, owner.userId, owner.email];
    for (const route of userRoutes) {
      const answer = await send(route, example(route), { token: intruder.token });
      expect(answer.status, `${routeKey(route)}: ${answer.text}`).toBeLessThan(500);
      for (const secret of secrets) expect(answer.text, routeKey(route)).not.toContain(secret);
      if (route.method === 'GET') {
        // The intruder has no data either: anything beyond the control's answer came from someone else.
        expect(`${answer.status} ${normalized(answer.text, intruder)}`, routeKey(route)).toBe(
          baseline.get(routeKey(route)),
        );
      }
    }
    expect(await partitionOf(owner.userId)).toEqual(before);
  });

  it("the owner's own reads do show the owner's data (the check above can fail)", async () => {
    const route = routes.find(
      (candidate) => routeKey(candidate) === 'GET /api/diagnostics/{diagnosticId}/result',
    )!;
    const answer = await send(route, example(route), { token: owner.token });
    expect(answer.text).toContain(owner.marker);
  });
});
