import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { AdminModule } from '../../functions/contracts/admin-modules';
import { adminMessages } from '../../functions/contracts/messages/admin';
import { adminModulesMessages } from '../../functions/contracts/messages/admin-modules';
import { learningMessages } from '../../functions/contracts/messages/learning';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { expectAccessibleAtBothWidths } from './axe';
import { expect, signIn, test } from './fixtures';
import { confirmedSignUp } from './sign-up';
import { tabTo } from './keyboard';
import { settled } from './settled';
import { apiAs } from './trial-user-with-results';

/**
 * The admin modules screens (spec 3 sections 2.5, 3, 4, 5, 8), as the demo admin: a new module (the
 * dialog's rules, the icon tabs), moved up, a published material holding a text and an uploaded image
 * (previewed in the users' viewer), the module published and seen by a subscribed user in /materials,
 * then deleted; axe (WCAG 2.1 AA, no serious or critical violation) at 1366 and 375 px.
 */
const admin = demoAccounts.find((account) => account.admin)!;
const text = adminModulesMessages;

const DESKTOP = { width: 1366, height: 768 };

/** What this spec creates: every title starts with it, so the clean-up finds leftovers of failed runs too. */
const PREFIX = 'Módulo E2E';
const stamp = randomUUID().slice(0, 8);
const moduleTitle = `${PREFIX} ${stamp}`;
const materialTitle = `Fluxo de caixa ${stamp}`;
const imageAlt = 'Diagrama do fluxo de caixa';

test.use({ reducedMotion: 'reduce', viewport: DESKTOP });

/** Other specs read the seeded curriculum: delete what this spec made, whatever happened. */
test.afterAll(async ({ request }) => {
  const api = await apiAs(request, admin);
  const { modules } = (await api('GET', '/api/admin/modules')) as { modules: AdminModule[] };
  for (const module of modules.filter((entry) => entry.title.startsWith(PREFIX))) {
    await api('DELETE', `/api/admin/modules/${module.id}`);
  }
});

/** A real PNG (a solid block of colour) the local store accepts by its first bytes. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** axe at both widths, keeping a screenshot of each in the test's output folder. */
const accessible = (page: Page, label: string, shot: string) =>
  expectAccessibleAtBothWidths(page, label, (width) => test.info().outputPath(`${shot}-${width}.png`));

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
const table = (page: Page) => page.getByRole('table', { name: text.title });
const rowOf = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });
/** The titles in the table's order (its data rows). */
const titles = async (page: Page) =>
  (await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts()).map((title) => title.trim());

