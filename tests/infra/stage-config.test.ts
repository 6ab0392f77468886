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
