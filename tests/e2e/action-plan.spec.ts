import type { Page } from '@playwright/test';
import {
  fundadorAnswers,
  gestaoAnswers,
  investidorAnswers,
  negocioAnswers,
} from '../../functions/ai/testing/answer-sets';
import { actionPlanMessages } from '../../functions/contracts/messages/action-plan';
import { actionPlanScreenMessages } from '../../functions/contracts/messages/action-plan-screen';
import { saoPauloDate } from '../../functions/domain/notifications';
import { seriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { settled } from './settled';
import { apiAs, generatedDossier, trialUserWithResults } from './trial-user-with-results';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** The task rows on screen: their done checkboxes carry each title. */
const taskBoxes = (page: Page) =>
  page.getByRole('checkbox', { name: new RegExp(`^${text.actions.markCompleted}: `) });

async function axeAtBothWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await settled(page);
    found.push(...(await seriousViolations(page, `${viewport.width}px ${label}`)));
    await page.screenshot({ path: test.info().outputPath(`${label}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  return found;
}

test.describe('action plan', () => {
  test.use({ reducedMotion: 'reduce' });

  test('from the dossier: generate, edit a task’s 5W2H, the bell, Genius and notes, categories, the dashboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const user = await trialUserWithResults(request, undefined, {
      fundador: fundadorAnswers,
      negocio: negocioAnswers,
      'sistema-gestao': gestaoAnswers,
      investidor: investidorAnswers,
    });
    await generatedDossier(request, user);
    await signIn(page, user.email, user.password);

    await page.goto('/action-plan');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(text.noPlans)).toBeVisible();

    // Two areas (Gestão unchecked from the defaults), two tasks each.
    await page.getByRole('button', { name: text.generateWithAi }).click();
    const generate = page.getByRole('dialog', { name: text.generation.dialogTitle });
    await generate.getByRole('checkbox', { name: 'Gestão' }).uncheck();
    await expect(generate.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await expect(generate.getByRole('checkbox', { name: 'Vendas' })).toBeChecked();
    await generate.getByRole('spinbutton', { name: text.generation.itemsPerArea }).fill('2');
    await generate.getByRole('button', { name: text.generation.submit }).click();
    await expect(page.getByText(text.generation.started)).toBeVisible();
    await expect(taskBoxes(page)).toHaveCount(4, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 2, name: /Clínica Digital Odonto/ })).toBeVisible();
    expect(await axeAtBothWidths(page, 'action-plan')).toEqual([]);

    // The first task: its 5W2H 'who' and a due date of yesterday → overdue, and the bell shows it.
    const title = ((await taskBoxes(page).first().getAttribute('aria-label')) ?? '').replace(
      `${text.actions.markCompleted}: `,
      '',
    );
    const yesterday = saoPauloDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await page.getByRole('button', { name: `${text.actions.editTask}: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: text.actions.editTask });
    await expect(edit.getByLabel(text.fiveW2H.what)).not.toHaveValue('');
    await edit.getByLabel(text.fiveW2H.who).fill('Ana Souza, gerente comercial');
    await edit.getByLabel(text.fields.dueDate).fill(yesterday);
    await edit.getByRole('button', { name: text.actions.save }).click();
    await expect(page.getByText(text.taskUpdated).first()).toBeVisible();
    await expect(page.getByText(text.overdue).first()).toBeVisible();

    await page.getByRole('button', { name: /^Notificações/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notificações' });
    await expect(bell.getByText(title)).toBeVisible();
    await page.keyboard.press('Escape');

    // Genius answers about this task; a note stays after a reload.
    await page
      .getByRole('button', { name: `${text.actions.askGenius}: ${title}` })
      .first()
      .click();
    const genius = page.getByRole('dialog', { name: new RegExp(text.genius.title) });
    await expect(genius.getByText(screen.genius.welcome)).toBeVisible();
    await genius.getByRole('button', { name: text.genius.suggestions[2] }).click();
    await expect(genius.getByText(text.genius.typing)).toBeHidden({ timeout: 30_000 });
    const reply = genius.getByRole('listitem').filter({ hasText: text.genius.title }).last();
    await expect(reply).toContainText('Ana Souza');
    await genius.getByLabel(text.notes.placeholder).fill('  Ligar para o contador na segunda  ');
    await genius.getByRole('button', { name: text.notes.add }).click();
    await expect(genius.getByText('Ligar para o contador na segunda')).toBeVisible();
    expect(await axeAtBothWidths(page, 'genius')).toEqual([]);

    await page.reload();
    await page
      .getByRole('button', { name: `${text.actions.askGenius}: ${title}` })
      .first()
      .click();
    await expect(genius.getByText('Ligar para o contador na segunda')).toBeVisible();
    await expect(genius.getByText(text.genius.suggestions[2])).toBeVisible();
    await page.keyboard.press('Escape');

    // Por Categorias: the two areas.
    await page.getByRole('tab', { name: text.byCategories }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Marketing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vendas' })).toBeVisible();

    // The dashboard lists the priorities, and the journey is complete (its checklist hides at 100%).
    await page.goto('/dashboard');
    const priorities = page.getByRole('link', { name: /Prazo:|Alta|Média|Baixa/ });
    await expect(priorities.first()).toBeVisible();
    expect(await priorities.count()).toBe(4);
    await expect(page.getByRole('heading', { name: 'Sua jornada' })).toBeHidden();
    // /diagnostics reads the same journey: the plan counts there too, so its checklist hides as well.
    await Promise.all([page.waitForResponse('**/api/action-plans'), page.goto('/diagnostics')]);
    await expect(page.getByRole('link', { name: 'Visualizar' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sua jornada' })).toBeHidden();
  });

  test('two tabs edit one task: the second tab’s save says the task changed, keeps its text and saves over the latest', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await trialUserWithResults(request, []);
    const api = await apiAs(request, user);
    const plan = await api('POST', '/api/action-plans', { title: 'Plano comercial', description: '' });
    const task = await api('POST', `/api/action-plans/${plan.id}/items`, {
      title: 'Ligar para os clientes da carteira',
      metadata: { what: 'Ligar para os 20 maiores clientes' },
    });
    await signIn(page, user.email, user.password);
    const second = await context.newPage();
    const openEdit = async (tab: Page) => {
      await tab.goto('/action-plan');
      await tab.getByRole('button', { name: `${text.actions.editTask}: ${task.title}` }).click();
      return tab.getByRole('dialog', { name: text.actions.editTask });
    };
    const first = await openEdit(page);
    const stale = await openEdit(second);

    // Both tabs show version 1; the first saves its 'who', then the second its 'how'.
    await first.getByLabel(text.fiveW2H.who).fill('Ana Souza, gerente comercial');
    await first.getByRole('button', { name: text.actions.save }).click();
    await expect(page.getByText(text.taskUpdated).first()).toBeVisible();
    await stale.getByLabel(text.fiveW2H.how).fill('Um roteiro de cinco perguntas');
    await stale.getByRole('button', { name: text.actions.save }).click();

    await expect(stale.getByText(text.conflicts.task)).toBeVisible();
    await expect(stale.getByLabel(text.fiveW2H.how)).toHaveValue('Um roteiro de cinco perguntas');
    await expect(stale.getByLabel(text.fiveW2H.who)).toHaveValue('Ana Souza, gerente comercial');
    expect(await axeAtBothWidths(second, 'task-changed-in-another-tab')).toEqual([]);

    // Saved again over the latest version: both tabs' fields are stored.
    await stale.getByRole('button', { name: text.actions.save }).click();
    await expect(second.getByText(text.taskUpdated).first()).toBeVisible();
    await expect(stale).toBeHidden();
    const { plans } = await api('GET', '/api/action-plans');
    expect(plans[0].items[0]).toMatchObject({
      version: 3,
      metadata: {
        what: 'Ligar para os 20 maiores clientes',
        who: 'Ana Souza, gerente comercial',
        how: 'Um roteiro de cinco perguntas',
      },
    });
  });
});
