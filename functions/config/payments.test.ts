import { describe, expect, it } from 'vitest';
import { parsePaymentsConfig } from './payments';

const local = {
  STRIPE_PRICE_ID: 'price_local',
  APP_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
  LOCAL_PAYMENTS_WEBHOOK_SECRET: 'whsec_local',
};

describe('parsePaymentsConfig', () => {
  it('reads the local adapter configuration', () => {
    expect(parsePaymentsConfig(local, 'local')).toEqual({
      adapter: 'local',
      priceId: 'price_local',
      appOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      webhookSecret: 'whsec_local',
    });
  });

  it('needs the secret name for the stripe adapter', () => {
    expect(() => parsePaymentsConfig(local, 'stripe')).toThrow(/STRIPE_SECRET_NAME/);
    expect(parsePaymentsConfig({ ...local, STRIPE_SECRET_NAME: 'rumo/prod/stripe' }, 'stripe')).toMatchObject(
      {
        adapter: 'stripe',
        stripeSecretName: 'rumo/prod/stripe',
      },
    );
  });

  it('lists every problem: no price, origins that are not origins', () => {
    expect(() => parsePaymentsConfig({ APP_ORIGINS: 'https://app.example.com.br/pricing' }, 'local')).toThrow(
      /STRIPE_PRICE_ID[\s\S]*APP_ORIGINS/,
    );
    expect(() => parsePaymentsConfig({ ...local, APP_ORIGINS: '' }, 'local')).toThrow(/APP_ORIGINS/);
  });
});
