import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { BILLING_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TSecretBox } from '../auth/index.ts';
import type { TRefundingProvider, TRefundRequest } from '../billing/index.ts';
import { PaymentAccount } from './payment-account.entity.ts';
import { createStripeProvider, stripeAddressOf } from './stripe-provider.ts';

/**
 * The provider name of an order paid into its firm's own Stripe account: the order, its ledger rows and
 * its webhook events say so, and only the firm's own webhook path can move it.
 */
export const FIRM_STRIPE_PROVIDER = 'stripe_firm';

/** A Stripe provider built with one firm's keys. */
export type TFirmStripeProvider = Omit<ReturnType<typeof createStripeProvider>, 'name'> & {
  readonly name: typeof FIRM_STRIPE_PROVIDER;
};

/** What Stripe says of the account a secret key belongs to (GET /v1/account). */
export type TStripeAccountIdentity = { id: string; name: string | null };

export type TFirmStripeAccounts = ReturnType<typeof createFirmStripeAccounts>;

/**
 * Firms' own Stripe accounts, as providers. A firm's keys are opened from its row when one of its orders,
 * refunds or deliveries needs them; the provider (and the Stripe client it loads on first use) is kept
 * per firm for as long as its keys stay the same, so replaced keys are never used again.
 */
export function createFirmStripeAccounts({
  keyBox,
  webhookBox,
  apiBaseUrl,
}: {
  /** Seals the firm's secret key (SECRET_PURPOSES.stripeSecretKey). */
  keyBox: TSecretBox;
  /** Seals the firm's webhook signing secret (SECRET_PURPOSES.stripeWebhookSecret). */
  webhookBox: TSecretBox;
  /** STRIPE_API_BASE_URL: firms' clients go where the platform's go (a proxy, a test server). */
  apiBaseUrl: string | null;
}) {
  const providers = new Map<string, { fingerprint: string; provider: TFirmStripeProvider }>();

  function providerWith(organizationId: string, secretKey: string, webhookSecret: string) {
    const fingerprint = createHash('sha256').update(`${secretKey}\n${webhookSecret}`).digest('hex');
    const cached = providers.get(organizationId);
    if (cached?.fingerprint === fingerprint) return cached.provider;
    const provider: TFirmStripeProvider = {
      ...createStripeProvider({ secretKey, webhookSecret, apiBaseUrl }),
      name: FIRM_STRIPE_PROVIDER,
    };
    providers.set(organizationId, { fingerprint, provider });
    return provider;
  }

  /** The firm's own Stripe provider, or null when it has no account connected. */
  async function providerFor(em: EntityManager, organizationId: string): Promise<TFirmStripeProvider | null> {
    const account = await em.findOne(
      PaymentAccount,
      { organization: organizationId },
      { fields: ['sealedSecretKey', 'sealedWebhookSecret'] },
    );
    if (account === null) return null;
    return providerWith(
      organizationId,
      keyBox.open(account.sealedSecretKey, account.id).plaintext,
      webhookBox.open(account.sealedWebhookSecret, account.id).plaintext,
    );
  }

  /**
   * Refunds of orders paid into a firm's own account, with that firm's key (the order's organization):
   * one firm's key never refunds another's payment.
   */
  const refunding = {
    name: FIRM_STRIPE_PROVIDER,
    async refund(request: TRefundRequest) {
      const provider = await providerFor(request.em, request.organizationId);
      if (provider === null) throw new Error("The order's firm has no Stripe account connected any more");
      return provider.refund(request);
    },
  } satisfies TRefundingProvider;

  /**
   * Asks Stripe which account `secretKey` belongs to (GET /v1/account), with the same client options as
   * the platform's. A key Stripe refuses is the caller's mistake (400); Stripe unreachable is a 502. Stripe's
   * own messages are dropped: they can quote part of the key.
   */
  async function identifyAccount(secretKey: string): Promise<TStripeAccountIdentity> {
    const { default: StripeClient } = await import('stripe');
    const client = new StripeClient(secretKey, {
      ...stripeAddressOf(apiBaseUrl),
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
    });
    try {
      const account = await client.accounts.retrieve(null);
      const name = account.business_profile?.name ?? account.settings?.dashboard.display_name ?? null;
      return { id: account.id, name: name === '' ? null : name };
    } catch (error) {
      const isRefused =
        error instanceof StripeClient.errors.StripeAuthenticationError ||
        error instanceof StripeClient.errors.StripePermissionError;
      if (isRefused) {
        throw new DomainError(
          BILLING_ERROR_CODES.paymentAccountRefused,
          'Stripe refused this secret key: check that it is the secret key (sk_…) of the right account and that it has not been revoked',
        );
      }
      throw new DomainError(
        BILLING_ERROR_CODES.paymentAccountUnreachable,
        'Stripe could not be reached to check the key; nothing was saved. Try again in a moment',
      );
    }
  }

  return {
    providerFor,
    refunding,
    identifyAccount,
    /** Whether the firm has its own account (checkout is on for it whatever the platform has). */
    hasAccount: async (em: EntityManager, organizationId: string) =>
      (await em.count(PaymentAccount, { organization: organizationId })) > 0,
    /** Drops a firm's provider once its keys changed or were removed. */
    forget(organizationId: string): void {
      providers.delete(organizationId);
    },
  };
}
