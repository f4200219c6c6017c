import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './load-config.ts';
import { configError, PRODUCTION_SECRETS } from '../test/config-environment.ts';

describe('the Stripe provider’s configuration', () => {
  it('takes cards through Stripe in production with both keys, stays off without, and names a missing key', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'fake-secret-keyvalue-1',
      STRIPE_WEBHOOK_SECRET: 'fake-webhook-keyvalue-2',
    };
    const { config } = loadConfig({
      ...PRODUCTION_SECRETS,
      PAYMENT_PROVIDER: 'stripe',
      ...keys,
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      paymentProvider: 'stripe',
      stripe: {
        secretKey: keys.STRIPE_SECRET_KEY,
        webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
        apiBaseUrl: 'http://127.0.0.1:12111',
      },
    });
    // Keys alone choose nothing: without PAYMENT_PROVIDER=stripe checkout stays off (ADR 0009).
    expect(loadConfig({ ...PRODUCTION_SECRETS, ...keys }).config).toMatchObject({
      paymentProvider: null,
      stripe: null,
    });

    const missing = configError({
      ...PRODUCTION_SECRETS,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET,
    });
    expect(missing.issues).toEqual([
      {
        variable: 'STRIPE_SECRET_KEY',
        message: expect.stringContaining('Required with PAYMENT_PROVIDER=stripe'),
      },
    ]);
    expect(missing.message).not.toContain('keyvalue');
    expect(configError({ PAYMENT_PROVIDER: 'stripe' }).issues.map((issue) => issue.variable)).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(
      configError({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_API_BASE_URL: 'ftp://x' }).issues.map(
        (issue) => issue.variable,
      ),
    ).toEqual(['STRIPE_API_BASE_URL']);
  });
});
