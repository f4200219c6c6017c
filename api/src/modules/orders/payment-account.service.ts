import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  BILLING_ERROR_CODES,
  type TConnectPaymentAccount,
  type TPaymentAccount,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import type { TSecretBox } from '../auth/index.ts';
import type { TFirmStripeAccounts } from './firm-stripe.ts';
import { PaymentAccount, type TPaymentAccount as TPaymentAccountRow } from './payment-account.entity.ts';

/** The address a firm gives Stripe for its webhook endpoint: its own path, checked with its own secret. */
export function firmWebhookUrl(apiBaseUrl: string, organizationId: string): string {
  return `${apiBaseUrl}/api/payments/webhooks/stripe/${organizationId}`;
}

/** 'live' or 'test', from the key's prefix (sk_live_…, rk_test_…). */
function keyModeOf(secretKey: string): 'test' | 'live' {
  return secretKey.includes('_live_') ? 'live' : 'test';
}

/** What staff are shown of the row: never its sealed secrets, which are not even read. */
type TShownAccount = Pick<
  TPaymentAccountRow,
  'stripeAccountId' | 'stripeAccountName' | 'keyMode' | 'keyLast4' | 'connectedAt'
>;

function toPaymentAccount(
  row: TShownAccount | null,
  webhookUrl: string,
  connectedByEmail: string | null,
): TPaymentAccount {
  if (row === null) {
    return {
      connected: false,
      accountId: null,
      accountName: null,
      mode: null,
      keyLast4: null,
      connectedAt: null,
      connectedByEmail: null,
      webhookUrl,
    };
  }
  return {
    connected: true,
    accountId: row.stripeAccountId,
    accountName: row.stripeAccountName ?? null,
    mode: row.keyMode === 'live' ? 'live' : 'test',
    keyLast4: row.keyLast4,
    connectedAt: row.connectedAt.toISOString(),
    connectedByEmail,
    webhookUrl,
  };
}

/** The firm's own Stripe account as staff see it (never its keys); one statement with who connected it. */
export async function readPaymentAccount(
  em: EntityManager,
  { organizationId, apiBaseUrl }: { organizationId: string; apiBaseUrl: string },
): Promise<TPaymentAccount> {
  const row = await em.findOne(
    PaymentAccount,
    { organization: organizationId },
    { populate: ['connectedBy'], exclude: ['sealedSecretKey', 'sealedWebhookSecret'] },
  );
  return toPaymentAccount(row, firmWebhookUrl(apiBaseUrl, organizationId), row?.connectedBy?.email ?? null);
}

/**
 * Connects the firm's own Stripe account, or replaces its keys. The secret key is tested with Stripe
 * first (GET /v1/account, which also names the account): a key Stripe refuses saves nothing. Both secrets
 * are sealed bound to the row, and the audit record names the account and the key's last four
 * characters, never a secret. The organization is the route's, checked by the staff access rule.
 */
export async function connectPaymentAccount({
  em,
  organizationId,
  actorId,
  client,
  input,
  accounts,
  secretBoxes,
  apiBaseUrl,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  actorId: string;
  client: TClientInfo;
  input: TConnectPaymentAccount;
  accounts: TFirmStripeAccounts;
  secretBoxes: { key: TSecretBox; webhook: TSecretBox };
  apiBaseUrl: string;
  now: Date;
}): Promise<TPaymentAccount> {
  const mode = keyModeOf(input.secretKey);
  const keyLast4 = input.secretKey.slice(-4);
  let identity: Awaited<ReturnType<TFirmStripeAccounts['identifyAccount']>>;
  try {
    identity = await accounts.identifyAccount(input.secretKey);
  } catch (error) {
    // A key Stripe refused is kept in the activity log too: someone tried to change where money lands.
    if (error instanceof DomainError && error.code === BILLING_ERROR_CODES.paymentAccountRefused) {
      const log = em.fork();
      recordAuditEvent(log, {
        action: AUDIT_ACTIONS.paymentAccountConnected,
        outcome: 'failure',
        actor: actorId,
        client,
        organizationId,
        target: { type: 'organization', id: organizationId },
        details: { reason: 'key_refused', mode, keyLast4 },
      });
      await log.flush();
    }
    throw error;
  }
  try {
    await em.fork().transactional(async (tx) => {
      const existing = await tx.findOne(PaymentAccount, { organization: organizationId });
      const id = existing?.id ?? randomUUID();
      const fields = {
        sealedSecretKey: secretBoxes.key.seal(input.secretKey, id),
        sealedWebhookSecret: secretBoxes.webhook.seal(input.webhookSecret, id),
        stripeAccountId: identity.id,
        stripeAccountName: identity.name,
        keyMode: mode,
        keyLast4,
        connectedAt: now,
        connectedBy: actorId,
      };
      if (existing === null) tx.create(PaymentAccount, { id, organization: organizationId, ...fields });
      else tx.assign(existing, fields);
      recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.paymentAccountConnected,
        outcome: 'success',
        actor: actorId,
        client,
        organizationId,
        target: { type: 'organization', id: organizationId },
        details: {
          accountId: identity.id,
          mode,
          keyLast4,
          replacedAccountId: existing?.stripeAccountId ?? null,
        },
      });
    });
  } catch (error) {
    // Two owners connecting at the same moment: the other one's keys were saved.
    if (error instanceof UniqueConstraintViolationException) {
      throw DomainError.conflict('Another connection was saved at the same moment; reload and check it');
    }
    throw error;
  }
  accounts.forget(organizationId);
  return readPaymentAccount(em.fork(), { organizationId, apiBaseUrl });
}

/**
 * Removes the firm's own account: its next checkouts go through the platform's provider again (or none).
 * Audited when there was one; disconnecting twice changes nothing.
 */
export async function disconnectPaymentAccount({
  em,
  organizationId,
  actorId,
  client,
  accounts,
  apiBaseUrl,
}: {
  em: EntityManager;
  organizationId: string;
  actorId: string;
  client: TClientInfo;
  accounts: TFirmStripeAccounts;
  apiBaseUrl: string;
}): Promise<TPaymentAccount> {
  await em.fork().transactional(async (tx) => {
    const existing = await tx.findOne(PaymentAccount, { organization: organizationId });
    if (existing === null) return;
    tx.remove(existing);
    recordAuditEvent(tx, {
      action: AUDIT_ACTIONS.paymentAccountDisconnected,
      outcome: 'success',
      actor: actorId,
      client,
      organizationId,
      target: { type: 'organization', id: organizationId },
      details: { accountId: existing.stripeAccountId, mode: existing.keyMode, keyLast4: existing.keyLast4 },
    });
  });
  accounts.forget(organizationId);
  return toPaymentAccount(null, firmWebhookUrl(apiBaseUrl, organizationId), null);
}
