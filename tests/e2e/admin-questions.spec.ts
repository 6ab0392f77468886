import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AdminDiagnostic } from '../../functions/contracts/admin-diagnostics';
import type { DiagnosticExportFile } from '../../functions/contracts/admin-questions';
import { adminDiagnosticsMessages } from '../../functions/contracts/messages/admin-diagnostics';
import {
  adminQuestionScreensMessages,
  adminQuestionsMessages,
} from '../../functions/contracts/messages/admin-questions';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { expectAccessibleAtBothWidths } from './axe';
import { expect, signIn, test } from './fixtures';
import { confirmedSignUp } from './sign-up';
import { settled } from './settled';
import { apiAs } from './trial-user-with-results';

/**
 * The admin questions screens (spec 3 sections 2.5, 3, 5, 7, 8), as the demo admin: a new diagnostic's
 * questions created with their options, the contract's messages, reordered with the arrows, the details
 * screen, published and answered by a subscribed user, exported and imported again under another slug
 * (then deleted, with its confirmation), a question deleted with its answers until it leaves the list;
 * axe (WCAG 2.1 AA, no serious or critical violation) at 1366 and 375 px.
 */
const admin = demoAccounts.find((account) => account.admin)!;
const text = adminQuestionScreensMessages;
const messages = adminQuestionsMessages;

const DESKTOP = { width: 1366, height: 768 };

/** Every slug of this spec starts with it, so the clean-up finds leftovers of failed runs too. */
const SLUG_PREFIX = 'e2e-perguntas-';
const stamp = randomUUID().slice(0, 8);
const diagnostic = {
  slug: `${SLUG_PREFIX}${stamp}`,
  title: `Perguntas E2E ${stamp}`,
  description: 'Um diagnóstico cujas perguntas os testes de ponta a ponta editam.',
  icon: 'Layers',
};
const imported = { slug: `${SLUG_PREFIX}${stamp}-copia`, title: `Perguntas E2E ${stamp} (cópia)` };
const FIRST = 'Qual é o principal canal de vendas?';
const SECOND = 'A empresa tem um site próprio?';

test.use({ reducedMotion: 'reduce', viewport: DESKTOP });

/** Other specs expect only the four seeded diagnostics published. */
test.afterAll(async ({ request }) => {
  const api = await apiAs(request, admin);
  const { diagnostics } = (await api('GET', '/api/admin/diagnostics')) as { diagnostics: AdminDiagnostic[] };
  for (const found of diagnostics) {
    if (found.slug.startsWith(SLUG_PREFIX) && found.isPublished) {
      await api('PATCH', `/api/admin/diagnostics/${found.id}/publication`, { isPublished: false });
    }
  }
});

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
const questionItems = (page: Page) =>
  page.getByRole('list', { name: text.questionsTitle }).getByRole('listitem');
const rowOf = (page: Page, slug: string) =>
  page
    .getByRole('table', { name: adminDiagnosticsMessages.title })
    .getByRole('row')
    .filter({ hasText: slug });

