import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { defaultPlanAreas } from '../../functions/contracts/action-plan';
import { dossierMessages } from '../../functions/contracts/messages/dossier';
import { modelPortMessages } from '../../functions/contracts/messages/model-port';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { freePort } from '../../functions/local/free-port';
import { readCodes, recordCode } from './reset-codes';
import { startConverseFake, type ConverseFake } from '../support/converse-fake';
import { expect, signIn, test } from './fixtures';
import { apiAs, generatedDossier, trialUserWithResults } from './trial-user-with-results';
import { negocioAnswers } from '../../functions/ai/testing/answer-sets';
import type { ReceivedRequest } from '../../functions/ai/testing/converse-stand-in';
import { dossierSectionKeys } from '../../functions/contracts/analysis-data/dossier/sections';

/** A competitors answer longer than 400 characters: the requests must carry it whole. */
const LONG_ANSWER = `${'Os concorrentes da região são 30% mais baratos, vendem sem nota fiscal e atendem pelo WhatsApp até tarde; '.repeat(4)}e nós cobramos mais pelo suporte.`;

const bodyText = (request: ReceivedRequest) => JSON.stringify(request.body);
/** What a request carries up to its cache point: its tools, then its system blocks (Bedrock's order). */
const cachedPrefix = (request: ReceivedRequest) => {
  const system = request.body.system ?? [];
  const point = system.findIndex((block) => 'cachePoint' in block);
  return point < 0 ? undefined : JSON.stringify([request.body.toolConfig?.tools, system.slice(0, point + 1)]);
};

/**
 * `npm start` with MODEL_PROVIDER=bedrock against a Converse-compatible fake that throttles once,
 * cuts one reply at max_tokens and sends one enum without its accent: a new user's four analyses,
 * six dossier sections, a plan of 5 areas x 4 tasks and two Genius replies all complete, every
 * structured request forces its tool, and nothing says 'gerado localmente'.
 */
test.describe.configure({ mode: 'serial' });

