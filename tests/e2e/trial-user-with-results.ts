import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  coreDiagnosticSlugs,
  type CoreDiagnosticSlug,
  type DiagnosticQuestion,
} from '../../functions/contracts/diagnostics';
import { answerFor, type AnswerSpec } from '../../functions/ai/testing/fixtures';
import { localApiClient, type LocalApiTarget } from '../../functions/local/api-client';
import { questionIdOf } from '../../functions/seed/catalogue-records';
import { validAnswer } from '../integration/support/answers';
import { emailedCode } from './reset-codes';
import { confirmedSignUp } from './sign-up';

/** Answers by question key for some diagnostics (e.g. the realistic sets of functions/ai/testing). */
export type AnswerSets = Partial<Record<CoreDiagnosticSlug, Record<string, AnswerSpec>>>;

/** The answer a set gives this question (without the stored fields), else a generic valid one. */
function answerOf(diagnosticId: CoreDiagnosticSlug, question: DiagnosticQuestion, sets: AnswerSets) {
  const spec = Object.entries(sets[diagnosticId] ?? {}).find(
    ([key]) => questionIdOf(diagnosticId, key) === question.id,
  )?.[1];
  if (spec === undefined) return validAnswer(question);
  const { optionId, value, metadata } = answerFor(question, spec);
  return { optionId, value, metadata };
}

export interface E2eUser {
  email: string;
  password: string;
}

/** Diagnostics whose completion starts an analysis (the investor report is computed when read). */
const ANALYSED: readonly CoreDiagnosticSlug[] = ['fundador', 'negocio', 'sistema-gestao'];

/** The local stack global-setup started, as the shared local API client reaches it. */
export const e2eStack = (): LocalApiTarget => ({
  url: process.env.E2E_BASE_URL!,
  endpoints: { cognito: process.env.COGNITO_ENDPOINT! },
  resources: { userPoolClientId: process.env.USER_POOL_CLIENT_ID! },
  confirmationCode: emailedCode,
});

/** USER_PASSWORD_AUTH against the local pool, as Amplify does. */
async function accessToken({ email, password }: E2eUser, stack: LocalApiTarget): Promise<string> {
  const client = localApiClient(stack);
  try {
    return await client.signIn(email, password);
  } finally {
    client.close();
  }
}

export type E2eApi = (
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) => Promise<any>;

/**
 * The API as this user (an access token of the local pool); a failed call throws with its answer. The
 * request context's base URL and `stack` name the same stack (global-setup's by default).
 */
export async function apiAs(
  request: APIRequestContext,
  user: E2eUser,
  stack: LocalApiTarget = e2eStack(),
): Promise<E2eApi> {
  const headers = { authorization: `Bearer ${await accessToken(user, stack)}` };
  return async (method, path, data) => {
    const response = await request.fetch(path, { method, headers, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.status() === 204 ? null : response.json();
  };
}

/** Generates the user's six dossier sections through the API and waits until they are completed. */
export async function generatedDossier(
  request: APIRequestContext,
  user: E2eUser,
  stack: LocalApiTarget = e2eStack(),
): Promise<void> {
  const api = await apiAs(request, user, stack);
  await api('POST', '/api/dossier/generate');
  for (let attempt = 0; attempt < 300; attempt++) {
    const { sections } = (await api('GET', '/api/dossier')) as { sections: { status: string | null }[] };
    if (sections.every((section) => section.status === 'completed')) return;
    if (sections.some((section) => section.status === 'failed')) throw new Error('a dossier section failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('dossier still generating after 60 s');
}

/**
 * A new trial user who has finished the four diagnostics (or those given), made through the API in a
 * few seconds (the same valid answers the integration tests send, or the given answer sets) rather
 * than by clicking 129 questions; returns once the analyses are completed, so their screens show content and not the
 * processing card.
 */
export async function trialUserWithResults(
  request: APIRequestContext,
  finished: readonly CoreDiagnosticSlug[] = coreDiagnosticSlugs,
  answerSets: AnswerSets = {},
  stack: LocalApiTarget = e2eStack(),
): Promise<E2eUser> {
  const user = { email: `a11y-${randomUUID().slice(0, 8)}@exemplo.com.br`, password: 'segredo1' };
  await confirmedSignUp(request, '/api/auth/trial-signup', {
    firstName: 'Clara',
    lastName: 'Acessível',
    ...user,
  });
  const api = await apiAs(request, user, stack);

  // Different diagnostics in parallel; one diagnostic's answers one after another (they share a result).
  await Promise.all(
    finished.map(async (diagnosticId) => {
      const base = `/api/diagnostics/${diagnosticId}`;
      const { questions } = (await api('GET', `${base}/questionnaire`)) as {
        questions: DiagnosticQuestion[];
      };
      for (const question of questions) {
        await api(
          'PUT',
          `${base}/answers/${encodeURIComponent(question.id)}`,
          answerOf(diagnosticId, question, answerSets),
        );
      }
      await api('POST', `${base}/complete`);
    }),
  );
  const analysed = ANALYSED.filter((resultId) => finished.includes(resultId));
  await Promise.all(analysed.map((resultId) => analysisCompleted(api, resultId)));
  return user;
}

/** Waits until the analysis of `resultId` is completed (a first run or a regeneration). */
export async function analysisCompleted(
  api: (method: 'GET', path: string) => Promise<{ status: string }>,
  resultId: string,
): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { status } = await api('GET', `/api/analyses/${resultId}`);
    if (status === 'completed') return;
    if (status !== 'processing') throw new Error(`analysis ${resultId} ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analysis ${resultId} still processing after 60 s`);
}
