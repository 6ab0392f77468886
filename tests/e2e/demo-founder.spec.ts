import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ActionPlansResponse } from '../../functions/contracts/action-plan';
import type { DossierResponse } from '../../functions/contracts/dossier';
import type { LearningModulesResponse } from '../../functions/contracts/learning';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import { analysesMessages } from '../../functions/contracts/messages/analyses';
import { dossierMessages } from '../../functions/contracts/messages/dossier';
import { learningMessages } from '../../functions/contracts/messages/learning';
import { marketingMessages } from '../../functions/contracts/messages/marketing';
import { notificationsMessages } from '../../functions/contracts/messages/notifications';
import { daysUntilDue, saoPauloDate } from '../../functions/domain/notifications';
import { localApiClient } from '../../functions/local/api-client';
import { demoAccounts, demoFounder } from '../../functions/local/demo-accounts';
import { demoCompany } from '../../functions/local/demo-company/company';
import {
  dueDateFor,
  fiveW2HEdits,
  geniusQuestion,
  taskNotes,
} from '../../functions/local/demo-company/journey';
import { prepareDemoCompany, type DemoCompanyMarker } from '../../functions/local/demo-company/runner';
import { expect, signIn, test } from './fixtures';
import { settled } from './settled';
import { apiAs, e2eStack, type E2eApi } from './trial-user-with-results';

/*
 * Issue #18: the demo founder, built by global-setup.ts as `npm start` builds her (the runner,
 * functions/local/demo-company/runner.ts): her data area by area over the API; then she walks the menu
 * and every screen shows her company's data, each screen also a picture (under test-results here, under
 * docs/screenshots with `npm run screenshots`, which runs only that test: the README's tour); last,
 * the runner run again.
 */

const admin = demoAccounts.find((account) => account.admin)!;

test.use({ reducedMotion: 'reduce', viewport: { width: 1366, height: 768 } });
test.describe.configure({ mode: 'serial' });

/** The runner's marker once it has finished (it started with the stack); its error if it failed. */
async function demoCompanyBuilt(): Promise<DemoCompanyMarker> {
  const marker = process.env.E2E_DEMO_MARKER!;
  const error = process.env.E2E_DEMO_ERROR!;
  await expect
    .poll(() => existsSync(marker) || existsSync(error), { timeout: 170_000, intervals: [1_000] })
    .toBe(true);
  if (existsSync(error)) throw new Error(`the demo company runner failed:\n${readFileSync(error, 'utf8')}`);
  return JSON.parse(readFileSync(marker, 'utf8')) as DemoCompanyMarker;
}

/** Which of the five states a task is in today. */
function stateOf(item: { completed: boolean; dueDate: string | null }, now: Date): string {
  if (item.completed) return 'done';
  const days = daysUntilDue(item.dueDate!, now)!;
  return days < 0 ? 'overdue' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
}

async function picture(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: dir ? join(dir, `${name}.png`) : test.info().outputPath(`${name}.png`) });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  await expect(page.getByText('Erro na página')).toHaveCount(0);
}

