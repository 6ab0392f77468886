import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmedSignUp } from './sign-up';

/** Answers every question of the section on screen with a valid answer for its type. */
async function answerSection(page: Page) {
  const questions = page.locator('section[data-question-type]');
  const count = await questions.count();
  for (let index = 0; index < count; index++) {
    await answerQuestion(questions.nth(index));
  }
}

async function answerQuestion(question: Locator) {
  const type = await question.getAttribute('data-question-type');
  switch (type) {
    case 'open_text':
      return question
        .getByRole('textbox')
        .fill('Atendemos pequenas empresas do setor de serviços com foco em qualidade.');
    case 'numeric_input':
      return question.getByRole('textbox').fill('150000');
    case 'date_input':
      return question.locator('input').fill('2019-03-15');
    case 'time_input':
      return question.locator('input').fill('08:30');
    case 'single_choice':
    case 'yes_no':
      return question.getByRole('radio').first().check();
    case 'multiple_choice':
      return question.getByRole('checkbox').first().check();
    case 'scale_1_to_5':
    case 'scale_1_to_10':
      return question.getByRole('button', { name: '3', exact: true }).click();
    case 'rating_stars':
      return question.getByText('4 estrelas', { exact: true }).click({ force: true });
    case 'slider':
      await question.getByRole('slider').focus();
      return question.getByRole('slider').press('ArrowRight');
    case 'distribution': {
      const inputs = question.getByRole('spinbutton');
      await inputs.first().fill('60');
      await expect(question.getByText('Deve somar 100%')).toBeVisible();
      await expect(
        question.page().getByRole('button', { name: /Próximo|Finalizar Diagnóstico/ }),
      ).toBeDisabled();
      return inputs.first().fill('100');
    }
    default:
      throw new Error(`unexpected question type ${type}`);
  }
}

/** Answers section after section and finishes the diagnostic; records the question types it met. */
async function completeDiagnostic(page: Page, path: string, seen: Set<string>) {
  await page.goto(path);
  const header = page.getByText(/^Seção \d+ de \d+$/);
  await expect(header).toBeVisible();
  const [, first, total] = (/Seção (\d+) de (\d+)/.exec((await header.textContent()) ?? '') ?? []).map(
    Number,
  );
  // The screen resumes at the first section not yet complete.
  for (let section = first!; section <= total!; section++) {
    // Wait for the section itself, not just any question: the previous one may still be on screen.
    await expect(page.getByText(`Seção ${section} de ${total}`, { exact: true })).toBeVisible();
    for (const type of await page
      .locator('section[data-question-type]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-question-type')))) {
      if (type) seen.add(type);
    }
    await answerSection(page);
    if (section < total!) {
      await page.getByRole('button', { name: 'Próximo' }).click();
      continue;
    }
    await page.getByRole('button', { name: 'Finalizar Diagnóstico' }).click();
    await expect(page.getByText('Diagnóstico concluído!').first()).toBeVisible();
    // Then the processing screen, and the analysis.
    await page.waitForURL(/-analysis\//);
  }
}

