import { readFile } from 'node:fs/promises';
import { authMessages } from '../../functions/contracts/messages/auth';
import { myDataMessages } from '../../functions/contracts/messages/my-data';
import { dataExport } from '../../functions/contracts/my-data';
import { expectAccessibleAtBothWidths } from './axe';
import { expect, signIn, test } from './fixtures';
import { confirmedSignUp } from './sign-up';

const text = myDataMessages;

test('"Meus dados": a new user answers a question, downloads her data, deletes her account and cannot sign in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `meusdados-${Date.now()}@exemplo.com.br`;
  const password = 'segredo1';
  await confirmedSignUp(page.request, '/api/auth/trial-signup', {
    firstName: 'Helena',
    lastName: 'Prado',
    email,
    password,
  });
  await signIn(page, email, password);

  // One answer, typed in the founder diagnostic and saved by the screen's autosave.
  await page.goto('/founder-diagnostic');
  await expect(page.getByText(/^Seção 1 de/)).toBeVisible();
  const question = page.locator('section[data-question-type="open_text"]').first();
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/diagnostics\/.+\/answers\//.test(response.url()) && response.request().method() === 'PUT',
  );
  const answer = 'Padaria artesanal no centro de Curitiba, fermentação natural.';
  await question.getByRole('textbox').fill(answer);
  expect((await saved).status()).toBe(200);

  // The file, as the browser saves it: her e-mail and that answer.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: text.title });
  await expect(section).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: text.export.button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-rumo-estrategico-\d{4}-\d{2}-\d{2}\.json$/);
  const file = dataExport.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
  expect(file.profile.email).toBe(email);
  expect(JSON.stringify(file.answers)).toContain(answer);

  // The deletion dialog: what goes, what is kept, the password; from the keyboard and accessible.
  const open = section.getByRole('button', { name: text.deletion.button });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.deletion.dialogTitle });
  await expect(dialog).toContainText(text.deletion.kept);
  const field = dialog.getByLabel(text.deletion.passwordLabel);
  await expect(field).toBeFocused();
  await expectAccessibleAtBothWidths(page, '/profile, Excluir minha conta');
  // Escape closes it, nothing deleted; the keyboard opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await field.fill('nao-e-a-senha');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(text.deletion.wrongPassword)).toBeVisible();
  await field.fill(password);
  await page.keyboard.press('Enter');

  // Signed out, told so, and the account is gone.
  await page.waitForURL('**/auth');
  await expect(page.getByText(text.deletion.deletedTitle)).toBeVisible();
  await page.goto('/profile');
  await page.waitForURL('**/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(authMessages.wrongCredentials)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/auth');
});
