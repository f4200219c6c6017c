import type { TStripeConfig } from './app-config.ts';

/** The variables of the Stripe provider, as the environment schema parsed them. */
type TStripeVariables = {
  PAYMENT_PROVIDER?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_BASE_URL?: string | undefined;
};

/**
 * Stripe needs both of its keys whatever the environment: without the secret key no checkout can start,
 * without the webhook secret no payment could ever be confirmed. Only the variable is named, never a value.
 */
export function stripeIssues(provided: Record<string, string>): { variable: string; message: string }[] {
  if (provided['PAYMENT_PROVIDER'] !== 'stripe') return [];
  const required = [
    ['STRIPE_SECRET_KEY', 'the secret key of the Stripe account (sk_…)'],
    ['STRIPE_WEBHOOK_SECRET', 'the signing secret of the Stripe webhook endpoint (whsec_…)'],
  ] as const;
  return required
    .filter(([variable]) => provided[variable] === undefined)
    .map(([variable, what]) => ({ variable, message: `Required with PAYMENT_PROVIDER=stripe: ${what}` }));
}

/** The Stripe settings the api runs with, or null unless PAYMENT_PROVIDER=stripe came with both keys. */
export function toStripeConfig(env: TStripeVariables): TStripeConfig | null {
  if (env.PAYMENT_PROVIDER !== 'stripe' || !env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBaseUrl: env.STRIPE_API_BASE_URL ?? null,
  };
}