test('over the API: her subscription, analyses, dossier, plan in every state, learning and marketing', async ({
  request,
}) => {
  test.setTimeout(240_000);
  await demoCompanyBuilt();
  const api: E2eApi = await apiAs(request, demoFounder);
  expect(await api('POST', '/api/subscription/check')).toMatchObject({
    subscribed: true,
    subscription: { status: 'active' },
  });
  const plain = await apiAs(
    request,
    demoAccounts.find((account) => !account.admin)!,
  );
  expect(await plain('POST', '/api/subscription/check')).toEqual({ subscribed: false, subscription: null });
  expect(await api('GET', '/api/me')).toMatchObject({ firstName: 'Luciana', lastName: 'Ferraz' });

  const overview = await api('GET', '/api/diagnostics');
  const completed = (overview.results as Array<{ diagnosticId: string; completed: boolean }>)
    .filter((result) => result.completed)
    .map((result) => result.diagnosticId);
  expect(completed.sort()).toEqual(['fundador', 'investidor', 'negocio', 'sistema-gestao']);
  for (const resultId of ['fundador', 'negocio', 'sistema-gestao']) {
    expect(await api('GET', `/api/analyses/${resultId}`), resultId).toMatchObject({ status: 'completed' });
  }
  expect(await api('GET', '/api/investor-report/investidor')).toMatchObject({
    revenue: demoCompany.monthlyRevenue,
    businessType: 'B2C',
  });
  const dossier = (await api('GET', '/api/dossier')) as DossierResponse;
  expect(dossier.readiness).toMatchObject({ state: 'ready', analysesReady: 4 });
  expect(dossier.companyName).toBe(demoCompany.name);
  expect(dossier.sections.map((section) => section.status)).toEqual(Array(6).fill('completed'));

  const { plans } = (await api('GET', '/api/action-plans')) as ActionPlansResponse;
  expect(plans).toHaveLength(1);
  const [plan] = plans;
  expect(plan!.source).toBe('dossier');
  const states = plan!.items.map((item) => stateOf(item, new Date()));
  for (const state of ['overdue', 'today', 'tomorrow', 'later', 'done']) expect(states).toContain(state);
  const edited = plan!.items.filter((item) =>
    Object.values(fiveW2HEdits).some((edit) => edit.who === item.metadata.who),
  );
  expect(edited.length).toBeGreaterThanOrEqual(4);
  const overdue = plan!.items[states.indexOf('overdue')]!;
  expect(overdue.metadata).toMatchObject(fiveW2HEdits.overdue!);
  const items = `/api/action-plans/${plan!.id}/items`;
  const notes = await api('GET', `${items}/${overdue.id}/notes`);
  expect(notes.notes.map((note: { content: string }) => note.content).sort()).toEqual([...taskNotes].sort());
  const dueToday = plan!.items[states.indexOf('today')]!;
  const genius = await api('GET', `${items}/${dueToday.id}/genius`);
  expect(genius.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
  const { notifications } = await api('GET', '/api/notifications');
  expect(notifications.map((notification: { type: string }) => notification.type)).toContain('overdue');

  const { modules } = (await api('GET', '/api/learning/modules')) as LearningModulesResponse;
  const completedMaterials = modules.reduce((sum, module) => sum + module.completedCount, 0);
  const allMaterials = modules.reduce((sum, module) => sum + module.materialCount, 0);
  expect(completedMaterials).toBeGreaterThan(0);
  expect(completedMaterials).toBeLessThan(allMaterials);
  const websites = await api('GET', '/api/website-analyses');
  expect(websites.analyses).toEqual([expect.objectContaining({ status: 'completed' })]);
  const website = await api('GET', `/api/website-analyses/${websites.analyses[0].id}`);
  expect(website.analysisData.overall_score).toBeGreaterThan(0);
  const instagram = await api('GET', '/api/instagram-analyses');
  expect(instagram.analyses.map((analysis: { status: string }) => analysis.status).sort()).toEqual([
    'completed',
    'failed',
  ]);
});

test('the demo founder’s menu: every screen shows the company’s data', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const marker = await demoCompanyBuilt();
  const api = await apiAs(request, demoFounder);
  await signIn(page, demoFounder.email, demoFounder.password);
  await settled(page);

  // The dashboard: her name, the journey done, and the bell counting the tasks due or overdue.
  await expect(page.getByRole('heading', { name: `Olá, ${demoFounder.firstName}!` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: notificationsMessages.bellLabel, exact: true })).toHaveCount(
    0,
  );
  await picture(page, '01-dashboard');

  await open(page, '/business-diagnostic');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await picture(page, '02-diagnostic');

  await open(page, '/analyses');
  await expect(page.getByRole('heading', { level: 1, name: analysesMessages.title })).toBeVisible();
  await picture(page, '03-analyses');
  await open(page, '/business-analysis/negocio');
  await expect(page.getByText(demoCompany.name).first()).toBeVisible();
  await picture(page, '04-business-analysis');

  await open(page, '/dossie-estrategico');
  await expect(page.getByRole('heading', { level: 1, name: dossierMessages.title })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(6);
  await picture(page, '05-dossier');

  // The plan, and Genius on the task due today (the conversation the runner held).
  const today = marker.tasks.find((task) => task.state === 'today')!;
  const { plans } = (await api('GET', '/api/action-plans')) as {
    plans: Array<{ id: string; items: Array<{ id: string; title: string }> }>;
  };
  const task = plans
    .find((plan) => plan.id === today.planId)!
    .items.find((item) => item.id === today.itemId)!;
  await open(page, '/action-plan');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(demoCompany.name) })).toBeVisible();
  await picture(page, '06-action-plan');
  await page.getByRole('button', { name: `${actionPlanMessages.actions.askGenius}: ${task.title}` }).click();
  const genius = page.getByRole('dialog', { name: new RegExp(actionPlanMessages.genius.title) });
  await expect(genius.getByText(geniusQuestion)).toBeVisible();
  await settled(page);
  await picture(page, '07-genius');
  await page.keyboard.press('Escape');

  await open(page, '/materials');
  await expect(page.getByText(learningMessages.completedCount(3)).first()).toBeVisible();
  await picture(page, '08-materials');

  const { analyses } = (await api('GET', '/api/website-analyses')) as {
    analyses: Array<{ id: string; status: string }>;
  };
  const completed = analyses.find((analysis) => analysis.status === 'completed')!;
  await open(page, `/website-analysis/${completed.id}`);
  await expect(
    page.getByRole('heading', { level: 2, name: marketingMessages.website.summary }),
  ).toBeVisible();
  await picture(page, '09-website-analysis');

  // The admin's users.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'pt-BR',
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 768 },
  });
  const adminPage = await context.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await open(adminPage, '/admin/users');
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
  await picture(adminPage, '10-admin-users');
  await context.close();
});

test('the runner again: with its marker it does nothing; on a later day it only moves the due dates', async ({
  request,
}) => {
  const marker = await demoCompanyBuilt();
  const api = await apiAs(request, demoFounder);
  const runner = localApiClient(e2eStack());
  const run = (now?: () => Date) =>
    prepareDemoCompany({
      api: runner,
      demoSiteUrl: 'http://unused.invalid',
      markerFile: process.env.E2E_DEMO_MARKER!,
      ...(now ? { now } : {}),
    });
  try {
    const before = await api('GET', '/api/action-plans');
    expect(await run()).toBe('already-built');
    expect(await api('GET', '/api/action-plans')).toEqual(before);
    expect((await api('GET', '/api/website-analyses')).analyses).toHaveLength(1);

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await run(() => tomorrow)).toBe('redated');
    const { plans } = (await api('GET', '/api/action-plans')) as ActionPlansResponse;
    expect(plans).toHaveLength(1);
    const day = saoPauloDate(tomorrow);
    for (const task of marker.tasks) {
      const item = plans[0]!.items.find((candidate) => candidate.id === task.itemId)!;
      expect(item.dueDate, task.state).toBe(dueDateFor(task.state, day));
    }
    const redated = JSON.parse(readFileSync(process.env.E2E_DEMO_MARKER!, 'utf8')) as DemoCompanyMarker;
    expect(redated.datedOn).toBe(day);
  } finally {
    runner.close();
  }
});