test('a new user answers the four diagnostics, resumes after a reload, edits, resets and sees the journey move', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = `jornada-${Date.now()}@exemplo.com.br`;
  await confirmedSignUp(page.request, '/api/auth/trial-signup', {
    firstName: 'Lúcia',
    lastName: 'Mendes',
    email,
    password: 'segredo1',
  });
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByText('0 de 6 etapas concluídas')).toBeVisible();
  await expect(page.getByText('Bloqueado')).toBeVisible();

  // Opening a diagnostic creates its result: its card is in progress (50%), not 'Não iniciado'.
  await page.goto('/management-diagnostic');
  await expect(page.getByText(/^Seção 1 de/)).toBeVisible();
  await page.goto('/diagnostics');
  await expect(page.getByText('50% Completo')).toHaveCount(1);
  // An analysis address without its result id leads to /diagnostics.
  await page.goto('/business-analysis');
  await page.waitForURL('**/diagnostics');
  await page.goto('/investor-analysis');
  await page.waitForURL('**/diagnostics');

  // Founder: answer the first section, reload mid-way, find the answers kept.
  await page.goto('/founder-diagnostic');
  await expect(page.getByText(/^Seção 1 de/)).toBeVisible();
  await answerSection(page);
  const firstAnswer = page.locator('section[data-question-type]').first();
  const firstType = await firstAnswer.getAttribute('data-question-type');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText(/^Seção 2 de/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Seção 2 de/)).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  expect(firstType).toBeTruthy();
  // Founder only: the complete section is analysed from the answers, and shown again on a later visit.
  const sectionAnalysis = page.getByLabel('Análise da seção');
  await sectionAnalysis.getByRole('button', { name: 'Analisar esta seção' }).click();
  // It reads the answers given (150000 typed in the withdrawal field, 3 on the 0-10 scale).
  await expect(sectionAnalysis).toContainText('retirada de R$ 150.000,00 por mês');
  await expect(sectionAnalysis).toContainText('nota 3 de 10');
  await expect(sectionAnalysis).toContainText('Conteúdo gerado localmente, sem IA');
  await page.reload();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(sectionAnalysis).toContainText('retirada de R$ 150.000,00 por mês');
  // Atualizar análise redoes it with the answers unchanged; the text stays on screen meanwhile.
  const [redo] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/sections\//.test(response.url()),
    ),
    sectionAnalysis.getByRole('button', { name: 'Atualizar análise' }).click(),
  ]);
  expect(redo.request().postDataJSON()).toEqual({ redo: true });
  expect(redo.status()).toBe(200);
  await expect(sectionAnalysis).toContainText('retirada de R$ 150.000,00 por mês');
  await expect(sectionAnalysis.getByRole('button', { name: 'Atualizar análise' })).toBeEnabled();

  const seen = new Set<string>();
  await completeDiagnostic(page, '/founder-diagnostic', seen);
  await completeDiagnostic(page, '/business-diagnostic', seen);
  await completeDiagnostic(page, '/management-diagnostic', seen);
  // An implausible revenue is explained and blocks the section.
  await page.goto('/investor-diagnostic');
  await answerSection(page);
  await page.locator('section[data-question-type="numeric_input"]').first().getByRole('textbox').fill('500');
  await expect(page.getByText('Faturamento muito baixo. Verifique se o valor está correto.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await completeDiagnostic(page, '/investor-diagnostic', seen);
  expect([...seen].sort()).toEqual(
    [
      'date_input',
      'distribution',
      'multiple_choice',
      'numeric_input',
      'open_text',
      'rating_stars',
      'scale_1_to_10',
      'scale_1_to_5',
      'single_choice',
      'slider',
      'time_input',
      'yes_no',
    ].sort(),
  );

  // Each analysis follows from the answers given (the local analyst quotes them back).
  const quoted = /Atendemos pequenas empresas do setor de serviços/;
  await page.goto('/business-analysis/negocio');
  await expect(page.getByRole('heading', { name: 'Análise do Negócio' })).toBeVisible();
  await expect(page.getByText('Conteúdo gerado localmente, sem IA').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(quoted).first()).toBeVisible();
  await expect(page.getByText('Cinco Forças de Porter')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analise-negocio-.*\.pdf$/);
  const pdfPath = test.info().outputPath('analise-negocio.pdf');
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 4).toString()).toBe('%PDF');
  await expect(page.getByText('Relatório exportado com sucesso')).toBeVisible();
  await page.goto('/founder-analysis/fundador');
  await expect(page.getByRole('tab', { name: 'Perfil comportamental' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(quoted).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Perfil comportamental' }).click();
  await expect(page.getByText('Estabilidade').first()).toBeVisible();
  // Every DISC statement was answered 3: the four dimensions tie (issue #47), and the screen says so
  // instead of naming one profile (no profile's own style).
  await expect(page.getByText('Equilibrado (empate entre as quatro dimensões)')).toBeVisible();
  await expect(page.getByText(/^Empate: as dimensões mais fortes têm a mesma porcentagem/)).toBeVisible();
  await expect(page.locator('[data-profile]')).toHaveCount(0);
  await page.goto('/management-system-analysis/sistema-gestao');
  await expect(page.getByText('Áreas analisadas (menor maturidade primeiro)')).toBeVisible({
    timeout: 45_000,
  });
  // Each maturity label with its scale (issue #47): the areas' levels and the mean, with its bands.
  await expect(page.getByText(/^Nível \d de 5 · /).first()).toBeVisible();
  await expect(page.getByText('Maturidade da gestão (média das seis áreas, escala de 1 a 5)')).toBeVisible();
  await expect(
    page.getByText(
      /^Média \d(,\d)? de 5 \(\d+(,\d)?%\) · (Inicial|Básico|Intermediário|Avançado|Otimizado)$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Faixas da média: de 1 a 1,4: Inicial; de 1,5 a 2,4: Básico;/)).toBeVisible();
  // Every field of the overview the model writes, as the PDF prints them.
  for (const heading of ['Em uma frase', 'Pontos fortes', 'Pontos fracos', 'Recomendações'])
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  // The report variant's blocks, as the local analyst writes them from these answers.
  for (const block of [
    'Clareza estratégica',
    'Rituais de gestão',
    'Alavancas de crescimento',
    'Obstáculos a remover',
  ])
    await expect(page.getByRole('heading', { name: block })).toBeVisible();
  await page.goto('/investor-analysis/investidor');
  await expect(page.getByText('Seu perfil de investidor')).toBeVisible();
  await expect(page.getByText(/Pontuação: \d+ de 100/)).toBeVisible();
  await expect(page.getByText('Alocação recomendada')).toBeVisible();

  // The dossier notices an analysis finishing: regenerate one, open the dossier at once, and its tabs
  // and 'Gerar Dossiê' appear without a reload (it reads again every 5 s while one is processing).
  await page.goto('/business-analysis/negocio');
  await page.getByRole('button', { name: 'Regenerar análise' }).click();
  await expect(page.getByText('Análise regenerada')).toBeVisible();
  await page.goto('/strategic-dossier');
  await expect(page.getByRole('tab', { name: /Resumo/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Gerar Dossiê' })).toBeEnabled();

  await page.goto('/dashboard');
  await expect(page.getByText('Disponível')).toBeVisible();
  await expect(page.getByText('4 de 6 etapas concluídas')).toBeVisible();
  await page.goto('/analyses');
  await expect(
    page
      .getByRole('button', { name: 'Ver análise completa' })
      .or(page.getByRole('link', { name: 'Ver análise completa' })),
  ).toHaveCount(4);

  // Edit one answer of the business diagnostic, then leave edit mode.
  await page.goto('/business-diagnostic');
  await page.getByRole('button', { name: 'Editar Respostas' }).click();
  await expect(page.getByText('Sair da Edição')).toBeVisible();
  const text = page.locator('section[data-question-type="open_text"]').first().getByRole('textbox');
  await text.fill('Resposta revisada no modo de edição.');
  await page.waitForTimeout(1200); // the autosave debounce
  await page.getByRole('button', { name: 'Sair da Edição' }).click();
  await expect(page.getByRole('button', { name: 'Editar Respostas' })).toBeVisible();

  // 'Recomeçar' (founder): the form from the first section with no answers on screen; what is stored
  // stays, so the diagnostic is still completed after a reload.
  await page.goto('/founder-diagnostic');
  await page.getByRole('button', { name: 'Recomeçar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Diagnóstico reiniciado')).toBeVisible();
  await expect(page.getByText(/^Seção 1 de/)).toBeVisible();
  await expect(page.getByText(/^0 de \d+ perguntas respondidas$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Recomeçar' })).toBeVisible();

  // Reset the investor diagnostic: answers gone, journey back to 3 of 6.
  await page.goto('/investor-diagnostic?reset=true');
  await expect(page.getByText('Diagnóstico resetado')).toBeVisible();
  await expect(page.getByText(/^Seção 1 de/)).toBeVisible();
  await expect(page).not.toHaveURL(/reset=true/);
  await page.goto('/dashboard');
  await expect(page.getByText('3 de 6 etapas concluídas')).toBeVisible();
  await expect(page.getByText('Bloqueado')).toBeVisible();

  // The edited answer survived.
  await page.goto('/business-diagnostic?edit=true');
  await expect(
    page.locator('section[data-question-type="open_text"]').first().getByRole('textbox'),
  ).toHaveValue('Resposta revisada no modo de edição.');
});
