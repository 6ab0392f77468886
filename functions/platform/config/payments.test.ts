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

  it('lists every problem: no price, no local signing key', () => {
    expect(() => parsePaymentsConfig({ STRIPE_PRICE_ID: ' ' }, 'local')).toThrow(/STRIPE_PRICE_ID/);
    expect(() => parsePaymentsConfig({ STRIPE_PRICE_ID: 'price_local' }, 'local')).toThrow(
      /LOCAL_PAYMENTS_WEBHOOK_SECRET/,
    );
  });

  it('does not need the app origins (the webhook and the admin area never read them)', () => {
    expect(parsePaymentsConfig({ ...local, APP_ORIGINS: undefined }, 'local')).toMatchObject({
      priceId: 'price_local',
    });
  });
});
