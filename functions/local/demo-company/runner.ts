import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionItem, ActionPlan, ActionPlansResponse } from '../../contracts/action-plan';
import { defaultPlanAreas } from '../../contracts/action-plan';
import { coreDiagnosticSlugs, type DiagnosticQuestion } from '../../contracts/diagnostics';
import type { DossierResponse } from '../../contracts/dossier';
import type { LearningModuleResponse, LearningModulesResponse } from '../../contracts/learning';
import type { WebsiteAnalysesResponse, WebsiteAnalysisRecord } from '../../contracts/website-analysis';
import { saoPauloDate } from '../../domain/notifications';
import { expectStatus, expectSuccess, type ApiAnswer, type LocalApiClient } from '../api-client';
import { demoFounder } from '../demo-accounts';
import {
  checkoutCompletedEvent,
  deliverWebhookEvent,
  invoicePaidEvent,
  localId,
  paidFacts,
  subscriptionEvent,
} from '../local-stripe';
import { demoAnswer } from './answers';
import {
  assignStates,
  fiveW2HEdits,
  geniusQuestion,
  learningProgress,
  stateEdit,
  taskNotes,
  type TaskState,
} from './journey';

/**
 * The demo company runner: walks the demo founder (demoFounder, Doce Ponto) through the whole journey
 * on a running local stack, through the product's own HTTP API (the same handlers, workflows and local
 * analyst a user triggers). The two Instagram analyses come from seedDemoInstagram, as for the other
 * demo accounts (the Instagram workflow's steps over the Graph stand-in, examples kept as such).
 *
 * Idempotent: every step first reads what is there and does only what is missing, so an interrupted
 * run is continued, never duplicated. When every step is done it writes a marker file; a later run
 * that finds the marker (and the same founder behind the account) does nothing, except on a later day,
 * when it moves the tasks' due dates so that each task keeps its state relative to the new today.
 */
export interface DemoCompanyOptions {
  api: LocalApiClient;
  /** The demo site the stack serves (the website analysis reads it). */
  demoSiteUrl: string;
  /** Where the finished journey is recorded (under the data directory, so `npm run reset` wipes it). */
  markerFile: string;
  now?: () => Date;
  /** Progress lines. */
  log?: (line: string) => void;
  /** How long any one wait (a workflow, a generation) may take. */
  waitTimeoutMs?: number;
}

export type DemoCompanyOutcome = 'built' | 'already-built' | 'redated';

/** About how long the first run takes on a 2-core machine (printed by `npm start`). */
export const DEMO_COMPANY_SECONDS = 35;

/** The marker's place in a data directory. */
export const demoCompanyMarkerFile = (dataDir: string) => join(dataDir, 'demo-company.json');

/** Bump when the runner seeds more: an older marker then runs the (idempotent) steps again. */
export const DEMO_COMPANY_VERSION = 1;

export interface DemoCompanyMarker {
  version: number;
  email: string;
  userId: string;
  /** The São Paulo day the due dates were set for. */
  datedOn: string;
  tasks: Array<{ planId: string; itemId: string; state: TaskState }>;
  completedAt: string;
}

/** The marker of a finished journey of this version, or null (none, unreadable or older). */
export function readDemoCompanyMarker(markerFile: string): DemoCompanyMarker | null {
  if (!existsSync(markerFile)) return null;
  try {
    const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as DemoCompanyMarker;
    return marker.version === DEMO_COMPANY_VERSION && marker.email === demoFounder.email ? marker : null;
  } catch {
    return null;
  }
}

const ANALYSED = ['fundador', 'negocio', 'sistema-gestao'] as const;
const INVESTOR = 'investidor';
const POLL_MS = 250;

