import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readStageConfig } from '../../infra/stage-config';

const config = (context: Record<string, unknown>) => readStageConfig(new App({ context }).node);
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';

describe('readStageConfig: payments', () => {
  it('takes the fixed Stripe price from context', () => {
    expect(config({ stripePriceId: ' price_1Abc ' }).stripePriceId).toBe('price_1Abc');
    expect(config({}).stripePriceId).toBe('');
  });

  it('derives the app origin from the custom domain, unless appOrigins says otherwise', () => {
    expect(config({ domainName: 'app.example.com.br', certificateArn }).appOrigins).toBe(
      'https://app.example.com.br',
    );
    expect(
      config({ domainName: 'app.example.com.br', certificateArn, appOrigins: 'https://d111.cloudfront.net' })
        .appOrigins,
    ).toBe('https://d111.cloudfront.net');
    expect(config({}).appOrigins).toBe('');
  });
});

describe('readStageConfig: e-mail through SES', () => {
  const sender = 'nao-responda@example.com.br';

  it("leaves a non-production stage on Cognito's own sender when no sender is given", () => {
    expect(config({}).ses).toBeUndefined();
    expect(config({ stage: 'hml' }).ses).toBeUndefined();
  });

  it('defaults the name to the product, replies to the sender and the region to the stage', () => {
    expect(config({ sesFromEmail: ` ${sender} `, region: 'us-east-1' }).ses).toEqual({
      fromEmail: sender,
      fromName: 'Rumo Estratégico',
      replyTo: '',
      verifiedDomain: '',
      region: 'us-east-1',
    });
  });

  it('takes the name, reply-to, verified domain and SES region from context', () => {
    expect(
      config({
        sesFromEmail: 'Nao-Responda@Example.com.br',
        sesFromName: 'Equipe Rumo',
        sesReplyTo: 'contato@example.com.br',
        sesVerifiedDomain: 'EXAMPLE.com.br',
        sesRegion: 'us-east-1',
      }).ses,
    ).toEqual({
      fromEmail: 'Nao-Responda@example.com.br',
      fromName: 'Equipe Rumo',
      replyTo: 'contato@example.com.br',
      verifiedDomain: 'example.com.br',
      region: 'us-east-1',
    });
  });

  it('refuses what is not an address, a domain or a region, naming the context key', () => {
    expect(() => config({ sesFromEmail: 'nao-responda' })).toThrow(/"sesFromEmail" must be an e-mail/);
    expect(() => config({ sesFromEmail: 'Rumo <nao-responda@example.com.br>' })).toThrow(/sesFromEmail/);
    expect(() => config({ sesFromEmail: sender, sesReplyTo: 'contato@' })).toThrow(/"sesReplyTo"/);
    expect(() => config({ sesFromEmail: sender, sesVerifiedDomain: 'https://example.com.br' })).toThrow(
      /"sesVerifiedDomain" must be a domain/,
    );
    expect(() => config({ sesFromEmail: sender, sesRegion: 'Sao Paulo' })).toThrow(/"sesRegion"/);
    expect(() => config({ sesFromEmail: 1 })).toThrow(/"sesFromEmail" must be a string/);
  });

  it('refuses a sender outside the verified domain, and SES options without a sender', () => {
    expect(() => config({ sesFromEmail: sender, sesVerifiedDomain: 'example.com' })).toThrow(
      /"sesFromEmail" \(nao-responda@example.com.br\) must be on the domain of "sesVerifiedDomain"/,
    );
    expect(() => config({ sesReplyTo: 'contato@example.com.br', sesRegion: 'us-east-1' })).toThrow(
      /Context "sesReplyTo", "sesRegion" needs "sesFromEmail"/,
    );
  });

  it('requires a sender for the prod stage', () => {
    expect(() => config({ stage: 'prod' })).toThrow(/Context "sesFromEmail" is required for the prod stage/);
    expect(config({ stage: 'prod', sesFromEmail: sender }).ses?.fromEmail).toBe(sender);
  });
});
