import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionPlansResponse } from '../../functions/contracts/action-plan';
import type { DossierResponse } from '../../functions/contracts/dossier';
import type { LearningModulesResponse } from '../../functions/contracts/learning';
import { daysUntilDue, saoPauloDate } from '../../functions/domain/notifications';
import { localApiClient } from '../../functions/local/api-client';
import { demoAccounts, demoFounder } from '../../functions/local/demo-accounts';
import { demoCompany } from '../../functions/local/demo-company/company';
import { dueDateFor, fiveW2HEdits, taskNotes } from '../../functions/local/demo-company/journey';
import {
  demoCompanyMarkerFile,
  prepareDemoCompany,
  type DemoCompanyMarker,
  type DemoCompanyOutcome,
} from '../../functions/local/demo-company/runner';
import { call, signIn, stack } from './support/clients';
import { useStackEnvironment } from './support/environment';

/**
 * The demo company runner (npm start's third demo account) on the integration stack: one run builds the
 * founder's whole journey through the API, checked here area by area as she sees it; a second run
 * finds the marker and does nothing.
 */
const api = localApiClient(stack);
const dataDir = mkdtempSync(join(tmpdir(), 'rumo-demo-company-'));
const markerFile = demoCompanyMarkerFile(dataDir);
const run = (now?: () => Date) =>
  prepareDemoCompany({ api, demoSiteUrl: stack.demoSiteUrl, markerFile, ...(now ? { now } : {}) });

let token: string;
let firstRun: { outcome: DemoCompanyOutcome; seconds: number };
const get = async <T = any>(path: string): Promise<T> => {
  const answer = await call('GET', path, { token });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
};

beforeAll(async () => {
  // seedDemoInstagram (the two records without a creation route) writes from this process.
  useStackEnvironment();
  const started = Date.now();
  const outcome = await run();
  firstRun = { outcome, seconds: (Date.now() - started) / 1000 };
  console.info(`demo company runner, first run: ${firstRun.seconds.toFixed(1)} s`);
  token = await signIn(demoFounder.email, demoFounder.password);
}, 240_000);

afterAll(() => {
  api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo company runner', () => {
  it('builds her account: an active paid subscription (the plain demo user keeps none) and her name', async () => {
    expect(firstRun.outcome).toBe('built');
    const check = await call('POST', '/api/subscription/check', { token });
    expect(check.body).toMatchObject({ subscribed: true, subscription: { status: 'active' } });
    const me = await get('/api/me');
    expect(me).toMatchObject({ firstName: 'Luciana', lastName: 'Ferraz', email: demoFounder.email });

    const plain = demoAccounts.find((account) => !account.admin)!;
    const plainToken = await signIn(plain.email, plain.password);
    const plainCheck = await call('POST', '/api/subscription/check', { token: plainToken });
    expect(plainCheck.body).toEqual({ subscribed: false, subscription: null });
  });

  it('the four diagnostics completed with her company, the four analyses ready and the six dossier sections', async () => {
    const overview = await get('/api/diagnostics');
    const completed = overview.results.filter((result: { completed: boolean }) => result.completed);
    expect(completed.map((result: { diagnosticId: string }) => result.diagnosticId).sort()).toEqual(
      ['fundador', 'investidor', 'negocio', 'sistema-gestao'].sort(),
    );
    for (const resultId of ['fundador', 'negocio', 'sistema-gestao']) {
      expect(await get(`/api/analyses/${resultId}`), resultId).toMatchObject({
        status: 'completed',
        companyName: demoCompany.name,
      });
    }
    const investor = await get('/api/investor-report/investidor');
    expect(investor).toMatchObject({ revenue: demoCompany.monthlyRevenue, businessType: 'B2C' });

    const dossier = await get<DossierResponse>('/api/dossier');
    expect(dossier.readiness).toMatchObject({ state: 'ready', analysesReady: 4 });
    expect(dossier.companyName).toBe(demoCompany.name);
    expect(dossier.sections.map((section) => section.status)).toEqual(Array(6).fill('completed'));
  });

  it('the plan from the dossier has tasks in every state relative to today, with 5W2H, notes and Genius', async () => {
    const { plans } = await get<ActionPlansResponse>('/api/action-plans');
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan!.source).toBe('dossier');
    const now = new Date();
    const states = plan!.items.map((item) => {
      if (item.completed) return 'done';
      const days = daysUntilDue(item.dueDate!, now)!;
      return days < 0 ? 'overdue' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
    });
    for (const state of ['overdue', 'today', 'tomorrow', 'later', 'done']) expect(states).toContain(state);

    const edited = plan!.items.filter((item) =>
      Object.values(fiveW2HEdits).some((edit) => edit.who === item.metadata.who),
    );
    expect(edited.length).toBeGreaterThanOrEqual(4);
    const overdue = plan!.items[states.indexOf('overdue')]!;
    expect(overdue.metadata).toMatchObject(fiveW2HEdits.overdue!);
    const base = `/api/action-plans/${plan!.id}/items`;
    const notes = await get(`${base}/${overdue.id}/notes`);
    expect(notes.notes.map((note: { content: string }) => note.content).sort()).toEqual(
      [...taskNotes].sort(),
    );
    const dueToday = plan!.items[states.indexOf('today')]!;
    const genius = await get(`${base}/${dueToday.id}/genius`);
    expect(genius.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);

    const { notifications } = await get('/api/notifications');
    expect(notifications.map((notification: { type: string }) => notification.type)).toContain('overdue');
  });

  it('has learning progress (some materials completed, not all), a completed website analysis and two Instagram analyses', async () => {
    const { modules } = await get<LearningModulesResponse>('/api/learning/modules');
    const completedMaterials = modules.reduce((sum, module) => sum + module.completedCount, 0);
    const allMaterials = modules.reduce((sum, module) => sum + module.materialCount, 0);
    expect(completedMaterials).toBeGreaterThan(0);
    expect(completedMaterials).toBeLessThan(allMaterials);

    const websites = await get('/api/website-analyses');
    expect(websites.analyses).toEqual([expect.objectContaining({ status: 'completed' })]);
    const website = await get(`/api/website-analyses/${websites.analyses[0].id}`);
    expect(website.analysisData.overall_score).toBeGreaterThan(0);

    const instagram = await get('/api/instagram-analyses');
    expect(instagram.analyses.map((analysis: { status: string }) => analysis.status).sort()).toEqual([
      'completed',
      'failed',
    ]);
  });

  it('a second run sees the finished journey and does nothing, fast', async () => {
    const before = await get<ActionPlansResponse>('/api/action-plans');
    const started = Date.now();
    expect(await run()).toBe('already-built');
    const seconds = (Date.now() - started) / 1000;
    console.info(`demo company runner, second run: ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(2);
    expect(await get<ActionPlansResponse>('/api/action-plans')).toEqual(before);
    expect((await get('/api/website-analyses')).analyses).toHaveLength(1);
  });

  it('on a later day only moves the due dates, so each task keeps its state', async () => {
    const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as DemoCompanyMarker;
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await run(() => tomorrow)).toBe('redated');
    const { plans } = await get<ActionPlansResponse>('/api/action-plans');
    const day = saoPauloDate(tomorrow);
    for (const task of marker.tasks) {
      const item = plans[0]!.items.find((candidate) => candidate.id === task.itemId)!;
      expect(item.dueDate, task.state).toBe(dueDateFor(task.state, day));
    }
    expect(plans).toHaveLength(1);
    expect(JSON.parse(readFileSync(markerFile, 'utf8')).datedOn).toBe(day);
  });
});
