import type { EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { findTraderOrganization } from '../plans/index.ts';
import type { TFirmStripeAccounts } from './firm-stripe.ts';
import type { TPaymentProvider } from './payment-provider.ts';

/** The providers a purchase can go through: the platform's (sandbox or Stripe, or none) and firms' own. */
export type TCheckoutProviders = {
  platform: TPaymentProvider | null;
  firms: TFirmStripeAccounts;
};

/**
 * Where a trader pays: into their firm's own Stripe account when it connected one, so one firm's money
 * never lands in another's (or the platform's) account; otherwise through the platform's provider. No
 * provider at all is the refusal to buy.
 */
export async function checkoutProviderFor(
  em: EntityManager,
  { platform, firms }: TCheckoutProviders,
  userId: string,
): Promise<TPaymentProvider> {
  const organization = await findTraderOrganization(em, userId);
  const provider = (await firms.providerFor(em, organization.id)) ?? platform;
  if (provider === null) {
    throw new DomainError(
      TRADING_ERROR_CODES.checkoutUnavailable,
      'Purchases are not available yet: this platform has no payment provider configured',
    );
  }
  return provider;
}
