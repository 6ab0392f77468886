import { legalDocuments } from '../../functions/contracts/legal';
import { legalMessages } from '../../functions/contracts/messages/legal';
import { LOCAL_LEGAL_CONTACT } from '../../functions/local/legal-contact';
import { expectAccessibleAtBothWidths } from './axe';
import { expect, signIn, test } from './fixtures';
import { confirmedSignUp, enterEmailedCode } from './sign-up';

/** Issue #36, items 1 and 2: the legal pages, their links, and the consent recorded (decision 0046). */
const text = legalMessages;
const acceptBox = { name: /^Li e aceito os Termos de Uso/ };
const dayOf = (iso: string) => iso.split('-').reverse().join('/');

test('the pages open without a session: real text, a version and date, the controller from config', async ({
  page,
}) => {
  for (const [path, title, document] of [
    ['/privacidade', text.privacyTitle, 'privacy'],
    ['/termos', text.termsTitle, 'terms'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const { version, publishedOn } = legalDocuments[document];
    await expect(page.getByText(text.version(version, dayOf(publishedOn)))).toBeVisible();
    await expect(page.getByRole('link', { name: LOCAL_LEGAL_CONTACT.dpoEmail })).toHaveAttribute(
      'href',
      `mailto:${LOCAL_LEGAL_CONTACT.dpoEmail}`,
    );
    await expect(page.getByText(LOCAL_LEGAL_CONTACT.cnpj)).toBeVisible();
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThanOrEqual(1000);
  }
  await expect(page).toHaveURL(/\/termos$/);
});

test('the landing footer links both pages with plain links that work without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'pt-BR',
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: text.footerLabel });
    await expect(footer.getByRole('link', { name: text.termsTitle })).toHaveAttribute('href', '/termos');
    await footer.getByRole('link', { name: text.privacyTitle }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
  } finally {
    await context.close();
  }
});

test('the trial sign-up refuses without the box ticked, records the acceptance once ticked', async ({
  page,
}) => {
  const email = `consente-${Date.now()}@exemplo.com.br`;
  await page.goto('/trial-signup');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Sofia');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Amaral');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  const box = page.getByRole('checkbox', acceptBox);
  await expect(box).not.toBeChecked();
  // Both documents open in a new tab, so nothing typed is lost.
  for (const link of [text.termsTitle, text.privacyTitle]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${link}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
  }

  await page.getByRole('button', { name: 'Começar meu teste grátis' }).click();
  await expect(page.getByText(text.acceptanceRequired)).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('form', { name: 'Confirme seu email' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'trial sign-up refused without the acceptance');

  await box.check();
  await expect(page.getByText(text.acceptanceRequired)).toHaveCount(0);
  await page.getByRole('button', { name: 'Começar meu teste grátis' }).click();
  await enterEmailedCode(page, email);
  await page.waitForURL('**/dashboard');
  // Accepted at sign-up: no dialog, and the profile says when.
  await expect(page.getByRole('dialog', { name: text.updateTitle })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByText(/Você aceitou as versões em vigor em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole('link', { name: text.privacyTitle })).toHaveAttribute('href', '/privacidade');
});

test('after a version change the shell asks once; Aceitar records it', async ({ page }) => {
  const user = { email: `versao-${Date.now()}@exemplo.com.br`, password: 'segredo1' };
  const { userId } = await confirmedSignUp(page.request, '/api/auth/trial-signup', {
    firstName: 'Otto',
    lastName: 'Versões',
    ...user,
  });
  // As if accepted under earlier versions: written through the same data module the API uses.
  const { Profile } = await import('../../functions/account/profiles');
  await Profile.patch({ userId })
    .set({ consents: { termsVersion: '0.9', privacyVersion: '0.9', acceptedAt: '2026-01-05T12:00:00.000Z' } })
    .go();

  await signIn(page, user.email, user.password);
  const dialog = page.getByRole('dialog', { name: text.updateTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: new RegExp(`^${text.termsTitle}`) })).toHaveAttribute(
    'href',
    '/termos',
  );
  await expectAccessibleAtBothWidths(page, 'consent dialog');

  // 'Agora não' puts it off for this visit only.
  await dialog.getByRole('button', { name: text.later }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: text.accept }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(text.acceptedToast)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Otto!' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const { data } = await Profile.get({ userId }).go();
  expect(data?.consents).toMatchObject({
    termsVersion: legalDocuments.terms.version,
    privacyVersion: legalDocuments.privacy.version,
  });
});
