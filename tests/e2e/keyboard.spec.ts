import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { settled } from './settled';
import { trialUserWithResults } from './trial-user-with-results';

/** The chart is one image with a name, described by the same figures as text. */
async function expectChartAlternative(page: Page, name: string, figures: RegExp[]) {
  const chart = page.getByRole('img', { name, exact: true });
  await expect(chart).toBeVisible();
  const descriptionId = await chart.getAttribute('aria-describedby');
  expect(descriptionId, `${name} has no aria-describedby`).toBeTruthy();
  const description = page.locator(`[id="${descriptionId}"]`);
  for (const figure of figures) await expect(description).toContainText(figure);
}

test('keyboard only: sign in, read the analyses and their charts, a dialog and Escape, answer a section', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await trialUserWithResults(page.request);
  const link = (name: string) => page.getByRole('link', { name, exact: true });

  await test.step('sign in: fields in reading order, Enter submits', async () => {
    await page.goto('/auth');
    await settled(page);
    const stops = await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    expect(stops.length).toBeLessThanOrEqual(5);
    await page.keyboard.type(user.email);
    await tabTo(page, page.getByLabel(/^Senha/), { max: 1 });
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await settled(page);
  });

  await test.step('the shell: skip link first, then the menu in order, then the header', async () => {
    const stops = await tabTo(page, page.getByRole('button', { name: 'Menu do usuário' }));
    const names = stops.map((stop) => stop.name);
    expect(names[0]).toBe('Pular para o conteúdo');
    const menu = ['Inicio', 'Diagnósticos', 'Análises', 'Plano de Ação', 'Materiais', 'Dossiê Estratégico'];
    expect(names.filter((name) => menu.includes(name))).toEqual(menu);
    expect(names.indexOf('Dossiê Estratégico')).toBeLessThan(names.indexOf('Menu do usuário'));
    // The skip link moves the focus to the page itself.
    await tabTo(page, link('Pular para o conteúdo'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  await test.step('the management analysis: the radar is an image described by a table', async () => {
    await tabTo(page, link('Análises'), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/analyses');
    await settled(page);
    await tabTo(page, page.locator('a[href="/management-system-analysis/sistema-gestao"]'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/management-system-analysis/sistema-gestao');
    await settled(page);
    await expectChartAlternative(page, 'Maturidade por área', [/Produto/, /Conteúdo/, /\d/]);
  });

  await test.step('the founder analysis: tabs by arrow keys; the DISC chart is described by a table', async () => {
    await tabTo(page, link('Análises'), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/analyses');
    await settled(page);
    await tabTo(page, page.locator('a[href="/founder-analysis/fundador"]'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/founder-analysis/fundador');
    await settled(page);
    await tabTo(page, page.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Perfil comportamental' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectChartAlternative(page, 'Perfil DISC', [/Dominância/, /Conformidade/, /\d+%/]);
  });

  await test.step('the investor analysis: the pie is described by the list under it; a dialog closes with Escape', async () => {
    await tabTo(page, link('Análises'), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/analyses');
    await settled(page);
    await tabTo(page, page.locator('a[href="/investor-analysis/investidor"]'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/investor-analysis/investidor');
    await settled(page);
    await expectChartAlternative(page, 'Alocação recomendada', [/%\)/, /R\$/]);

    const redo = page.getByRole('button', { name: 'Refazer diagnóstico' });
    await tabTo(page, redo);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Refazer o diagnóstico?' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, 'redo dialog')).toEqual([]);
    // A modal keeps the focus inside until it is closed.
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(redo).toBeFocused();
  });

  await test.step('no trap: Tab goes through the whole page and comes back round to the skip link', async () => {
    await tabTo(page, link('Pular para o conteúdo'), { max: 120 });
  });

  await test.step('answer a section: restart the founder diagnostic and answer its first section', async () => {
    await tabTo(page, link('Diagnósticos'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/diagnostics');
    await settled(page);
    await tabTo(page, page.locator('a[href="/founder-diagnostic"]'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/founder-diagnostic');
    await settled(page);
    await tabTo(page, page.getByRole('button', { name: 'Recomeçar' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /^Recomeçar apaga todas as suas respostas/ });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Confirmar' }), { max: 3 });
    await page.keyboard.press('Enter');
    // 'Recomeçar' starts the form over on screen (the stored answers stay until replaced).
    await expect(page.getByText('Diagnóstico reiniciado')).toBeVisible();
    await expect(page.getByText(/^Seção 1 de \d+$/)).toBeVisible();
    await settled(page);

    const question = (type: string) => page.locator(`section[data-question-type="${type}"]`).first();
    // A radio group is one stop: the arrow keys choose.
    await tabTo(page, question('single_choice').getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await expect(question('single_choice').getByRole('radio').nth(1)).toBeChecked();
    await tabTo(page, question('open_text').getByRole('textbox'));
    await page.keyboard.type('Quero construir uma empresa sólida e acessível.');
    await tabTo(page, question('numeric_input').getByRole('textbox'));
    await page.keyboard.type('25000');
    // A scale is one stop too (roving focus): the arrow keys move along it, Space picks.
    const scale = (value: number) =>
      question('scale_1_to_10').getByRole('button', { name: String(value), exact: true });
    await tabTo(page, scale(1));
    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowRight');
    const seven = scale(7);
    await expect(seven).toBeFocused();
    await page.keyboard.press('Space');
    await expect(seven).toHaveAttribute('aria-pressed', 'true');

    await tabTo(page, page.getByRole('button', { name: 'Próximo' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Seção 2 de \d+$/)).toBeVisible();
  });
});