let fake: ConverseFake;
let child: ChildProcess;
let dataDir: string;
let url: string;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startConverseFake();
  dataDir = mkdtempSync(join(tmpdir(), 'rumo-real-model-'));
  const port = await freePort();
  child = spawn(join('node_modules', '.bin', 'tsx'), ['functions/local/start.ts'], {
    env: {
      ...process.env,
      MODEL_PROVIDER: 'bedrock',
      BEDROCK_ENDPOINT: fake.endpoint,
      BEDROCK_MODEL_ID: 'global.anthropic.fake-heavy',
      BEDROCK_LIGHT_MODEL_ID: 'global.anthropic.fake-light',
      AWS_REGION: 'sa-east-1',
      AWS_ACCESS_KEY_ID: 'fake-model-key',
      AWS_SECRET_ACCESS_KEY: 'fake-model-secret',
      WEB_PORT: String(port),
      WEB_MODE: 'dist',
      LOCAL_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start not ready:\n${output}`)), 220_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // `npm start` prints the codes it "e-mails": kept where the sign-up helpers read them.
      for (const [, destination, code] of output.matchAll(/\[email to (\S+)\] code (\d+)\n/g))
        if (readCodes()[destination!] !== code) recordCode(destination!, code!);
      const ready = /Ready in [\d.]+ s: (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm start exited ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a new user’s whole journey with a real model provider', async ({ page }) => {
  test.setTimeout(240_000);
  const runtimeEnv = JSON.parse(readFileSync(join(dataDir, 'runtime-env.json'), 'utf8')) as Record<
    string,
    string
  >;
  const stack = {
    url,
    endpoints: { cognito: runtimeEnv.COGNITO_ENDPOINT! },
    resources: { userPoolClientId: runtimeEnv.USER_POOL_CLIENT_ID! },
  };
  const request = await playwrightRequest.newContext({ baseURL: url });

  // Which provider and model runs is for admins (the public check says only each component's status).
  expect((await (await request.get('/api/health')).json()).components.model).toEqual({ status: 'ok' });
  const admin = demoAccounts.find((account) => account.admin)!;
  const health = await (await apiAs(request, admin, stack))('GET', '/api/admin/health');
  expect(JSON.stringify(health.components.model)).toContain('bedrock');
  expect(JSON.stringify(health.components.model)).toContain('global.anthropic.fake-heavy');
  expect(health.components.model.status).toBe('ok');

  const user = await trialUserWithResults(
    request,
    undefined,
    { negocio: { faturamento_por_canal: negocioAnswers.faturamento_por_canal!, concorrentes: LONG_ANSWER } },
    stack,
  );
  const api = await apiAs(request, user, stack);
  for (const resultId of ['fundador', 'negocio', 'sistema-gestao']) {
    const analysis = await api('GET', `/api/analyses/${resultId}`);
    expect(analysis, resultId).toMatchObject({ status: 'completed', generatedLocally: false });
  }
  await generatedDossier(request, user, stack);

  const areas = [...defaultPlanAreas, 'Finanças', 'Pessoas'];
  await api('POST', '/api/action-plans/generate', { areas, itemsPerArea: 4 });
  let plans: any;
  await expect
    .poll(
      async () => {
        plans = await api('GET', '/api/action-plans');
        return plans.generation?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  const plan = plans.plans.find((candidate: any) => candidate.source === 'dossier');
  expect(plan.items).toHaveLength(20);
  expect(new Set(plan.items.map((item: any) => item.category))).toEqual(new Set(areas));

  const itemPath = `/api/action-plans/${plan.id}/items/${plan.items[0].id}/genius`;
  await api('POST', itemPath, { message: 'Por onde eu começo esta tarefa?' });
  const { messages } = await api('POST', itemPath, { message: 'E quem deve fazer isso?' });
  expect(messages.filter((message: any) => message.role === 'assistant')).toHaveLength(2);

  // What the model was asked: every answer whole, the person's name, the dossier's cached prefix, the
  // conversation as turns within 20,000 characters.
  expect(LONG_ANSWER.length).toBeGreaterThan(400);
  const received = fake.received;
  expect(received.some((each) => bodyText(each).includes(LONG_ANSWER))).toBe(true);
  const channels = Object.keys(negocioAnswers.faturamento_por_canal as Record<string, number>);
  expect(channels).toHaveLength(6);
  expect(received.some((each) => channels.every((channel) => bodyText(each).includes(channel)))).toBe(true);
  const analysisRequests = received.filter(
    (each) =>
      each.body.toolConfig?.toolChoice?.tool?.name === 'registrar_resultado' &&
      bodyText(each).includes('<respostas'),
  );
  expect(analysisRequests.length).toBeGreaterThanOrEqual(4);
  for (const each of analysisRequests) expect(bodyText(each)).toContain('Clara');
  const sectionTools = new Set(dossierSectionKeys.map((key) => `registrar_${key}`));
  const dossierRequests = received.filter((each) =>
    sectionTools.has(each.body.toolConfig?.toolChoice?.tool?.name ?? ''),
  );
  expect(new Set(dossierRequests.map((each) => each.body.toolConfig?.toolChoice?.tool?.name)).size).toBe(6);
  const prefixes = new Set(dossierRequests.map(cachedPrefix));
  expect(prefixes.size).toBe(1);
  const [prefix] = [...prefixes];
  expect(prefix!.length).toBeGreaterThanOrEqual(2000);
  const geniusRequests = received.filter((each) => !each.body.toolConfig);
  const second = geniusRequests.at(-1)!;
  expect(second.body.messages.length).toBeGreaterThanOrEqual(3);
  const sent = [...(second.body.system ?? []), ...second.body.messages.flatMap((message) => message.content)]
    .map((block) => ('text' in block ? String(block.text) : ''))
    .join('');
  expect(sent.length).toBeLessThan(20_000);
  expect(JSON.stringify(second.body.system)).toContain('cachePoint');

  // Every structured request forced its tool; each fault happened once and cost nobody a result.
  expect(fake.stats.structured).toBeGreaterThan(0);
  expect(fake.stats.forced).toBe(fake.stats.structured);
  expect(fake.stats).toMatchObject({ throttled: 1, truncated: 1, unaccented: 1 });
  expect(fake.stats.text).toBeGreaterThanOrEqual(2);

  // The screens show the model's content without the local analyst's notice.
  await signIn(page, user.email, user.password, url);
  await page.goto(`${url}/strategic-dossier`);
  await expect(page.getByRole('heading', { level: 1, name: dossierMessages.title })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('O negócio tem uma base de clientes fiel');
  await expect(page.getByText(modelPortMessages.generatedLocally)).toHaveCount(0);
  await request.dispose();
});
