import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import {
  fundadorAnswers,
  gestaoAnswers,
  investidorAnswers,
  negocioAnswers,
} from '../../functions/ai/testing/answer-sets';
import { dossierSectionKeys } from '../../functions/contracts/analysis-data/dossier/sections';
import { dossierMessages } from '../../functions/contracts/messages/dossier';
import { seriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { settled } from './settled';
import { analysisCompleted, apiAs, generatedDossier, trialUserWithResults } from './trial-user-with-results';

const text = dossierMessages;
const tabNames = dossierSectionKeys.map((key) => text.tabs[key]);

/** A tab whose section has content: its name carries the green dot's text alternative. */
const generatedTab = (page: Page, name: string) =>
  page.getByRole('tab', { name: `${name}, ${text.generatedDot}` });

/** Every tab at this width, each panel checked by axe and photographed (test-results/…). */
async function everyTabPassesAxe(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
  const found: string[] = [];
  for (const name of tabNames) {
    await generatedTab(page, name).click();
    await settled(page);
    found.push(...(await seriousViolations(page, `${width}px ${name}`)));
    await page.screenshot({ path: test.info().outputPath(`dossier-${width}-${name}.png`), fullPage: true });
  }
  return found;
}

test.describe('strategic dossier', () => {
  test.use({ reducedMotion: 'reduce' });

  test('from the dashboard card: generate, watch the six tabs turn green, reload, export the PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A realistic company (functions/ai/testing/answer-sets.ts), so the dossier can be read as one.
    const user = await trialUserWithResults(request, undefined, {
      fundador: fundadorAnswers,
      negocio: negocioAnswers,
      'sistema-gestao': gestaoAnswers,
      investidor: investidorAnswers,
    });
    await signIn(page, user.email, user.password);

    await page.getByRole('link', { name: 'Abrir dossiê' }).click();
    await expect(page).toHaveURL(/\/dossie-estrategico$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(`4 de 4 ${text.completedDiagnostics}`)).toBeVisible();
    await expect(page.getByText(text.states.ready)).toBeVisible();
    await expect(page.getByText(text.sectionStatus.notGenerated)).toBeVisible();

    await page.getByRole('button', { name: text.generate }).click();
    await expect(page.getByText(text.started)).toBeVisible();
    // The run writes one section at a time; the screen polls every 5 s until the six are in.
    for (const name of tabNames) await expect(generatedTab(page, name)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: text.generate })).toBeEnabled();

    // The sections read as the user's own dossier: the company, the maturity radar, the tactical schedule.
    await expect(page.getByText('Conteúdo gerado localmente, sem IA').first()).toBeVisible();
    await expect(page.getByText('Clínica Digital Odonto').first()).toBeVisible();
    await generatedTab(page, 'Raio-X').click();
    await expect(page.getByRole('img', { name: 'Maturidade por área' })).toBeVisible();
    await generatedTab(page, 'Fundador').click();
    await expect(page.getByText(/^\d+(,\d)?\/10$/)).toBeVisible();
    await generatedTab(page, 'Estratégia').click();
    await expect(page.getByRole('heading', { name: 'Cronograma tático' })).toBeVisible();
    await expect(page).toHaveURL(/secao=plano_estrategico/);

    expect([...(await everyTabPassesAxe(page, 1366)), ...(await everyTabPassesAxe(page, 375))]).toEqual([]);

    // A reload finds the dossier stored, on the same tab.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    for (const name of tabNames) await expect(generatedTab(page, name)).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(/Estratégia/);

    // One section again: Atualizar queues it alone, and it comes back completed.
    const refreshSection = page.getByRole('button', { name: text.refreshSection, exact: true });
    await refreshSection.click();
    await expect(page.getByText(text.started)).toBeVisible();
    await expect(refreshSection).toBeEnabled({ timeout: 30_000 });
    await expect(page.getByText(text.sectionStatus.completed, { exact: true })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dossie-estrategico-.*\.pdf$/);
    const pdfPath = test.info().outputPath('dossie-estrategico.pdf');
    await download.saveAs(pdfPath);
    const pdf = readFileSync(pdfPath);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await expect(page.getByText('Relatório exportado com sucesso')).toBeVisible();
    // Rendered as a person would look at it: a cover and the six sections, each from a new page.
    execFileSync('pdftoppm', ['-png', '-r', '40', pdfPath, pdfPath.replace(/\.pdf$/, '')]);
    const pages = readdirSync(dirname(pdfPath)).filter((name) => /^dossie-estrategico-\d+\.png$/.test(name));
    expect(pages.length).toBeGreaterThanOrEqual(7);
  });

  test('an analysis redone after the dossier: the sections written from it say so; Atualizar dossiê rewrites them', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const user = await trialUserWithResults(request);
    await generatedDossier(request, user);
    const api = await apiAs(request, user);
    await api('POST', '/api/analyses/negocio/generate');
    await analysisCompleted(api, 'negocio');
    const { completedAt } = (await api('GET', '/api/analyses/negocio')) as { completedAt: string };
    const redoneOn = new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date(completedAt));
    expect(redoneOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await signIn(page, user.email, user.password);
    await page.goto('/dossie-estrategico?secao=analise_mercado');
    await expect(page.getByText(text.staleSummary(4))).toBeVisible();
    const refresh = page.getByRole('button', { name: text.refresh });
    await expect(refresh).toBeEnabled();
    await expect(
      page.getByText(text.staleBecause([text.sourceChanged.business(redoneOn)]), { exact: true }),
    ).toBeVisible();
    // The tabs say which: the four written from the business analysis, not the founder's nor the investor's.
    const staleTabs = ['Resumo', 'Raio-X', 'Mercado', 'Estratégia'];
    for (const name of tabNames) {
      await expect(generatedTab(page, name)).toHaveAccessibleName(
        staleTabs.includes(name)
          ? `${name}, ${text.generatedDot}, ${text.staleDot}`
          : `${name}, ${text.generatedDot}`,
      );
    }
    await generatedTab(page, 'Fundador').click();
    await expect(page.getByText(/^Desatualizada:/)).toHaveCount(0);
    await generatedTab(page, 'Mercado').click();

    const violations: string[] = [];
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await settled(page);
      violations.push(...(await seriousViolations(page, `${width}px stale`)));
      await page.screenshot({ path: test.info().outputPath(`dossier-stale-${width}.png`), fullPage: true });
      await page.screenshot({ path: test.info().outputPath(`dossier-stale-${width}-top.png`) });
    }
    expect(violations).toEqual([]);

    await page.setViewportSize({ width: 1366, height: 900 });
    await refresh.click();
    await expect(page.getByText(text.refreshStarted)).toBeVisible();
    // Rewritten one at a time; once done, nothing is stale and the button says why it is disabled.
    await expect(page.getByText(text.upToDate)).toBeVisible({ timeout: 60_000 });
    await expect(refresh).toBeDisabled();
    await expect(refresh).toHaveAccessibleDescription(text.upToDate);
    await expect(page.getByText(/^Desatualizada:/)).toHaveCount(0);
    for (const name of tabNames) {
      await expect(generatedTab(page, name)).toHaveAccessibleName(`${name}, ${text.generatedDot}`);
    }
    expect(await seriousViolations(page, '1366px refreshed')).toEqual([]);
  });

  test('with diagnostics still to finish: the amber card leads to the diagnostics', async ({
    page,
    request,
  }) => {
    const user = await trialUserWithResults(request, ['fundador', 'negocio']);
    await signIn(page, user.email, user.password);
    await page.goto('/strategic-dossier');
    await expect(page.getByText(`2 de 4 ${text.completedDiagnostics}`)).toBeVisible();
    await expect(page.getByText(text.states.incompleteDiagnostics)).toBeVisible();
    await expect(page.getByRole('button', { name: text.generate })).toBeDisabled();
    await page.getByRole('link', { name: text.goToDiagnostics }).click();
    await expect(page).toHaveURL(/\/diagnostics$/);
  });
});
