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

  it('leaves other messages to Cognito', async () => {
    const event = {
      triggerSource: 'CustomMessage_AdminCreateUser',
      request: { userAttributes: { email: 'a@b.c' }, codeParameter: '{####}' },
      response: { emailSubject: null, emailMessage: null },
    } as unknown as CustomMessageTriggerEvent;
    expect((await handler(event)).response.emailMessage).toBeNull();
  });
});
