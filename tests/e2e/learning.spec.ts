import type { Page } from '@playwright/test';
import { learningMessages } from '../../functions/contracts/messages/learning';
import { expectAccessibleAtBothWidths, seriousViolations } from './axe';
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
    // 'Pesquisar conteúdos...' finds modules and materials: 'funil' a module and its material; a term
    // only a material's description holds, that material alone, which opens in the viewer.
    const search = page.getByRole('searchbox', { name: text.searchLabel });
    await expect(search).toHaveAttribute('placeholder', text.search);
    await search.fill('funil');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ambiente interno: o sistema de gestão' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Métricas de funil' })).toBeVisible();
    await search.fill('capital de giro');
    await expect(page.getByRole('heading', { level: 2, name: text.materialsFound(1) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(page.getByText(text.inModule('Perfil de risco e investimento'))).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'material search', (width) =>
      test.info().outputPath(`search-${width}.png`),
    );
    await search.fill('nada disso existe');
    await expect(page.getByText(text.noResults('nada disso existe'))).toBeVisible();
    await search.fill('capital de giro');
    await page.getByRole('link', { name: /Fluxo de caixa do pequeno negócio/ }).click();
    await expect(page).toHaveURL(/\/materials\/perfil-risco-investimento\/fluxo-de-caixa$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fluxo de caixa do pequeno negócio' }),
    ).toBeVisible();
    await page.goto('/materials');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);

    await page.getByRole('link', { name: /Ambiente interno: o sistema de gestão/ }).click();
    await expect(page).toHaveURL(/\/materials\/ambiente-interno$/);
    await expect(page.getByText('0 de 4 materiais concluídos')).toBeVisible();
    // The module's tabs, from the keyboard: Conteúdo (its materials), then two coming soon.
    const contentTab = page.getByRole('tab', { name: text.tabs.content });
    await expect(contentTab).toHaveAttribute('aria-selected', 'true');
    await contentTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: text.tabs.exercises })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel')).toHaveText(text.exercisesSoon);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: text.tabs.discussion })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveText(text.discussionSoon);
    await expectAccessibleAtBothWidths(page, 'module discussion tab', (width) =>
      test.info().outputPath(`module-discussion-${width}.png`),
    );
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(contentTab).toHaveAttribute('aria-selected', 'true');
    await expectAccessibleAtBothWidths(page, 'module content tab', (width) =>
      test.info().outputPath(`module-content-${width}.png`),
    );
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