/** 'Nova pergunta' with the given text, type and options (the type's suggested ones when none given). */
async function createQuestion(
  page: Page,
  question: { text: string; type: string; options?: [string, string][]; section?: string },
) {
  await page.getByRole('button', { name: text.newQuestion }).click();
  const dialog = page.getByRole('dialog', { name: text.createQuestionTitle });
  await dialog.getByRole('textbox', { name: /^Texto da pergunta/ }).fill(question.text);
  await dialog.getByRole('combobox', { name: /^Tipo/ }).click();
  await page.getByRole('option', { name: question.type, exact: true }).click();
  for (const [index, [optionText, value]] of (question.options ?? []).entries()) {
    await dialog.getByRole('button', { name: text.addOption }).click();
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${text.optionText(index + 1)}`) })
      .fill(optionText);
    await dialog
      .getByRole('spinbutton', { name: new RegExp(`^${text.optionValueLabel(index + 1)}`) })
      .fill(value);
  }
  if (question.section) await dialog.getByRole('textbox', { name: /^Seção/ }).fill(question.section);
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(toast(page, messages.created)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('questions created, reordered, answered, exported, imported and deleted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, admin);
  const { id } = (await api('POST', '/api/admin/diagnostics', diagnostic)) as AdminDiagnostic;

  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/diagnostics/${id}/questions`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: diagnostic.title })).toBeVisible();
  await expect(page.getByText(text.noQuestions)).toBeVisible();

  // The contract's messages before anything is sent.
  await page.getByRole('button', { name: text.newQuestion }).click();
  const dialog = page.getByRole('dialog', { name: text.createQuestionTitle });
  await dialog.getByRole('button', { name: text.addOption }).click();
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog.getByText(messages.validation.textMin)).toBeVisible();
  await expect(dialog.getByText(messages.validation.sectionRequired)).toBeVisible();
  await expect(dialog.getByText(messages.validation.optionText)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'new question dialog with errors');
  await dialog.getByRole('button', { name: text.cancel }).click();
  await expect(dialog).toBeHidden();

  await createQuestion(page, {
    text: FIRST,
    type: messages.questionTypes.single_choice,
    options: [
      ['Loja física', '1'],
      ['Loja virtual', '2'],
    ],
    section: 'vendas',
  });
  // A new question starts in the last one's section; 'Sim ou não' comes with Sim and Não.
  await createQuestion(page, { text: SECOND, type: messages.questionTypes.yes_no });
  await expect(questionItems(page)).toHaveCount(2);
  await expect(questionItems(page).nth(1)).toContainText(text.optionCount(2));
  await expectAccessibleAtBothWidths(page, 'questions editor');

  // Reordered: the first cannot go up, the last cannot go down.
  await expect(page.getByRole('button', { name: text.moveUp(1) })).toBeDisabled();
  await expect(page.getByRole('button', { name: text.moveDown(2) })).toBeDisabled();
  await page.getByRole('button', { name: text.moveUp(2) }).click();
  await expect(questionItems(page).first()).toContainText(SECOND);
  await expect(questionItems(page).nth(1)).toContainText(FIRST);

  // Edited: the weight.
  await page.getByRole('button', { name: text.editQuestion(2) }).click();
  const edit = page.getByRole('dialog', { name: text.editQuestionTitle });
  await expect(edit.getByRole('textbox', { name: /^Texto da opção 2/ })).toHaveValue('Loja virtual');
  await edit.getByRole('spinbutton', { name: /^Peso/ }).fill('2.5');
  await edit.getByRole('button', { name: text.save }).click();
  await expect(toast(page, messages.updated)).toBeVisible();
  await expect(questionItems(page).nth(1)).toContainText(text.weight('2.5'));

  // The details, read-only, in the same order.
  await page.getByRole('link', { name: text.viewDetails }).click();
  await expect(page.getByText(text.detailsTitle)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(`1. ${SECOND}`);
  await expect(page.getByText('Loja virtual')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'diagnostic details');

  // The list: published, exported, imported under another slug, the copy deleted.
  await page.getByRole('link', { name: text.backToList }).click();
  const row = rowOf(page, diagnostic.slug).first();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await row.getByRole('switch').click();
  await expect(toast(page, adminDiagnosticsMessages.publishedTitle)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: text.actions.for(text.actions.export, diagnostic.title) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`diagnostico-${diagnostic.slug}.json`);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as DiagnosticExportFile;
  expect(file.questions.map((question) => question.text)).toEqual([SECOND, FIRST]);
  const copy = test.info().outputPath('copia.json');
  await writeFile(copy, JSON.stringify({ ...file, diagnostic: { ...file.diagnostic, ...imported } }));
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: adminDiagnosticsMessages.import, exact: true }).click(),
  ]);
  await chooser.setFiles(copy);
  await expect(toast(page, messages.imported)).toBeVisible();
  const copyRow = rowOf(page, imported.slug);
  await expect(copyRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  // The same file again: the slug is taken.
  const [again] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: adminDiagnosticsMessages.import, exact: true }).click(),
  ]);
  await again.setFiles(copy);
  await expect(toast(page, messages.importError)).toBeVisible();
  await expect(page.getByText(adminDiagnosticsMessages.slugTaken).first()).toBeVisible();

  await copyRow.getByRole('button', { name: text.actions.for(text.actions.delete, imported.title) }).click();
  const confirm = page.getByRole('dialog', { name: text.deleteDiagnosticTitle });
  await expect(confirm).toContainText(messages.deleteDiagnosticConfirm(imported.title));
  await confirm.getByRole('button', { name: text.confirmDelete }).click();
  await expect(toast(page, messages.diagnosticDeleted)).toBeVisible();
  await expect(copyRow).toHaveCount(0);

  // A subscribed user answers it.
  const user = { email: `perguntas-${stamp}@exemplo.com.br`, password: 'segredo1' };
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR' });
  try {
    await confirmedSignUp(context.request, '/api/auth/trial-signup', {
      firstName: 'Clara',
      lastName: 'Respondente',
      ...user,
    });
    const userPage = await context.newPage();
    await signIn(userPage, user.email, user.password);
    await userPage.goto(`/diagnostic/${diagnostic.slug}`);
    const questions = userPage.locator('section[data-question-type]');
    await expect(questions).toHaveCount(2);
    await questions.nth(0).getByRole('radio').first().check();
    await questions.nth(1).getByRole('radio', { name: 'Loja virtual' }).check();
    await userPage.getByRole('button', { name: 'Finalizar Diagnóstico' }).click();
    await expect(userPage.getByText('Diagnóstico concluído!').first()).toBeVisible();
  } finally {
    await context.close();
  }

  // A question deleted with its answers: it leaves the list.
  await page.goto(`/admin/diagnostics/${id}/questions`);
  await page.getByRole('button', { name: text.deleteQuestion(1) }).click();
  const remove = page.getByRole('dialog', { name: text.deleteQuestionTitle });
  await expect(remove).toContainText(text.deleteQuestionConfirm(SECOND));
  await remove.getByRole('button', { name: text.confirmDelete }).click();
  await expect(toast(page, messages.deletionStarted)).toBeVisible();
  await expect(questionItems(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(questionItems(page).first()).toContainText(FIRST);
  await expect(toast(page, messages.deleted)).toBeVisible();

  await api('PATCH', `/api/admin/diagnostics/${id}/publication`, { isPublished: false });
});
