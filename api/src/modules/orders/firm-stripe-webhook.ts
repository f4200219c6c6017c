import type { EntityManager } from '@mikro-orm/core';
import { PAYMENT_WEBHOOK_ERROR_CODES } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { systemClock, type TClock } from '../../infra/clock.ts';
import { LedgerEntry } from '../billing/index.ts';
import { Order, type TAccountChangeBus } from '../trading-accounts/index.ts';
import { FIRM_STRIPE_PROVIDER, type TFirmStripeAccounts } from './firm-stripe.ts';
import { applyVerifiedPaymentEvent, type TWebhookResult } from './payment-webhook.service.ts';
import { toMoneyEvent } from './stripe-money-events.ts';
import {
  applyStripeMoneyEvent,
  STRIPE_SIGNATURE_HEADER,
  toPaymentEvent,
  type TStripeDelivery,
} from './stripe-provider.ts';

const ZOrganizationId = z.uuid();

/** The refusal of a delivery no firm's secret verifies: the same whether the firm is unknown or not. */
function signatureInvalid(): DomainError {
  return new DomainError(
    PAYMENT_WEBHOOK_ERROR_CODES.signatureInvalid,
    `The ${STRIPE_SIGNATURE_HEADER} header is missing or does not verify`,
  );
}

/**
 * A delivery to a firm's own webhook path, verified with that firm's webhook secret and applied only to
 * that firm's orders paid into its account. Do not loosen: a firm holds its own signing secret, so it can
 * sign anything; every order and payment is looked up within the firm named by the path, and an event
 * naming another firm's order (or one paid through the platform's account) changes nothing. An unknown
 * firm, or one without an account, gets the same answer as a bad signature.
 */
export async function applyFirmStripeWebhook({
  em,
  organizationId,
  accounts,
  delivery,
  changes,
  clock,
}: {
  em: EntityManager;
  organizationId: string;
  accounts: TFirmStripeAccounts;
  delivery: TStripeDelivery;
  changes: TAccountChangeBus;
  clock: TClock;
}): Promise<TWebhookResult> {
  if (!ZOrganizationId.safeParse(organizationId).success) throw signatureInvalid();
  const stripe = await accounts.providerFor(em, organizationId);
  if (stripe === null) throw signatureInvalid();
  // Stripe signs with the real time: the tolerance is checked against the system's clock, never the
  // development clock, which moves account time only (a journey test may have run it days ahead).
  const stripeEvent = await stripe.verifyDelivery(delivery, systemClock.now());

  const moneyEvent = toMoneyEvent(stripeEvent);
  if (moneyEvent !== null) {
    const { paymentReference } = moneyEvent;
    // The payment's ledger row, and so its order, must be this firm's (ledger rows never change firm).
    const isOwnPayment =
      paymentReference !== null &&
      (await em.count(LedgerEntry, {
        provider: FIRM_STRIPE_PROVIDER,
        kind: 'payment',
        externalId: paymentReference,
        organization: organizationId,
      })) > 0;
    if (!isOwnPayment) return 'ignored';
    return applyStripeMoneyEvent({ em, provider: FIRM_STRIPE_PROVIDER, moneyEvent, changes, clock });
  }

  const event = toPaymentEvent(stripeEvent);
  if (event === null) return 'ignored';
  // Stripe's payment events name their order by id (metadata); it must be this firm's, paid into its account.
  const isOwnOrder =
    event.target !== null &&
    'orderId' in event.target &&
    (await em.count(Order, {
      id: event.target.orderId,
      organization: organizationId,
      provider: FIRM_STRIPE_PROVIDER,
    })) > 0;
  if (!isOwnOrder) return 'ignored';
  return applyVerifiedPaymentEvent({ em, provider: FIRM_STRIPE_PROVIDER, event, clock });
}
