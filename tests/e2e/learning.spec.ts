import type { Page } from '@playwright/test';
import { learningMessages } from '../../functions/contracts/messages/learning';
import { seriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { settled } from './settled';
import { trialUserWithResults } from './trial-user-with-results';

const text = learningMessages;

/** The dashboard's "Materiais vistos" card: its percentage and its count. */
const resourcesCard = (page: Page) =>
  page
    .getByRole('region', { name: /Seu progresso|Progresso/ })
    .locator('.MuiCard-root', { hasText: 'Materiais vistos' });

test.describe('learning', () => {
  test.use({ reducedMotion: 'reduce' });

  test('search, a module, three materials by next/previous, mark one completed, the counts move', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await trialUserWithResults(request, ['fundador']);
    await signIn(page, user.email, user.password);
    await expect(resourcesCard(page)).toContainText('0%');

    await page.goto('/materials');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await page.getByRole('searchbox', { name: text.searchLabel }).fill('funil');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ambiente interno: o sistema de gestão' }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: text.searchLabel }).fill('');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);

    await page.getByRole('link', { name: /Ambiente interno: o sistema de gestão/ }).click();
    await expect(page).toHaveURL(/\/materials\/ambiente-interno$/);
    await expect(page.getByText('0 de 4 materiais concluídos')).toBeVisible();
    await page.getByRole('link', { name: /1\. As seis áreas do sistema de gestão/ }).click();

    // Material 1: text and an image; then next → material 2; next → 3 (text); previous → 2.
    await expect(
      page.getByRole('heading', { level: 1, name: 'As seis áreas do sistema de gestão' }),
    ).toBeVisible();
    await expect(page.getByText('1 de 4').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Escala de cinco degraus/ })).toBeVisible();
    await page.getByRole('link', { name: text.next }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Métricas de funil' })).toBeVisible();
    await expect(page.getByText('2 de 4').first()).toBeVisible();
    await page.getByRole('link', { name: text.next }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Precificação: custo, valor e concorrência' }),
    ).toBeVisible();
    await expect(page.getByText('Markup não é margem')).toBeVisible();
    await page.getByRole('link', { name: text.previous }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Métricas de funil' })).toBeVisible();

    await page.getByRole('button', { name: text.markCompleted }).click();
    await expect(page.getByText(text.completedToast)).toBeVisible();
    await expect(page.getByText(text.completed, { exact: true })).toBeVisible();
    expect(await seriousViolations(page, '1366px viewer')).toEqual([]);

    // A presentation and a file, in another module, at a phone's width.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/materials/autoconhecimento/ambicao-tempo-energia');
    await expect(page.getByText('Slide 1 de 6')).toBeVisible();
    await page.getByRole('button', { name: 'Próximo slide' }).click();
    await expect(page.getByText('Slide 2 de 6')).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page, '375px presentation')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('viewer-375.png'), fullPage: true });
    await page.goto('/materials/autoconhecimento/delegar-sem-perder-controle');
    await expect(page.getByText(/PDF • \d+ KB/)).toBeVisible();
    await page.getByRole('button', { name: text.file.open }).click();
    await expect(page.locator('iframe[title^="Visualizador"]')).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 900 });

    // The module card and the dashboard count the completed material.
    await page.goto('/materials');
    await expect(
      page.getByRole('link', { name: /Ambiente interno: o sistema de gestão/ }).getByText('1 concluído'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('modules-1366.png'), fullPage: true });
    await page.goto('/dashboard');
    await expect(resourcesCard(page)).toContainText('4%');
    await expect(resourcesCard(page)).toContainText(/\b1\/\d+\b/);
  });
});
