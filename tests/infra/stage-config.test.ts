import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BEDROCK_LIGHT_MODEL_ID,
  DEFAULT_BEDROCK_MODEL_ID,
} from '../../functions/platform/config/runtime';
import { repoRoot } from '../../infra/paths';
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

describe('readStageConfig: the Bedrock models', () => {
  it('reads the heavy and the light model from context', () => {
    const read = config({
      bedrockModelId: ' us.anthropic.claude-sonnet-4-6 ',
      bedrockLightModelId: 'anthropic.claude-haiku-4-5-20251001-v1:0',
    });
    expect(read.bedrockModelId).toBe('us.anthropic.claude-sonnet-4-6');
    expect(read.bedrockLightModelId).toBe('anthropic.claude-haiku-4-5-20251001-v1:0');
  });

  it("defaults each to the runtime's default, the same models a function without the variable uses", () => {
    expect(config({})).toMatchObject({
      bedrockModelId: DEFAULT_BEDROCK_MODEL_ID,
      bedrockLightModelId: DEFAULT_BEDROCK_LIGHT_MODEL_ID,
    });
    expect(config({ bedrockModelId: '', bedrockLightModelId: ' ' })).toMatchObject({
      bedrockModelId: DEFAULT_BEDROCK_MODEL_ID,
      bedrockLightModelId: DEFAULT_BEDROCK_LIGHT_MODEL_ID,
    });
  });

  it('keeps cdk.json on the runtime defaults (global inference profiles)', () => {
    const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
      context: Record<string, unknown>;
    };
    expect(cdkJson.context.bedrockModelId).toBe(DEFAULT_BEDROCK_MODEL_ID);
    expect(cdkJson.context.bedrockLightModelId).toBe(DEFAULT_BEDROCK_LIGHT_MODEL_ID);
    expect(DEFAULT_BEDROCK_MODEL_ID).toMatch(/^global\./);
    expect(DEFAULT_BEDROCK_LIGHT_MODEL_ID).toMatch(/^global\./);
  });

  it('refuses what is not a model or profile id (an ARN, a path, a wildcard), naming the context key', () => {
    for (const value of [
      'arn:aws:bedrock:sa-east-1::foundation-model/anthropic.claude-sonnet-4-6',
      'anthropic/claude',
      'anthropic.*',
      'claude-sonnet-4-6',
    ]) {
      expect(() => config({ bedrockLightModelId: value }), value).toThrow(/"bedrockLightModelId" must be/);
    }
    expect(() => config({ bedrockModelId: 4 })).toThrow(/"bedrockModelId" must be a string/);
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
    expect(config({ stage: 'prod', sesFromEmail: sender, ...legal }).ses?.fromEmail).toBe(sender);
  });
});

const legal = {
  legalControllerName: ' Rumo Estratégico Ltda. ',
  legalCnpj: '12.345.678/0001-95',
  legalDpoName: 'Maria Encarregada',
  legalDpoEmail: 'privacidade@example.com.br',
};

describe('readStageConfig: the controller and encarregado of the legal pages (decision 0046)', () => {
  it('takes them from context, trimmed', () => {
    expect(config(legal).legal).toEqual({
      controllerName: 'Rumo Estratégico Ltda.',
      cnpj: '12.345.678/0001-95',
      dpoName: 'Maria Encarregada',
      dpoEmail: 'privacidade@example.com.br',
    });
  });

  it('leaves them out of a non-production stage without them, and requires them for prod', () => {
    expect(config({}).legal).toBeUndefined();
    expect(() => config({ stage: 'prod', sesFromEmail: 'nao-responda@example.com.br' })).toThrow(
      /Context "legalControllerName", "legalCnpj", "legalDpoName", "legalDpoEmail" required for the prod stage/,
    );
  });

  it('refuses some without the others, and an encarregado e-mail that is not one', () => {
    expect(() => config({ legalCnpj: '12.345.678/0001-95' })).toThrow(
      /Context "legalControllerName", "legalDpoName", "legalDpoEmail" missing/,
    );
    expect(() => config({ ...legal, legalDpoEmail: 'privacidade' })).toThrow(
      /"legalDpoEmail" must be an e-mail/,
    );
  });
});
