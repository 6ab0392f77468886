import { describe, expect, it } from 'vitest';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler, resetPasswordEmail } from './custom-message';

describe('the password-reset e-mail', () => {
  it('links to /reset-password with the e-mail and the code placeholder', () => {
    const { subject, html } = resetPasswordEmail({
      appOrigin: 'https://app.exemplo.com.br',
      email: 'ana+teste@exemplo.com.br',
      codeParameter: '{####}',
    });
    expect(subject).toContain('Redefinição de senha');
    expect(html).toContain(
      'https://app.exemplo.com.br/reset-password?email=ana%2Bteste%40exemplo.com.br&amp;code={####}',
    );
    expect(html).toContain('<strong>{####}</strong>');
  });

  it('still sends the code when the app origin is not configured', () => {
    const { html } = resetPasswordEmail({ appOrigin: '', email: 'a@b.c', codeParameter: '{####}' });
    expect(html).toContain('{####}');
    expect(html).not.toContain('reset-password');
  });
});

const event = (triggerSource: string) =>
  ({
    triggerSource,
    request: { userAttributes: { email: 'ana@exemplo.com.br' }, codeParameter: '{####}' },
    response: { emailSubject: null, emailMessage: null, smsMessage: null },
  }) as unknown as CustomMessageTriggerEvent;

describe('the CustomMessage trigger', () => {
  it('writes the pt-BR password-reset e-mail for ForgotPassword', async () => {
    const { response } = await handler(event('CustomMessage_ForgotPassword'));
    expect(response.emailSubject).toBe('Redefinição de senha - Rumo Estratégico');
    expect(response.emailMessage).toContain('<strong>{####}</strong>');
    expect(response.emailMessage).toContain('Rumo Estratégico');
  });

  // None of these happen in a product flow (see the handler's comment): accounts are created with the
  // message suppressed and an e-mail already verified, there is no self sign-up and no e-mail change.
  it.each([
    'CustomMessage_AdminCreateUser',
    'CustomMessage_SignUp',
    'CustomMessage_ResendCode',
    'CustomMessage_UpdateUserAttribute',
    'CustomMessage_VerifyUserAttribute',
    'CustomMessage_Authentication',
  ])('leaves %s to Cognito', async (source) => {
    const { response } = await handler(event(source));
    expect(response).toEqual({ emailSubject: null, emailMessage: null, smsMessage: null });
  });
});