export async function prepareDemoCompany(options: DemoCompanyOptions): Promise<DemoCompanyOutcome> {
  const { api, demoSiteUrl, markerFile } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const waitTimeoutMs = options.waitTimeoutMs ?? 180_000;
  const today = saoPauloDate(now());

  const marker = readDemoCompanyMarker(markerFile);
  const { token, userId } = await ensureFounder();
  if (marker && marker.userId === userId) {
    if (marker.datedOn === today) return 'already-built';
    await setTaskStates(marker.tasks);
    writeMarker({ ...marker, datedOn: today });
    log(`task due dates moved to ${today}`);
    return 'redated';
  }

  await step('subscription', ensureSubscription);
  await step('profile', () =>
    ok('PATCH', '/api/me', { firstName: demoFounder.firstName, lastName: demoFounder.lastName }),
  );
  await step('four diagnostics answered and completed', answerDiagnostics);
  await step('four analyses ready', waitForAnalyses);
  await step('six dossier sections', generateDossier);
  const tasks = await step('action plan and its tasks', buildActionPlan);
  await step('learning progress', recordLearning);
  await step('website analysis', analyseWebsite);
  await step('Instagram analyses', async () => {
    const { seedDemoInstagram } = await import('../demo-instagram');
    await seedDemoInstagram(userId);
  });
  writeMarker({
    version: DEMO_COMPANY_VERSION,
    email: demoFounder.email,
    userId,
    datedOn: today,
    tasks,
    completedAt: now().toISOString(),
  });
  return 'built';

  // --- steps -------------------------------------------------------------------------------------

  async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const result = await run();
    log(`${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  }

  function writeMarker(value: DemoCompanyMarker) {
    writeFileSync(markerFile, `${JSON.stringify(value, null, 2)}\n`);
  }

  /** Signs her in; the first time, signs her up first, as the registration page does. */
  async function ensureFounder(): Promise<{ token: string; userId: string }> {
    let signedIn: string;
    try {
      signedIn = await api.signIn(demoFounder.email, demoFounder.password);
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'UserNotConfirmedException') {
        // A first run stopped between the sign-up and its code: a new code, confirmed as she would.
        await api.confirmSignUp(demoFounder.email, { resend: true });
        return ensureFounder();
      }
      if (name !== 'UserNotFoundException' && name !== 'NotAuthorizedException') throw error;
      const registered = await api.call('POST', '/api/auth/register', {
        body: {
          firstName: demoFounder.firstName,
          lastName: demoFounder.lastName,
          email: demoFounder.email,
          password: demoFounder.password,
          termsAccepted: true,
        },
      });
      if (registered.status === 409) {
        throw new Error(
          `${demoFounder.email} exists but no longer signs in with the demo password; \`npm run reset\` rebuilds the demo data`,
        );
      }
      expectStatus(registered, 201, 'register the demo founder');
      await api.confirmSignUp(demoFounder.email);
      signedIn = await api.signIn(demoFounder.email, demoFounder.password);
    }
    const me = expectSuccess(await api.call('GET', '/api/me', { token: signedIn }), 'GET /api/me');
    return { token: signedIn, userId: String(me.body.id) };
  }

  async function request(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    return api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  }

  async function ok(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    return expectSuccess(await request(method, path, body), `${method} ${path}`);
  }

  async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + waitTimeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`demo company: timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** An active 12-month subscription, paid as the local checkout pays: signed events to the webhook. */
  async function ensureSubscription() {
    const check = await ok('POST', '/api/subscription/check');
    if (check.body.subscribed && check.body.subscription?.status === 'active') return;
    const start = Math.floor(now().getTime() / 1000);
    const facts = paidFacts(userId, start);
    const session = {
      id: localId('cs'),
      email: demoFounder.email,
      successUrl: `${api.url}/payment-success`,
      cancelUrl: `${api.url}/payment-cancelled`,
    };
    for (const event of [
      checkoutCompletedEvent(facts, session, start),
      subscriptionEvent('customer.subscription.created', facts, start),
      invoicePaidEvent(facts, start),
    ]) {
      expectSuccess(await deliverWebhookEvent(api, event), `webhook ${event.type}`);
    }
    const after = await ok('POST', '/api/subscription/check');
    if (after.body.subscription?.status !== 'active') {
      throw new Error(`demo company: subscription not active: ${JSON.stringify(after.body)}`);
    }
  }

  /** Her answer book through the questionnaire routes, then each diagnostic completed. */
  async function answerDiagnostics() {
    const overview = await ok('GET', '/api/diagnostics');
    const completed = new Set(
      (overview.body.results as Array<{ diagnosticId: string; completed: boolean }>)
        .filter((result) => result.completed)
        .map((result) => result.diagnosticId),
    );
    await Promise.all(
      coreDiagnosticSlugs
        .filter((diagnosticId) => !completed.has(diagnosticId))
        .map(async (diagnosticId) => {
          const base = `/api/diagnostics/${diagnosticId}`;
          const questionnaire = await ok('GET', `${base}/questionnaire`);
          for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
            await ok('PUT', `${base}/answers/${encodeURIComponent(question.id)}`, demoAnswer(question));
          }
          await ok('POST', `${base}/complete`);
        }),
    );
  }

  /**
   * The three workflow analyses completed (one that ended in error is generated again) and the
   * investor report computed; "stable": the dossier sees four of four on two reads in a row, since a
   * completion may start another analysis again.
   */
  async function waitForAnalyses() {
    const regenerated = new Set<string>();
    let readyReads = 0;
    await until('the four analyses', async () => {
      const states = await Promise.all(
        ANALYSED.map(async (resultId) => {
          const answer = await request('GET', `/api/analyses/${resultId}`);
          const status = answer.status === 200 ? String(answer.body.status) : `http-${answer.status}`;
          if ((status === 'error' || status === 'http-404') && !regenerated.has(resultId)) {
            regenerated.add(resultId);
            await ok('POST', `/api/analyses/${resultId}/generate`);
          }
          return status;
        }),
      );
      const investor = await request('GET', `/api/investor-report/${INVESTOR}`);
      const dossier = (await ok('GET', '/api/dossier')).body as DossierResponse;
      const ready =
        states.every((status) => status === 'completed') &&
        investor.status === 200 &&
        dossier.readiness.state === 'ready';
      readyReads = ready ? readyReads + 1 : 0;
      return readyReads >= 2 ? true : undefined;
    });
  }

  /** The six sections (a generation already running is waited for; only missing sections run). */
  async function generateDossier() {
    const settled = () =>
      until('the dossier', async () => {
        const dossier = (await ok('GET', '/api/dossier')).body as DossierResponse;
        return dossier.generating ? undefined : dossier;
      });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const dossier = await settled();
      if (dossier.sections.every((section) => section.status === 'completed')) return;
      const started = await request('POST', '/api/dossier/generate');
      if (started.status !== 409) expectSuccess(started, 'POST /api/dossier/generate');
    }
    const dossier = await settled();
    const missing = dossier.sections.filter((section) => section.status !== 'completed');
    if (missing.length > 0) {
      throw new Error(`demo company: dossier sections not completed: ${JSON.stringify(missing)}`);
    }
  }

  /** The plan generated from the dossier, then its tasks put in every state, with 5W2H, notes and Genius. */
  async function buildActionPlan(): Promise<DemoCompanyMarker['tasks']> {
    const plan = await generatedPlan();
    const assigned = assignStates(plan.items);
    await setTaskStates(assigned.map(({ item, state }) => ({ planId: plan.id, itemId: item.id, state })));
    for (const { item, state } of assigned) {
      const metadata = fiveW2HEdits[state];
      if (metadata) await ok('PATCH', `/api/action-plans/${plan.id}/items/${item.id}`, { metadata });
    }
    const itemPath = (state: TaskState) =>
      `/api/action-plans/${plan.id}/items/${assigned.find((entry) => entry.state === state)!.item.id}`;

    const notes = await ok('GET', `${itemPath('overdue')}/notes`);
    if ((notes.body.notes as unknown[]).length === 0) {
      for (const content of taskNotes) await ok('POST', `${itemPath('overdue')}/notes`, { content });
    }
    const genius = await ok('GET', `${itemPath('today')}/genius`);
    if ((genius.body.messages as unknown[]).length === 0) {
      await ok('POST', `${itemPath('today')}/genius`, { message: geniusQuestion });
    }
    return assigned.map(({ item, state }) => ({ planId: plan.id, itemId: item.id, state }));
  }

  async function generatedPlan(): Promise<ActionPlan & { items: ActionItem[] }> {
    const page = async () => (await ok('GET', '/api/action-plans')).body as ActionPlansResponse;
    const fromDossier = (current: ActionPlansResponse) =>
      current.plans.find((plan) => plan.source === 'dossier' && plan.items.length > 0);
    const settled = () =>
      until('the action plan generation', async () => {
        const current = await page();
        return current.generation?.status === 'processing' ? undefined : current;
      });
    let current = await settled();
    if (!fromDossier(current)) {
      await ok('POST', '/api/action-plans/generate', { areas: [...defaultPlanAreas], itemsPerArea: 3 });
      current = await settled();
    }
    const plan = fromDossier(current);
    if (!plan) throw new Error(`demo company: no plan generated: ${JSON.stringify(current.generation)}`);
    return plan;
  }

  /** Puts each task in its state relative to today (a task deleted since is skipped). */
  async function setTaskStates(tasks: DemoCompanyMarker['tasks']) {
    for (const { planId, itemId, state } of tasks) {
      const answer = await request(
        'PATCH',
        `/api/action-plans/${planId}/items/${itemId}`,
        stateEdit(state, today),
      );
      if (answer.status !== 404) expectSuccess(answer, `PATCH task ${itemId}`);
    }
  }

  async function recordLearning() {
    const list = (await ok('GET', '/api/learning/modules')).body as LearningModulesResponse;
    const modules = await Promise.all(
      [...list.modules]
        .sort((a, b) => a.orderNumber - b.orderNumber)
        .filter((module) => module.materialCount > 0)
        .slice(0, 2)
        .map(async (module) => {
          const detail = (await ok('GET', `/api/learning/modules/${module.id}`))
            .body as LearningModuleResponse;
          const materialIds = [...detail.materials]
            .sort((a, b) => a.orderNumber - b.orderNumber)
            .map((material) => material.id);
          return { moduleId: module.id, materialIds };
        }),
    );
    const progress = learningProgress(modules);
    const path = ({ moduleId, materialId }: { moduleId: string; materialId: string }) =>
      `/api/learning/modules/${moduleId}/materials/${materialId}`;
    for (const material of progress.complete) {
      await ok('POST', `${path(material)}/view`);
      await ok('POST', `${path(material)}/complete`);
    }
    for (const material of progress.view) await ok('POST', `${path(material)}/view`);
  }

  /**
   * A completed analysis of the demo site, with both Lighthouse measurements finished. One left
   * unfinished by an interrupted run (its workflow ran in the process that stopped) is deleted first.
   */
  async function analyseWebsite() {
    const list = (await ok('GET', '/api/website-analyses')).body as WebsiteAnalysesResponse;
    const completed = list.analyses.find((analysis) => analysis.status === 'completed');
    if (!completed) {
      for (const leftover of list.analyses) await ok('DELETE', `/api/website-analyses/${leftover.id}`);
    }
    const id = completed
      ? completed.id
      : String((await ok('POST', '/api/website-analyses', { websiteUrl: demoSiteUrl })).body.id);
    const done = await until('the website analysis', async () => {
      const analysis = (await ok('GET', `/api/website-analyses/${id}`)).body as WebsiteAnalysisRecord;
      if (analysis.status === 'failed') {
        throw new Error(`demo company: website analysis failed: ${analysis.error ?? ''}`);
      }
      const measured = [analysis.steps.mobile, analysis.steps.desktop].every(
        (step) => step !== 'pending' && step !== 'running',
      );
      // One completed by an earlier run is taken as it is (its measurements may have been cut short).
      return analysis.status === 'completed' && (completed || measured) ? analysis : undefined;
    });
    return done.id;
  }
}
