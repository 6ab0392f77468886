import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { useParameterReader } from '../platform/config/app-origins';
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
  const parameter = '/rumo/test/app-origins';
  beforeEach(() => vi.stubEnv('LOG_LEVEL', 'silent'));
  afterEach(() => {
    vi.unstubAllEnvs();
    useParameterReader(undefined);
  });

  it('writes the pt-BR password-reset e-mail for ForgotPassword, linking to the first APP_ORIGINS', async () => {
    vi.stubEnv('APP_ORIGINS', 'https://app.exemplo.com.br,https://d111.cloudfront.net');
    const { response } = await handler(event('CustomMessage_ForgotPassword'));
    expect(response.emailSubject).toBe('Redefinição de senha - Rumo Estratégico');
    expect(response.emailMessage).toContain('<strong>{####}</strong>');
    expect(response.emailMessage).toContain(
      'href="https://app.exemplo.com.br/reset-password?email=ana%40exemplo.com.br&amp;code={####}"',
    );
    expect(response.emailMessage).toContain('Rumo Estratégico');
  });

  it("links to the origin in the web stack's SSM parameter when the stage has no explicit origins", async () => {
    vi.stubEnv('APP_ORIGINS', '');
    vi.stubEnv('APP_ORIGINS_PARAMETER', parameter);
    const reads: string[] = [];
    useParameterReader(async (name) => {
      reads.push(name);
      return 'https://d111.cloudfront.net';
    });
    const { response } = await handler(event('CustomMessage_ForgotPassword'));
    expect(response.emailMessage).toContain('href="https://d111.cloudfront.net/reset-password?');
    expect(reads).toEqual([parameter]);
  });

  it('still sends the code when the origin cannot be read (parameter missing or SSM failing)', async () => {
    vi.stubEnv('APP_ORIGINS', '');
    vi.stubEnv('APP_ORIGINS_PARAMETER', parameter);
    useParameterReader(async () => undefined);
    const missing = await handler(event('CustomMessage_ForgotPassword'));
    expect(missing.response.emailMessage).toContain('<strong>{####}</strong>');
    expect(missing.response.emailMessage).not.toContain('reset-password');
    useParameterReader(async () => {
      throw new Error('AccessDeniedException');
    });
    const failing = await handler(event('CustomMessage_ForgotPassword'));
    expect(failing.response.emailMessage).toContain('<strong>{####}</strong>');
  });

  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'])(
    'writes the pt-BR sign-up confirmation e-mail for %s: the code, no link',
    async (source) => {
      const { response } = await handler(event(source));
      expect(response.emailSubject).toBe('Confirme seu email - Rumo Estratégico');
      expect(response.emailMessage).toContain('<strong>{####}</strong>');
      expect(response.emailMessage).not.toContain('href');
    },
  );

  // None of these happen in a product flow (see the handler's comment): admins create accounts with the
  // message suppressed and nobody changes an e-mail.
  it.each([
    'CustomMessage_AdminCreateUser',
    'CustomMessage_UpdateUserAttribute',
    'CustomMessage_VerifyUserAttribute',
    'CustomMessage_Authentication',
  ])('leaves %s to Cognito', async (source) => {
    const { response } = await handler(event(source));
    expect(response).toEqual({ emailSubject: null, emailMessage: null, smsMessage: null });
  });
});