test('a module with a material holding an uploaded image: created, moved, published, seen by a user, deleted', async ({
  page,
  browser,
}) => {
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/modules');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: adminMessages.layout.navLabel });
  await expect(nav.getByRole('link', { name: adminMessages.layout.links.modules })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const column of Object.values(text.columns)) {
    await expect(table(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const before = await titles(page);
  await expect(page.getByRole('button', { name: text.moveUp(before[0]!) })).toBeDisabled();
  await expect(page.getByRole('button', { name: text.moveDown(before.at(-1)!) })).toBeDisabled();
  await accessible(page, '/admin/modules', 'modules');

  // 'Novo Módulo' from the keyboard: save waits for a title and a description; the icon tabs.
  await tabTo(page, page.getByRole('button', { name: text.create }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.createTitle });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: text.save });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Título/ }).fill(moduleTitle);
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Descrição/ }).fill('Entradas, saídas e o caixa de cada mês.');
  for (const tab of Object.values(text.iconTabs))
    await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
  await dialog.getByRole('tab', { name: text.iconTabs.analysis }).click();
  await dialog.getByRole('button', { name: text.iconNames.calculator }).click();
  await expect(dialog.getByRole('button', { name: text.iconNames.calculator })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('combobox', { name: text.fields.category }).click();
  await page.getByRole('option', { name: 'Finanças' }).click();
  await expect(dialog.getByRole('switch', { name: text.fields.published })).not.toBeChecked();
  await accessible(page, 'new module dialog', 'module-dialog');
  await save.click();
  await expect(toast(page, text.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, moduleTitle);
  await expect(row.getByText(text.draft, { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Finanças', exact: true })).toBeVisible();
  expect((await titles(page)).at(-1)).toBe(moduleTitle);

  // Moved up one place from the keyboard: the swap is saved, the focus stays on the arrow, and the
  // new order survives a reload.
  const up = row.getByRole('button', { name: text.moveUp(moduleTitle) });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await titles(page)).at(-2)).toBe(moduleTitle);
  await expect(up).toBeFocused();
  await page.reload();
  await settled(page);
  await expect.poll(async () => (await titles(page)).at(-2)).toBe(moduleTitle);

  // Its materials: a published one, with a text and an uploaded image.
  await rowOf(page, moduleTitle)
    .getByRole('link', { name: text.materialsOf(moduleTitle) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: moduleTitle })).toBeVisible();
  await page.getByRole('button', { name: text.materials.create }).click();
  const material = page.getByRole('dialog', { name: text.materials.createTitle });
  await material.getByRole('textbox', { name: /^Título/ }).fill(materialTitle);
  await material.getByRole('textbox', { name: text.materials.fields.estimatedTime }).fill('15');
  await material.getByRole('switch', { name: text.materials.fields.published }).check();
  await material.getByRole('button', { name: text.save }).click();
  await expect(toast(page, text.materials.created)).toBeVisible();
  await page.getByRole('button', { name: text.materials.itemsFor(materialTitle) }).click();
  const editor = page.getByRole('region', { name: text.items.title(materialTitle) });
  await expect(editor.getByText(text.items.empty)).toBeVisible();

  await editor.getByRole('button', { name: text.items.add }).click();
  const first = editor.getByRole('listitem', { name: text.items.itemLabel(1) });
  await first.getByRole('textbox', { name: /^Título/ }).fill('Leitura');
  await first
    .getByRole('textbox', { name: /^Conteúdo/ })
    .fill('## O caixa\n\nTudo o que **entra** e tudo o que sai.');
  await editor.getByRole('button', { name: text.items.add }).click();
  const second = editor.getByRole('listitem', { name: text.items.itemLabel(2) });
  await second.getByRole('combobox', { name: text.items.fields.contentType }).click();
  await page.getByRole('option', { name: text.items.contentTypes.image }).click();
  await second.getByRole('textbox', { name: /^Título/ }).fill('Diagrama');
  await second
    .locator('input[type=file]')
    .setInputFiles({ name: 'fluxo.png', mimeType: 'image/png', buffer: png(480, 200, [25, 118, 210]) });
  await expect(toast(page, text.items.uploaded)).toBeVisible();
  await expect(second.getByRole('textbox', { name: /^Conteúdo/ })).toHaveValue(
    /^\/uploads\/modules\/.+\.png$/,
  );
  await second.getByRole('textbox', { name: text.items.fields.caption }).fill('Entradas e saídas do mês');
  await second.getByRole('textbox', { name: text.items.fields.alt }).fill(imageAlt);
  // The preview is the users' viewer: the Markdown and the image as they will see them.
  const preview = editor.getByRole('region', { name: text.items.preview });
  await expect(preview.getByRole('heading', { name: 'O caixa' })).toBeVisible();
  await expect(preview.getByRole('img', { name: imageAlt })).toBeVisible();
  await editor.getByRole('button', { name: text.items.save }).click();
  await expect(toast(page, text.items.saved)).toBeVisible();
  await accessible(page, 'module materials with items', 'materials');

  // Published from the list's edit dialog.
  await page.getByRole('link', { name: text.materials.back }).click();
  await rowOf(page, moduleTitle)
    .getByRole('button', { name: text.editFor(moduleTitle) })
    .click();
  const edit = page.getByRole('dialog', { name: text.editTitle });
  await edit.getByRole('switch', { name: text.fields.published }).check();
  await edit.getByRole('button', { name: text.save }).click();
  await expect(toast(page, text.updated)).toBeVisible();
  await expect(rowOf(page, moduleTitle).getByText(text.published, { exact: true })).toBeVisible();

  // A subscribed user finds it in /materials and sees the uploaded image in the viewer.
  const user = { email: `modulos-${stamp}@exemplo.com.br`, password: 'segredo1' };
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR' });
  try {
    await confirmedSignUp(context.request, '/api/auth/trial-signup', {
      firstName: 'Lia',
      lastName: 'Leitora',
      ...user,
    });
    const userPage = await context.newPage();
    await signIn(userPage, user.email, user.password);
    await userPage.goto('/materials');
    await userPage
      .getByRole('link', { name: new RegExp(moduleTitle) })
      .first()
      .click();
    await userPage
      .getByRole('link', { name: new RegExp(materialTitle) })
      .first()
      .click();
    const image = userPage.getByRole('img', { name: imageAlt });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(480);
    await expect(userPage.getByText(learningMessages.markCompleted)).toBeVisible();
    await userPage.screenshot({ path: test.info().outputPath('user-viewer-1366.png'), fullPage: true });
  } finally {
    await context.close();
  }

  // Deleted after the confirmation: gone from the list.
  await rowOf(page, moduleTitle)
    .getByRole('button', { name: text.deleteFor(moduleTitle) })
    .click();
  const confirm = page.getByRole('dialog', { name: text.deleteTitle });
  await expect(confirm.getByText(/1 material/)).toBeVisible();
  await confirm.getByRole('button', { name: text.delete }).click();
  await expect(toast(page, text.deleted)).toBeVisible();
  await expect(rowOf(page, moduleTitle)).toHaveCount(0);
});
